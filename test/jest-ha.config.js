const e2e = require('./jest-e2e.config');

/**
 * The HA drills (test/ha.e2e-spec.ts): a topology of their own (scripts/ha-stack.sh), so none of
 * the e2e stack's global setup (an api, a worker and its stem cells they would never call).
 */
module.exports = {
  ...e2e,
  testRegex: 'ha\\.e2e-spec\\.ts$',
  globalSetup: undefined,
  globalTeardown: undefined,
};
