/** The other half of the lint test's import cycle: see cycle-a.ts. */
import { cycleA } from './cycle-a';

export const cycleB = `${cycleA}b`;
