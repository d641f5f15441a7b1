/**
 * One half of an import cycle of types alone, which exists only while the lint rules' own test
 * runs: that test lints this file's text with a type import of `./type-cycle-b` added, and
 * type-cycle-b imports a type of this file. On disk the two import one way only.
 */
export interface TypeCycleA {
  name: string;
}
