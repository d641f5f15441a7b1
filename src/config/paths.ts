/** Route paths and the base path static files are served from, in one place. */
export const paths = {
  root: '/',
  generator: '/character-generator',
  characters: '/characters',
  settings: '/settings',
} as const;

/** Every static file (scripts, images, fonts) lives under this path. */
export const BASE_PATH = '/character-generator/';
