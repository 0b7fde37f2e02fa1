import { randomUUID } from 'crypto';
import IORedis from 'ioredis';
import { INT_REDIS_URL, intRedis } from '../../../../test/integration/services';
import { AttemptAdmission } from './attempt-admission';
import type { Lease } from '@fnhost/queue';
import { Leases } from './lease';
import { windowOf } from '../rate-windows';

/** The lease's Lua and an attempt's admission script against a real Redis. */
describe('Lease and AttemptAdmission (Redis)', () => {
  const redis = intRedis();
  const leases = new Leases(redis.client);
  const admission = new AttemptAdmission(redis.client);
  const run = randomUUID();
  const slots = `int:slots:${run}`;
  const teamSlots = `int:team-slots:${run}`;
  const lease = (holder = randomUUID(), ms = 60_000, key = slots): Lease => ({
    key,
    teamKey: teamSlots,
    holder,
    expiresAt: Date.now() + ms,
  });
  const windows = (limit: number) => [windowOf('default', 60_000, limit, `int:${run}:${randomUUID()}`)];
  beforeAll(() => redis.connected());
  afterAll(async () => {
    const keys = await redis.client.keys(`*${run}*`);
    if (keys.length) await redis.client.del(...keys);
    redis.onModuleDestroy();
  });
  beforeEach(() => redis.client.del(slots, teamSlots));

  it('takes at most max leases; a release frees exactly one, once', async () => {
    const held = [lease(), lease()];
    for (const l of held) expect(await admission.admit(l, 2, 100, [])).toEqual({ admitted: true });
    expect(await admission.admit(lease(), 2, 100, [])).toEqual({
      admitted: false,
      reason: 'concurrency',
      waitMs: 0,
    });
    expect(await leases.complete(held[0])).toBe(true);
    expect(await leases.lose(held[0])).toBe(false);
    expect(await redis.client.zcard(slots)).toBe(1);
    expect(await admission.admit(lease(), 2, 100, [])).toEqual({ admitted: true });
  });

  it("takes at most the team's max over all its functions; a refusal takes nothing, a release frees both", async () => {
    const other = `int:slots:${run}:other`;
    const a = lease();
    expect(await admission.admit(a, 5, 2, [])).toEqual({ admitted: true });
    expect(await admission.admit(lease(randomUUID(), 60_000, other), 5, 2, [])).toEqual({ admitted: true });
    expect(await admission.admit(lease(randomUUID(), 60_000, other), 5, 2, [])).toMatchObject({
      admitted: false,
      reason: 'concurrency',
    });
    expect(await redis.client.zcard(other)).toBe(1);
    expect(await redis.client.zcard(teamSlots)).toBe(2);
    expect(await leases.withdraw(a)).toBe(true);
    expect(await redis.client.zcard(slots)).toBe(0);
    expect(await redis.client.zcard(teamSlots)).toBe(1);
    expect(await admission.admit(lease(randomUUID(), 60_000, other), 5, 2, [])).toEqual({ admitted: true });
  });

  it("a short lease does not shorten the team's key under a longer one", async () => {
    await admission.admit(lease(randomUUID(), 60_000), 5, 5, []);
    await admission.admit(lease(randomUUID(), 1_000, `int:slots:${run}:short`), 5, 5, []);
    expect(await redis.client.pttl(teamSlots)).toBeGreaterThan(50_000);
  });

  it('a lapsed lease frees its slot at the next take', async () => {
    expect(await admission.admit(lease(randomUUID(), 1), 1, 100, [])).toEqual({ admitted: true });
    await new Promise((r) => setTimeout(r, 5));
    expect(await admission.admit(lease(), 1, 100, [])).toEqual({ admitted: true });
    expect(await redis.client.zcard(slots)).toBe(1);
  });

  it('over a window: refused with the block left, the lease given back, counted only when a slot was free', async () => {
    const w = windows(1);
    expect(await admission.admit(lease(), 5, 100, w)).toEqual({ admitted: true });
    const refused = await admission.admit(lease(), 5, 100, w);
    expect(refused).toMatchObject({ admitted: false, reason: 'rate_limit' });
    expect(refused.admitted === false && refused.waitMs).toBeGreaterThan(59_000);
    expect(await redis.client.zcard(slots)).toBe(1); // only the first one's
    const busy = windows(10);
    const full = [lease(), lease(), lease(), lease()];
    for (const l of full) await admission.admit(l, 5, 100, []);
    expect(await redis.client.zcard(slots)).toBe(5);
    expect(await admission.admit(lease(), 5, 100, busy)).toMatchObject({ reason: 'concurrency' });
    expect(await redis.client.get(busy[0].hits)).toBeNull(); // not counted while it waits for a slot
  });

  it('gives its releases again once the connection is back: slots a promoted replica still holds are freed', async () => {
    const [freed, completed] = [lease(), lease()];
    for (const l of [freed, completed]) await admission.admit(l, 5, 100, []);
    await leases.complete(freed);
    // An invocation's completion frees its slot in a transaction of its own.
    await leases.completeWithin(completed, () =>
      redis.client.multi().zrem(slots, completed.holder).zrem(teamSlots, completed.holder).exec(),
    );
    // A failover to a replica that never received either release: both slots are held again.
    for (const l of [freed, completed]) await admission.admit(l, 5, 100, []);
    expect(await redis.client.zcard(slots)).toBe(2);
    const ready = new Promise((r) => redis.client.once('ready', r));
    redis.client.disconnect(true);
    await ready;
    for (let i = 0; i < 50 && (await redis.client.zcard(slots)) > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect([await redis.client.zcard(slots), await redis.client.zcard(teamSlots)]).toEqual([0, 0]);
  });

  it('a free that cannot reach Redis is given again once it is back, unless its lease lapsed first', async () => {
    const offline = new IORedis(INT_REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    offline.disconnect(); // closed: its commands fail at once, until connect()
    const cut = new Leases(offline);
    const [lost, lapsing, completed] = [lease(), lease(randomUUID(), 300), lease()];
    for (const l of [lost, lapsing, completed]) await admission.admit(l, 5, 100, []);
    try {
      expect(await cut.lose(lost)).toBe(false);
      expect(await cut.withdraw(lapsing)).toBe(false);
      await expect(
        cut.completeWithin(completed, () => offline.zrem(slots, completed.holder)),
      ).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 600)); // the lapsing lease's term ends
      expect(await redis.client.zcard(slots)).toBe(3);
      await offline.connect();
      for (let i = 0; i < 100 && (await redis.client.zcard(slots)) > 1; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await redis.client.zrange(slots, 0, -1)).toEqual([lapsing.holder]);
      expect(await redis.client.zrange(teamSlots, 0, -1)).toEqual([lapsing.holder]);
    } finally {
      offline.disconnect();
    }
  });
});
