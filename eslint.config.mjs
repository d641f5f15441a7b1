import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Imports flow one way: domain → adapters → state → features → app.
const uiModules = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'domain/ and adapters/ stay free of React.',
  },
  { group: ['@mui/*', '@emotion/*'], message: 'domain/ and adapters/ stay free of UI libraries.' },
  {
    group: ['react-router', 'react-router-dom'],
    message: 'domain/ and adapters/ stay free of the router.',
  },
];

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
    // domain/ and adapters/ stay plain TypeScript: no React, UI library or router.
    files: ['src/domain/**/*.ts', 'src/adapters/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiModules }] },
  },
  {
    // The layers, resolved from every import however it is written (`@/…` or `../…`), so a
    // relative path cannot step around them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'src/testing/**'],
    plugins: { 'import-x': importX },
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
              from: ['src/adapters', 'src/state', 'src/features', 'src/app', 'src/components'],
              message: 'domain/ imports nothing above it.',
            },
            {
              target: 'src/adapters',
              from: ['src/state', 'src/features', 'src/app', 'src/components'],
              message: 'adapters/ never import UI layers.',
            },
            {
              target: ['src/state', 'src/components'],
              from: ['src/features', 'src/app'],
              message: 'state/ and components/ never import screens or the app.',
            },
            {
              target: 'src/features',
              from: ['src/app', 'src/adapters'],
              message: 'A feature never imports the app or an adapter: a hook in state/ does.',
            },
            ...['generator', 'characters', 'settings'].map((feature) => ({
              target: `src/features/${feature}`,
              from: 'src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature.',
            })),
          ],
        },
      ],
    },
  },
  {
    // The network and browser storage are reached only through adapters/.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/adapters/**', 'src/service-worker.ts', '**/__tests__/**', 'src/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only adapters/ call fetch: a hook calls an adapter.' },
        { name: 'localStorage', message: 'Only adapters/ touch localStorage.' },
        { name: 'sessionStorage', message: 'Only adapters/ touch sessionStorage.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].flatMap((object) => [
          { object, property: 'fetch', message: 'Only adapters/ call fetch.' },
          { object, property: 'localStorage', message: 'Only adapters/ touch localStorage.' },
          { object, property: 'sessionStorage', message: 'Only adapters/ touch sessionStorage.' },
        ]),
      ],
    },
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
