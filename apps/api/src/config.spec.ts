import { loadConfig } from '@fnhost/common';
import { ApiConfig } from './config';

const secrets = {
  JWT_SECRET: 'x'.repeat(32),
  APIKEY_MASTER_SECRET: 'y'.repeat(32),
  SECRETS_KEY: 'a'.repeat(64),
};

describe('ApiConfig', () => {
  it('applies defaults and converts types', () => {
    const config = loadConfig(ApiConfig, { ...secrets, PORT: '4000', USE_IDP: 'false' });
    expect(config.PORT).toBe(4000);
    expect(config.USE_IDP).toBe(false);
    expect(config.MAX_CONCURRENT_EXECUTIONS).toBe(10);
  });

  it('requires the secrets', () => {
    expect(() => loadConfig(ApiConfig, {})).toThrow(
      /JWT_SECRET[\s\S]*APIKEY_MASTER_SECRET|APIKEY_MASTER_SECRET[\s\S]*JWT_SECRET/,
    );
  });
});
