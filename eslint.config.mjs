import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    files: ['src/domain/**/*.ts', 'src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiModules,
            {
              group: ['@/state/*', '@/features/*', '@/app/*', '@/components/*'],
              message: 'domain/ and adapters/ never import UI layers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...uiModules,
            {
              group: ['@/adapters/*', '@/state/*', '@/features/*', '@/app/*', '@/components/*'],
              message: 'domain/ imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/state/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'state/ and components/ never import screens or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'A feature never imports the app.' }] },
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
