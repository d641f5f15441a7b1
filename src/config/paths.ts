import basePathFile from './base-path.json';

/**
 * Where the app is served: every file of the build lives under `${BASE_PATH}/`, and the generator
 * answers at `BASE_PATH` itself. It sits in a JSON file because the build's configuration reads
 * it too.
 */
export const BASE_PATH: string = basePathFile.basePath;

/** Route paths, in one place. */
export const paths = {
  root: '/',
  generator: BASE_PATH,
  characters: '/characters',
  settings: '/settings',
} as const;

/** The generator's Generate button, the target of the `Skip to Generate` link. */
export const GENERATE_BUTTON_ID = 'generate-button';
