import type { Config } from 'jest';

/**
 * The browser suite: the production build in dist/, served by real nginx with deploy/nginx.conf,
 * driven in Debian's Chromium through playwright-core, with loopback model servers.
 */
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  testTimeout: 60000,
  maxWorkers: 2,
};

export default config;
