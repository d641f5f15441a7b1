/** Route paths, in one place. */
export const paths = {
  root: '/',
  generator: '/character-generator',
  characters: '/characters',
  settings: '/settings',
} as const;
