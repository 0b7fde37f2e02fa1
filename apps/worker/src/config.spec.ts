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

  it('takes the function egress settings, and refuses a value it cannot read, naming it', () => {
    const key = { SECRETS_KEY: 'a'.repeat(64) };
    expect(
      loadConfig(WorkerConfig, {
        ...key,
        FUNCTION_EGRESS: 'none',
        FUNCTION_EGRESS_ALLOW: '10.0.0.5:5432,db.internal',
      }),
    ).toMatchObject({ FUNCTION_EGRESS: 'none', FUNCTION_EGRESS_ALLOW: '10.0.0.5:5432,db.internal' });
    expect(() => loadConfig(WorkerConfig, { ...key, FUNCTION_EGRESS: 'private' })).toThrow(/FUNCTION_EGRESS/);
    expect(() => loadConfig(WorkerConfig, { ...key, FUNCTION_EGRESS_ALLOW: '2001:db8::1' })).toThrow(
      /FUNCTION_EGRESS_ALLOW: "2001:db8::1" is not address\[\/bits\]\[:port\] or host\[:port\] \(IPv4 only\)/,
    );
    expect(() => loadConfig(WorkerConfig, { ...key, FUNCTION_EGRESS_ALLOW: '10.0.0.0/40' })).toThrow(
      /0-32 bits/,
    );
  });
});
