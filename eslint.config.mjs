import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import noCycle from './scripts/lib/eslint-no-cycle.mjs';

// Imports flow one way: domain → adapters → use-cases → state → features → app.
const uiModules = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'domain/, adapters/ and use-cases/ stay free of React.',
  },
  {
    group: ['@mui/*', '@emotion/*'],
    message: 'domain/, adapters/ and use-cases/ stay free of UI libraries.',
  },
  {
    group: ['react-router', 'react-router-dom'],
    message: 'domain/, adapters/ and use-cases/ stay free of the router.',
  },
];

/**
 * The folders of src/ the layers below name. Any other folder is refused whatever it imports, so
 * a new folder gets a place in the layers before it gets code.
 */
const namedFolders = [
  'domain',
  'adapters',
  'use-cases',
  'state',
  'components',
  'features',
  'app',
  'config',
  'types',
  'testing',
  'lint-probes',
];

// Every screen folder, read from the disk so a new screen is kept apart from the others too.
const features = readdirSync(path.join(import.meta.dirname, 'src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
  .map((entry) => entry.name);

/**
 * The ways out of the page besides a module import: the network, browser storage and cookies.
 * Only adapters/ take them, so a screen or a hook can be tested with a fake adapter. `allowed`
 * names the ones a file may use all the same (the service worker fetches and caches by nature).
 */
function browserReach(allowed = []) {
  const globalsOut = [
    { name: 'fetch', message: 'Only adapters/ call fetch: a hook calls an adapter.' },
    { name: 'XMLHttpRequest', message: 'Only adapters/ reach the network.' },
    { name: 'EventSource', message: 'Only adapters/ reach the network.' },
    { name: 'WebSocket', message: 'Only adapters/ reach the network.' },
    { name: 'localStorage', message: 'Only adapters/ touch localStorage.' },
    { name: 'sessionStorage', message: 'Only adapters/ touch sessionStorage.' },
    { name: 'indexedDB', message: 'Only adapters/ touch indexedDB.' },
    { name: 'caches', message: 'Only adapters/ and the service worker touch the Cache API.' },
    { name: 'DOMParser', message: 'Only adapters/ parse HTML: the domain takes their reader.' },
  ].filter(({ name }) => !allowed.includes(name));
  return {
    'no-restricted-globals': ['error', ...globalsOut],
    'no-restricted-properties': [
      'error',
      ...['globalThis', 'window', 'self'].flatMap((object) =>
        globalsOut.map(({ name, message }) => ({ object, property: name, message })),
      ),
      // Any object: `document.cookie`, `window.document.cookie` and `const { cookie } = doc`.
      { property: 'cookie', message: 'Only adapters/ touch cookies.' },
      { property: 'sendBeacon', message: 'Only adapters/ reach the network.' },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-prerender/',
      '.tmp/',
      'node_modules/',
      'coverage/',
      'e2e/artifacts/',
      'bench/report*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // domain/, adapters/ and use-cases/ stay plain TypeScript: no React, UI library or router,
    // in a .tsx file as much as in a .ts one.
    files: [
      'src/domain/**/*.{ts,tsx}',
      'src/adapters/**/*.{ts,tsx}',
      'src/use-cases/**/*.{ts,tsx}',
    ],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiModules }] },
  },
  {
    // The layers, resolved from every import however it is written (`@/…` or `../…`), so a
    // relative path cannot step around them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'src/testing/**'],
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'src/domain',
              from: [
                'src/adapters',
                'src/use-cases',
                'src/state',
                'src/features',
                'src/app',
                'src/components',
              ],
              message: 'domain/ imports nothing above it.',
            },
            {
              target: 'src/adapters',
              from: ['src/use-cases', 'src/state', 'src/features', 'src/app', 'src/components'],
              message: 'adapters/ never import UI layers.',
            },
            {
              target: 'src/use-cases',
              from: ['src/state', 'src/features', 'src/app', 'src/components'],
              message:
                'use-cases/ are plain steps: they import domain/ and adapters/, never a UI layer.',
            },
            {
              target: ['src/state', 'src/components'],
              from: ['src/features', 'src/app'],
              message: 'state/ and components/ never import screens or the app.',
            },
            {
              target: 'src/components',
              from: ['src/state', 'src/adapters'],
              message:
                'components/ are presentational: they take what they show as props, never from state/ or adapters/.',
            },
            {
              target: 'src/features',
              from: ['src/app', 'src/adapters'],
              message: 'A feature never imports the app or an adapter: a hook in state/ does.',
            },
            {
              target: 'src/features',
              from: 'src/use-cases',
              message: 'A feature never runs a use case itself: a hook in state/ does.',
            },
            ...features.map((feature) => ({
              target: `src/features/${feature}`,
              from: 'src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature.',
            })),
            {
              // A file beside the screen folders belongs to none of them, so it may use none.
              target: 'src/features/*.{ts,tsx}',
              from: 'src/features',
              message: 'A file at the root of features/ never imports a feature.',
            },
            {
              target: 'src/config',
              from: 'src',
              except: ['./config'],
              message: 'config/ is a leaf: it imports nothing else from src/.',
            },
            {
              target: `src/!(${namedFolders.join('|')})/**`,
              from: 'src',
              message: 'A folder of src/ the layers do not name imports nothing from src/.',
            },
            {
              // testing/ holds fakes and render helpers for tests; the app never ships them.
              target: 'src',
              from: 'src/testing',
              message: 'Only tests import testing/.',
            },
          ],
        },
      ],
      // Modules that import each other load in an order that depends on who imports first, and
      // mark a layer split in two, for types as much as for values. Packages are left out.
      'local/no-cycle': 'error',
    },
  },
  {
    // Deny by default: a folder of src/ the layers do not name is refused, whatever it holds.
    files: ['src/*/**/*.{ts,tsx}'],
    ignores: namedFolders.map((folder) => `src/${folder}/**`),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: `This folder is in no layer: src/ holds only ${namedFolders.join(', ')}.`,
        },
      ],
    },
  },
  {
    // The network, browser storage and cookies are reached only through adapters/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/adapters/**', '**/__tests__/**', 'src/testing/**'],
    rules: browserReach(),
  },
  {
    // A function that outgrows a screen is split into named parts a reader can hold at once.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // The service worker is the app's own cache in front of the network: it fetches and caches.
    files: ['src/service-worker.ts'],
    rules: browserReach(['fetch', 'caches']),
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'test/**', 'e2e/**', 'scripts/**', 'bench/**', '**/__tests__/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts the page runs as they are, in the browser.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  prettier,
);
