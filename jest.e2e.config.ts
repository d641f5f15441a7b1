import type { Config } from 'jest';

/**
 * The browser suite: the production build in dist/, served by real nginx with deploy/nginx.conf,
 * driven in Debian's Chromium through playwright-core, with loopback model servers. The tests
 * under e2e/timing/ time frames: they run on their own afterwards (E2E_TIMING=1, one at a time),
 * so that no other browser test shares the machine while they measure.
 */
const timing = process.env.E2E_TIMING === '1';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: timing ? ['**/timing/*.e2e.ts'] : ['**/*.e2e.ts'],
  testPathIgnorePatterns: timing ? ['/node_modules/'] : ['/node_modules/', '/e2e/timing/'],
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  reporters: ['default', '<rootDir>/test/summary-reporter.js'],
  testTimeout: 60000,
  maxWorkers: timing ? 1 : 2,
};

export default config;
