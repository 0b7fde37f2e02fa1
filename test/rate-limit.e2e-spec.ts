import { ChildProcess, execFileSync } from 'child_process';
import { newUserToken } from './support/fixtures';
import { countingProxy } from './support/proxy';
import { port, portOf, processEnv, spawnApp, waitFor } from './support/stack';

const ONE = `http://127.0.0.1:${port(3195)}`;
const TWO = `http://127.0.0.1:${port(3196)}`;

describe('rate limits', () => {
  let apis: ChildProcess[];
  beforeAll(async () => {
    // A Redis db of their own: the two instances share counters with each other, not with the other suites.
    execFileSync('redis-cli', ['-n', '3', 'flushdb']);
    const limits = {
      RATE_LIMIT_PER_MINUTE: '60',
      RATE_LIMIT_PER_HOUR: '1000',
      REDIS_URL: 'redis://127.0.0.1:6379/3',
    };
    apis = [
      spawnApp('api', { PORT: portOf(3195), ...limits }),
      spawnApp('api', { PORT: portOf(3196), ...limits }),
    ];
    await Promise.all([waitFor(`${ONE}/health`), waitFor(`${TWO}/health`)]);
  });
  afterAll(() => apis.forEach((p) => p.kill('SIGKILL')));

  it('the 61st request in a minute is 429 with Retry-After and RateLimit headers, counted across two api instances', async () => {
    const { token } = await newUserToken();
    const me = (base: string) =>
      fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 60; i++) {
      last = await me(i % 2 ? TWO : ONE);
      statuses.push(last.status);
    }
    expect(statuses).toEqual(Array(60).fill(200));
    expect(last!.headers.get('ratelimit-limit')).toBe('60');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    expect(last!.headers.get('ratelimit-limit-hour')).toBe('1000');
    const refused = await me(ONE);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Too many requests',
      details: 'rate limit of 60 requests per minute exceeded',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-limit')).toBe('60');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('ratelimit-reset'))).toBe(retryAfter);
    expect((await me(TWO)).status).toBe(429); // the other instance sees the same counter
    // Another user is not affected, and /health is never limited.
    const fresh = await newUserToken();
    expect(
      (await fetch(`${ONE}/api/auth/me`, { headers: { authorization: `Bearer ${fresh.token}` } })).status,
    ).toBe(200);
    for (let i = 0; i < 70; i++) expect((await fetch(`${ONE}/health`)).status).toBe(200);
  });

  it('before login, requests are limited per client address', async () => {
    const res = await fetch(`${ONE}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('ratelimit-limit'))).toBe(60);
    expect(Number(res.headers.get('ratelimit-remaining'))).toBeLessThan(60);
  });

  it('a flood of bad tokens from one address is 429 after the limit, and Keycloak sees at most the limit of them', async () => {
    execFileSync('redis-cli', ['-n', '4', 'flushdb']);
    const keycloak = await countingProxy(processEnv().IDP_URL ?? 'http://127.0.0.1:8180');
    const api = spawnApp('api', {
      PORT: portOf(3197),
      IDP_URL: keycloak.url,
      RATE_LIMIT_PER_MINUTE: '60',
      RATE_LIMIT_PER_HOUR: '1000',
      REDIS_URL: 'redis://127.0.0.1:6379/4',
    });
    try {
      await waitFor(`http://127.0.0.1:${port(3197)}/health`);
      const before = keycloak.count('/token/introspect');
      const replies: Response[] = [];
      for (let i = 0; i < 100; i++)
        replies.push(
          await fetch(`http://127.0.0.1:${port(3197)}/api/functions`, {
            headers: { authorization: `Bearer not-a-token-${i}` },
          }),
        );
      const statuses = replies.map((r) => r.status);
      expect(statuses.slice(0, 60)).toEqual(Array(60).fill(403));
      expect(statuses.slice(60)).toEqual(Array(40).fill(429));
      expect(keycloak.count('/token/introspect') - before).toBeLessThanOrEqual(60);
      expect(keycloak.count('/token/introspect') - before).toBeGreaterThan(0); // the proxy does see them
      const last = replies[99];
      expect(await last.json()).toEqual({
        error: 'Too many requests',
        details: 'rate limit of 60 requests per minute exceeded',
      });
      expect(last.headers.get('ratelimit-limit')).toBe('60');
      expect(last.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      api.kill('SIGKILL');
      await keycloak.close();
    }
  });
});
