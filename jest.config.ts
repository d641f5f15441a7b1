import type { Config } from 'jest';

/** Unit, hook and component tests. The browser suite has its own config (jest.e2e.config.ts). */
const config: Config = {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  roots: ['<rootDir>/src', '<rootDir>/data', '<rootDir>/test'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
    // The interface's message formatting ships as ES modules only: Jest needs them as CommonJS.
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', rootDir: '/' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|intl-messageformat|@formatjs)/)'],
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
