import basePathFile from './base-path.json';

/**
 * Where the app is served: every file the build emits lives under `${BASE_PATH}/`, and the
 * generator, the installed app's start screen, answers at `BASE_PATH` itself. The value sits in a
 * JSON file because the build's configuration (plain JavaScript) and the page template read it
 * too; everything in the app reads it from here.
 */
export const BASE_PATH: string = basePathFile.basePath;

/** Route paths, in one place. */
export const paths = {
  root: '/',
  generator: BASE_PATH,
  characters: '/characters',
  settings: '/settings',
} as const;
