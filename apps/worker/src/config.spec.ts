import { loadConfig } from '@fnhost/common';
import { WorkerConfig } from './config';

describe('WorkerConfig', () => {
  it('needs no secret of the api: none is read, none is kept; only the key that opens account secrets', () => {
    const key = { SECRETS_KEY: 'a'.repeat(64) };
    const config = loadConfig(WorkerConfig, {
      ...key,
      WORKER_CONCURRENCY: '7',
      JWT_SECRET: 'x'.repeat(32),
      APIKEY_MASTER_SECRET: 'y'.repeat(32),
      IDP_CLIENT_SECRET: 'z',
    });
    expect(config.WORKER_CONCURRENCY).toBe(7);
    for (const secret of ['JWT_SECRET', 'APIKEY_MASTER_SECRET', 'IDP_CLIENT_SECRET'])
      expect(config).not.toHaveProperty(secret);
    expect(() => loadConfig(WorkerConfig, key)).not.toThrow();
    expect(() => loadConfig(WorkerConfig, {})).toThrow(/SECRETS_KEY/);
  });
});
