import { ChildProcess, execFileSync } from 'child_process';
import { newUserToken } from './support/fixtures';
import { spawnApp, waitFor } from './support/stack';

const ONE = 'http://127.0.0.1:3195';
const TWO = 'http://127.0.0.1:3196';

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
    apis = [spawnApp('api', { PORT: '3195', ...limits }), spawnApp('api', { PORT: '3196', ...limits })];
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
});
