/** The other half of the lint test's cycle of types: see type-cycle-a.ts. */
import type { TypeCycleA } from './type-cycle-a';

export interface TypeCycleB {
  a: TypeCycleA;
}
