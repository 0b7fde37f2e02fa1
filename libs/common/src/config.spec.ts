import { BaseConfig, ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults and converts types', () => {
    const config = loadConfig(BaseConfig, {
      SHUTDOWN_GRACE_S: '12',
      STORAGE_DRIVER: 'postgres',
      SECRETS_KEY: 'ab'.repeat(32),
    });
    expect(config.SHUTDOWN_GRACE_S).toBe(12);
    expect(config.STORAGE_DRIVER).toBe('postgres');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it('names every invalid variable', () => {
    const env = { SHUTDOWN_GRACE_S: 'abc', DATABASE_URL: 'mysql://x', SECRETS_KEY: 'AB' };
    expect(() => loadConfig(BaseConfig, env)).toThrow(ConfigError);
    expect(() => loadConfig(BaseConfig, env)).toThrow(/SHUTDOWN_GRACE_S/);
    expect(() => loadConfig(BaseConfig, env)).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadConfig(BaseConfig, env)).toThrow(/SECRETS_KEY must be 64 hex digits/);
  });

  it('takes Sentinels as host:port pairs', () => {
    const key = { SECRETS_KEY: 'ab'.repeat(32) };
    expect(
      loadConfig(BaseConfig, { ...key, REDIS_SENTINELS: 'a:26379,10.0.0.2:26380' }).REDIS_SENTINELS,
    ).toBe('a:26379,10.0.0.2:26380');
    for (const bad of ['a', 'a:26379,', 'a:x', 'a:1 ,b:2'])
      expect(() => loadConfig(BaseConfig, { ...key, REDIS_SENTINELS: bad })).toThrow(
        /REDIS_SENTINELS must be host:port,host:port/,
      );
  });

  it('ignores what the config does not declare', () => {
    expect(loadConfig(BaseConfig, { JWT_SECRET: 'short', SECRETS_KEY: 'ab'.repeat(32) })).not.toHaveProperty(
      'JWT_SECRET',
    );
  });
});
