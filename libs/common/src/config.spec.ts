import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(32), APIKEY_MASTER_SECRET: 'y'.repeat(32) };

describe('loadConfig', () => {
  it('applies defaults and converts types', () => {
    const config = loadConfig({ ...base, PORT: '4000', USE_IDP: 'false' });
    expect(config.PORT).toBe(4000);
    expect(config.USE_IDP).toBe(false);
    expect(config.MAX_CONCURRENT_EXECUTIONS).toBe(10);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ ...base, PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    }
  });

  it('requires the secrets', () => {
    expect(() => loadConfig({})).toThrow(
      /JWT_SECRET[\s\S]*APIKEY_MASTER_SECRET|APIKEY_MASTER_SECRET[\s\S]*JWT_SECRET/,
    );
  });
});
