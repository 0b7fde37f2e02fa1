import { BaseConfig, headersOf } from '@fnhost/common';
import { Leases } from '@fnhost/engine';
import { Metrics } from '@fnhost/observability';
import { JobQueue } from '@fnhost/queue';
import { KEYS, RedisService } from '@fnhost/redis';
import { HttpException } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { randomUUID } from 'crypto';
import { ApiMetrics } from '../metrics/api-metrics';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ThrottleCounter } from '../stats/throttle-counter';
import { Admission, AdmissionRequest, Admitted } from './admission';

/**
 * The admission script's rules against a real Redis (db 7 of the machine's; every key is this
 * run's own and removed after): window edges, lease expiry, the replay check, a lease freed twice,
 * placement.
 */
const WINDOW_MS = 400;
const LIMIT = 3;

describe('Admission (real Redis)', () => {
  const redis = new RedisService({ REDIS_URL: 'redis://127.0.0.1:6379/7' } as BaseConfig);
  const options: ThrottlerModuleOptions = {
    throttlers: [
      { name: 'default', ttl: WINDOW_MS, limit: LIMIT },
      { name: 'hour', ttl: 60_000, limit: 1000 },
    ],
  };
  const metrics = new ApiMetrics(
    new Metrics({ METRICS_TOKEN: 'unit', METRICS_MAX_FUNCTIONS: 10 } as BaseConfig),
    {} as JobQueue,
    redis,
  );
  /** Per function, the refusals counted for its statistics. */
  const throttled = new Map<string, number>();
  const throttles = {
    count: (fn: string) => throttled.set(fn, (throttled.get(fn) ?? 0) + 1),
  } as unknown as ThrottleCounter;
  const admission = new Admission(new RateLimiter(options, redis, metrics), redis, metrics, throttles);
  const leases = new Leases(redis.client);
  const run = randomUUID();
  const request = (over: Partial<AdmissionRequest> = {}): AdmissionRequest => ({
    tracker: `user:${randomUUID()}-${run}`, // its own windows, unless a test shares one
    functionUuid: `fn-${run}`,
    teamUuid: `team-${run}-${randomUUID()}`, // its own team, unless a test shares one
    deploymentUuid: `dep-${run}`,
    executionUuid: randomUUID(),
    leaseMs: 60_000,
    maxSlots: 10,
    teamMaxSlots: 100,
    ...over,
  });
  /** How many refusals the metrics counted for `reason`. */
  const rejected = async (reason: string) =>
    (await metrics.rejections.get()).values.find((v) => v.labels.reason === reason)?.value ?? 0;
  const status = (p: Promise<unknown>) =>
    p.then(
      () => 200,
      (err: { getStatus?: () => number }) => err.getStatus?.() ?? 500,
    );
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(() => redis.connected());
  afterAll(async () => {
    const keys = await redis.client.keys(`*${run}*`);
    if (keys.length) await redis.client.del(...keys);
    redis.onModuleDestroy();
  });

  it('a window admits its limit, refuses the next with Retry-After, and starts over when it ends', async () => {
    const tracker = `user:window-${run}`;
    let admitted: Admitted | undefined;
    for (let i = 0; i < LIMIT; i++) admitted = await admission.admit(request({ tracker }));
    expect(admitted!.headers).toMatchObject({ 'RateLimit-Limit': String(LIMIT), 'RateLimit-Remaining': '0' });
    const before = await rejected('rate_limit');
    const refused = await admission
      .admit(request({ tracker, functionUuid: `fn-window-${run}` }))
      .catch((err: HttpException) => err);
    expect((refused as HttpException).getStatus()).toBe(429);
    expect(await rejected('rate_limit')).toBe(before + 1);
    expect(throttled.get(`fn-window-${run}`)).toBe(1);
    expect(Number(headersOf(refused)?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    await sleep(WINDOW_MS + 100);
    expect(await status(admission.admit(request({ tracker })))).toBe(200);
  });

  it('a request refused by its window takes no lease', async () => {
    const tracker = `user:nolease-${run}`;
    const functionUuid = `fn-nolease-${run}`;
    for (let i = 0; i <= LIMIT; i++) await status(admission.admit(request({ tracker, functionUuid })));
    expect(await redis.client.zcard(KEYS.slots(functionUuid))).toBe(LIMIT);
  });

  it('no lease beyond maxSlots; an expired lease frees its slot without a release', async () => {
    const functionUuid = `fn-slots-${run}`;
    const tracker = () => `user:slots-${randomUUID()}-${run}`;
    const first = await admission.admit(
      request({ tracker: tracker(), functionUuid, maxSlots: 1, leaseMs: 300 }),
    );
    expect(first.lease.key).toBe(KEYS.slots(functionUuid));
    expect(await status(admission.admit(request({ tracker: tracker(), functionUuid, maxSlots: 1 })))).toBe(
      429,
    );
    expect(throttled.get(functionUuid)).toBe(1);
    await sleep(350);
    expect(await status(admission.admit(request({ tracker: tracker(), functionUuid, maxSlots: 1 })))).toBe(
      200,
    );
  });

  it('the slots live as long as their longest lease; lapsed members count only until they would refuse a call', async () => {
    const functionUuid = `fn-expiry-${run}`;
    const key = KEYS.slots(functionUuid);
    const lapsing = await admission.admit(request({ functionUuid, maxSlots: 2, leaseMs: 200 }));
    expect(await redis.client.pttl(key)).toBeGreaterThan(100);
    await admission.admit(request({ functionUuid, maxSlots: 2, leaseMs: 60_000 }));
    expect(await redis.client.pttl(key)).toBeGreaterThan(59_000);
    // A shorter lease does not shorten the key.
    await leases.complete(
      (await admission.admit(request({ functionUuid, maxSlots: 3, leaseMs: 100 }))).lease,
    );
    expect(await redis.client.pttl(key)).toBeGreaterThan(59_000);
    await sleep(250);
    // The lapsed member is still there below the limit, dropped when it would refuse the call.
    expect(await redis.client.zscore(key, lapsing.lease.holder)).not.toBeNull();
    expect(await status(admission.admit(request({ functionUuid, maxSlots: 2 })))).toBe(200);
    expect(await redis.client.zscore(key, lapsing.lease.holder)).toBeNull();
    expect(await redis.client.zcard(key)).toBe(2);
  });

  it("past the team's quota of calls running: 429 naming it, over all the team's functions, and nothing held", async () => {
    const teamUuid = `team-quota-${run}`;
    const admitted = await admission.admit(
      request({ teamUuid, functionUuid: `fn-q1-${run}`, teamMaxSlots: 2 }),
    );
    await admission.admit(request({ teamUuid, functionUuid: `fn-q2-${run}`, teamMaxSlots: 2 }));
    const refused = await admission
      .admit(request({ teamUuid, functionUuid: `fn-q3-${run}`, teamMaxSlots: 2 }))
      .catch((err: HttpException) => err);
    expect(refused).toBeInstanceOf(HttpException);
    expect((refused as HttpException).getStatus()).toBe(429);
    expect((refused as HttpException).getResponse()).toMatchObject({
      details: 'quota exceeded: concurrent_executions (2 of 2)',
    });
    expect(await redis.client.zcard(KEYS.slots(`fn-q3-${run}`))).toBe(0);
    expect(await rejected('quota')).toBe(1);
    expect(await leases.complete(admitted.lease)).toBe(true);
    expect(await redis.client.zcard(KEYS.teamSlots(teamUuid))).toBe(1);
    expect(
      await status(admission.admit(request({ teamUuid, functionUuid: `fn-q3-${run}`, teamMaxSlots: 2 }))),
    ).toBe(200);
  });

  it('a signature is admitted once: its reuse is 403 and takes no lease', async () => {
    const functionUuid = `fn-replay-${run}`;
    const replay = { key: KEYS.signatureUse(`key-${run}`, 'abc'), ttlS: 5 };
    expect(await status(admission.admit(request({ functionUuid, replay })))).toBe(200);
    expect(await status(admission.admit(request({ functionUuid, replay })))).toBe(403);
    expect(await redis.client.zcard(KEYS.slots(functionUuid))).toBe(1);
    expect(await rejected('replayed_signature')).toBe(1);
  });

  it('a lease freed frees its own slot once; freeing it again frees nothing else', async () => {
    const functionUuid = `fn-release-${run}`;
    const { lease: a } = await admission.admit(request({ functionUuid, maxSlots: 2 }));
    const { lease: b } = await admission.admit(request({ functionUuid, maxSlots: 2 }));
    expect(await leases.lose(a)).toBe(true);
    expect(await leases.withdraw(a)).toBe(false);
    expect(await redis.client.zrange(KEYS.slots(functionUuid), 0, -1)).toEqual([b.holder]);
  });

  it('places on a live worker of the warm set, forgets the dead ones, and falls back to none', async () => {
    const deploymentUuid = `dep-place-${run}`;
    const [live, dead] = [`live-${run}`, `dead-${run}`];
    await redis.client.set(KEYS.workerAlive(live), '{}', 'EX', 10);
    await redis.client.sadd(KEYS.warm(deploymentUuid), live, dead);
    for (let i = 0; i < 5; i++)
      expect((await admission.admit(request({ deploymentUuid }))).placed).toBe(live);
    expect(await redis.client.smembers(KEYS.warm(deploymentUuid))).toEqual([live]);
    expect((await admission.admit(request({ deploymentUuid: `dep-cold-${run}` }))).placed).toBeNull();
  });

  it('places past a full member: on a live worker without the deployment, else on the full member', async () => {
    const deploymentUuid = `dep-full-${run}`;
    const [warm, other, dead] = [`warm-${run}`, `other-${run}`, `gone-${run}`];
    const placed = async () =>
      (await admission.admit(request({ deploymentUuid, functionUuid: deploymentUuid, maxSlots: 100 })))
        .placed;
    await redis.client.set(KEYS.workerAlive(warm), '{}', 'EX', 10);
    await redis.client.sadd(KEYS.warm(deploymentUuid), warm);
    await redis.client.set(KEYS.full(deploymentUuid, warm), '1', 'EX', 10);
    await redis.client.sadd(KEYS.workers, warm, dead);
    try {
      expect(await placed()).toBe(warm); // nowhere else to go: it waits there
      await redis.client.set(KEYS.workerAlive(other), '{}', 'EX', 10);
      await redis.client.sadd(KEYS.workers, other);
      for (let i = 0; i < 5; i++) expect(await placed()).toBe(other);
      await redis.client.del(KEYS.full(deploymentUuid, warm));
      for (let i = 0; i < 5; i++) expect(await placed()).toBe(warm);
    } finally {
      await redis.client.srem(KEYS.workers, warm, other, dead);
    }
  });
});
