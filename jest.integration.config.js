const { pathsToModuleNameMapper } = require('ts-jest');
const { compilerOptions } = require('./tsconfig.json');

/**
 * Integration tests: *.int-spec.ts beside the code, each Lua script and ledger statement against
 * the machine's real Redis (db 7, keys of the run's own) and a PostgreSQL database of their own
 * (fnhost_int, migrated by the global setup). No containers, no Keycloak, no apps.
 */
module.exports = {
  rootDir: '.',
  roots: ['<rootDir>/apps', '<rootDir>/libs'],
  testRegex: '\\.int-spec\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  moduleNameMapper: pathsToModuleNameMapper(compilerOptions.paths, { prefix: '<rootDir>/' }),
  testEnvironment: 'node',
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/integration/global-setup.ts',
};
