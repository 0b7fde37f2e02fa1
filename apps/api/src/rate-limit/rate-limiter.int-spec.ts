import { BaseConfig, headersOf } from '@fnhost/common';
import { Metrics } from '@fnhost/observability';
import { JobQueue } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { HttpException } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { INT_REDIS_URL } from '../../../../test/integration/services';
import { ApiMetrics } from '../metrics/api-metrics';
import { RateLimiter } from './rate-limiter';

/**
 * The request windows against a real Redis (db 7 of the machine's; every tracker is this run's
 * own): the IETF RateLimit headers of each window, the 429 of the window that refused, the check
 * that refuses without counting, a window's reset, and a function URL's two windows.
 */
const WINDOW_MS = 500;
const LIMIT = 3;

describe('RateLimiter (real Redis)', () => {
  const redis = new RedisService({ REDIS_URL: INT_REDIS_URL } as BaseConfig);
  const metrics = new ApiMetrics(
    new Metrics({ METRICS_TOKEN: 'unit', METRICS_MAX_FUNCTIONS: 10 } as BaseConfig),
    {} as JobQueue,
    redis,
  );
  const limiter = new RateLimiter(
    {
      throttlers: [
        { name: 'default', ttl: WINDOW_MS, limit: LIMIT },
        { name: 'hour', ttl: 3600_000, limit: 1000 },
      ],
    },
    redis,
    metrics,
  );
  const trackers: string[] = [];
  const urlKeys: string[] = [];
  const tracker = () => {
    trackers.push(`user:int-${randomUUID()}`);
    return trackers[trackers.length - 1];
  };

  beforeAll(() => redis.connected());
  afterAll(async () => {
    const keys = trackers.flatMap((t) => ['default', 'hour'].map((w) => KEYS.rateHits(w, t)));
    await redis.client.del(...keys, ...urlKeys);
    redis.onModuleDestroy();
  });

  /** The 429 a call refused with, and its headers. */
  const refusal = async (call: Promise<unknown>) => {
    const err = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpException);
    const e = err as HttpException;
    return { status: e.getStatus(), body: e.getResponse(), headers: headersOf(e) ?? {} };
  };

  it("answers each window's limit, what is left of it and when it resets", async () => {
    const who = tracker();
    const first = await limiter.count(who);
    expect(first).toMatchObject({
      'RateLimit-Limit': '3',
      'RateLimit-Remaining': '2',
      'RateLimit-Limit-hour': '1000',
      'RateLimit-Remaining-hour': '999',
    });
    expect(Number(first['RateLimit-Reset'])).toBe(1);
    expect(Number(first['RateLimit-Reset-hour'])).toBeGreaterThan(3590);
    expect((await limiter.count(who))['RateLimit-Remaining']).toBe('1');
  });

  it('refuses the request past a limit with 429, Retry-After and the refusing window', async () => {
    const who = tracker();
    for (let i = 0; i < LIMIT; i++) await limiter.count(who);
    const refused = await refusal(limiter.count(who));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many requests',
      details: 'rate limit of 3 requests per minute exceeded',
    });
    expect(refused.headers).toMatchObject({
      'Retry-After': '1',
      'RateLimit-Limit': '3',
      'RateLimit-Remaining': '0',
    });
  });

  it('counts again once the window has passed, though refused requests kept coming all along', async () => {
    const who = tracker();
    for (let i = 0; i < LIMIT; i++) await limiter.count(who);
    await refusal(limiter.count(who));
    // Back to back, thousands a second: one that came in the window's last millisecond once
    // extended the block, and the next such one again, for good.
    const until = Date.now() + 5 * WINDOW_MS;
    let headers: Record<string, string> | undefined;
    while (!headers && Date.now() < until) headers = await limiter.count(who).catch(() => undefined);
    expect(headers?.['RateLimit-Remaining']).toBe('2');
  });

  it('refuseBlocked refuses a used-up tracker without counting one that is not', async () => {
    const who = tracker();
    await limiter.count(who);
    for (let i = 0; i < 5; i++) await limiter.refuseBlocked(who);
    expect((await limiter.count(who))['RateLimit-Remaining']).toBe('1');
    await limiter.count(who);
    expect((await refusal(limiter.refuseBlocked(who))).status).toBe(429);
  });

  it("a function URL's calls count per source address, then per URL: an address's refused calls leave the URL's budget alone", async () => {
    const slug = randomUUID();
    // Addresses of this run's own (any string keys a window).
    const [a, b, c] = ['a', 'b', 'c'].map((n) => `${slug}-${n}`);
    urlKeys.push(
      KEYS.rateHits('default', `url:${slug}`),
      ...[a, b, c].map((ip) => KEYS.rateHits('ip', `url-ip:${ip}`)),
    );
    const windows = (ip: string) => limiter.urlWindows(slug, ip, 3, 2);
    expect(await limiter.count(windows(a))).toMatchObject({
      'RateLimit-Limit': '3',
      'RateLimit-Remaining': '2',
      'RateLimit-Limit-ip': '2',
      'RateLimit-Remaining-ip': '1',
    });
    await limiter.count(windows(a));
    // The address has sent its 2: refused by its own window, uncounted in the URL's...
    for (let i = 0; i < 3; i++)
      expect((await refusal(limiter.count(windows(a)))).headers['RateLimit-Limit']).toBe('2');
    // ...so another address still has the URL's last call, and a third finds the URL's used up.
    expect((await limiter.count(windows(b)))['RateLimit-Remaining']).toBe('0');
    expect((await refusal(limiter.count(windows(c)))).headers['RateLimit-Limit']).toBe('3');
  });
});
