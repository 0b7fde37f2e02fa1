const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('../tsconfig.json');

/** End-to-end suites: real PostgreSQL, Redis, Keycloak and Podman; apps run from dist/. */
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/test'],
  testRegex: '\\.e2e-spec\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: '<rootDir>/' }),
  testEnvironment: 'node',
  testTimeout: 120000,
  // The high-availability drills run on demand (`npm run test:ha`) until a rolling worker restart
  // loses no call (issue 56): in `npm test` they would fail it.
  testPathIgnorePatterns: process.env.FNHOST_HA ? [] : ['/test/ha\\.e2e-spec\\.ts$'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
