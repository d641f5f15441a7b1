/**
 * One half of an import cycle that exists only while the lint rules' own test runs: that test
 * lints this file's text with one import of `./cycle-b` added, and cycle-b imports this file.
 * On disk the two files import one way only, so the app's lint passes.
 *
 * The pair lives in src/ so the rules for the app's code apply to it; nothing in the app imports
 * it, so it never reaches a build, and it holds no test for Jest to run.
 */
export const cycleA = 'a';
