import { KEYS } from '@fnhost/redis';
import { randomUUID } from 'crypto';
import { intRedis } from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { ContainerEngine } from './container-engine';
import { InstanceStarter, WarmContainer } from './instance-starter';
import { CpuMeter } from './scaling';
import { SocketDirs } from './socket-dirs';
import { WarmPool } from './warm-pool';
import { NetworkPolicy } from '../network/network-policy.service';
import { WorkerPresence } from './worker-presence';

/**
 * The pool's decisions with a real Redis (the warm sets placement reads, the full marks): which
 * instances exist, when a call shares one, starts one or waits, the memory budget, retirement.
 * Starting a container is the InstanceStarter's, and stands in here: what is tested is the pool.
 */
describe('WarmPool (Redis)', () => {
  const redis = intRedis();
  const presence = { workerId: `pool-${randomUUID()}`, left: false } as WorkerPresence;
  const removed: string[] = [];
  const engine = { remove: async (id: string) => void removed.push(id) } as unknown as ContainerEngine;
  const sockets = { remove: async () => undefined } as unknown as SocketDirs;
  const metrics = { gauge: () => undefined } as unknown as WorkerMetrics;
  /** Per deployment, what its instances are started with: memory, limits, configuration revision. */
  const shape = new Map<
    string,
    { memoryMb: number; maxInstances: number; concurrency: number; revision: number; startMs: number }
  >();
  let started = 0;
  const starter = {
    start: async (deploymentUuid: string, reserve: (mb: number) => Promise<void>): Promise<WarmContainer> => {
      const s = shape.get(deploymentUuid)!;
      await reserve(s.memoryMb);
      if (s.startMs) await new Promise((r) => setTimeout(r, s.startMs));
      started++;
      return {
        deploymentUuid,
        functionUuid: `fn-${deploymentUuid}`,
        containerId: randomUUID(),
        containerName: `c-${started}`,
        slot: randomUUID(),
        shim: { close: () => undefined },
        secret: 's',
        configRevision: s.revision,
        memoryMb: s.memoryMb,
        limits: { maxInstances: s.maxInstances, concurrencyPerInstance: s.concurrency },
        cpu: new CpuMeter(1),
        userId: 1,
        secretNames: [],
        secrets: {},
        lastUsed: Date.now(),
        inFlight: 0,
      } as unknown as WarmContainer;
    },
  } as unknown as InstanceStarter;
  const pool = new WarmPool(
    { WORKER_MEMORY_MB: 256 } as WorkerConfig,
    starter,
    engine,
    presence,
    sockets,
    redis,
    // This spec is about room and placement: the host's network policy is in force.
    { guard: async () => undefined } as unknown as NetworkPolicy,
    metrics,
  );
  const deployment = (
    s: Partial<{
      memoryMb: number;
      maxInstances: number;
      concurrency: number;
      revision: number;
      startMs: number;
    }> = {},
  ) => {
    const id = `dep-${randomUUID()}`;
    shape.set(id, { memoryMb: 64, maxInstances: 10, concurrency: 10, revision: 1, startMs: 0, ...s });
    return id;
  };
  const members = (d: string) => redis.client.smembers(KEYS.warm(d));

  beforeAll(() => redis.connected());
  afterAll(async () => {
    await pool.retire(() => true);
    redis.onModuleDestroy();
  });

  it('starts an instance for the first call, joins the warm set, and shares it while it has room', async () => {
    const d = deployment();
    const before = started;
    const a = await pool.acquire(d, 1, 1000);
    const b = await pool.acquire(d, 1, 1000);
    expect(b).toBe(a);
    expect(started - before).toBe(1);
    expect(a.inFlight).toBe(2);
    expect(await members(d)).toEqual([presence.workerId]);
    pool.release(a);
    pool.release(b);
    expect(a.inFlight).toBe(0);
  });

  it('one call an instance: a second call starts a second instance', async () => {
    const d = deployment({ concurrency: 1 });
    const a = await pool.acquire(d, 1, 1000);
    const b = await pool.acquire(d, 1, 1000);
    expect(b).not.toBe(a);
    expect(pool.idleOf(d).size).toBe(2);
    pool.release(a);
    pool.release(b);
  });

  it('at max_instances a call waits for room, says the host is full, and fails past its wait', async () => {
    const d = deployment({ concurrency: 1, maxInstances: 1 });
    const a = await pool.acquire(d, 1, 1000);
    const waiting = pool.acquire(d, 1, 2000);
    await new Promise((r) => setImmediate(r));
    expect(await redis.client.exists(KEYS.full(d, presence.workerId))).toBe(1);
    pool.release(a);
    expect(await waiting).toBe(a); // the freed instance, not a new one
    pool.release(a);
    const hold = await pool.acquire(d, 1, 1000);
    await expect(pool.acquire(d, 1, 100)).rejects.toThrow(
      /no instance was free within the function's timeout/,
    );
    pool.release(hold);
  });

  it("a cold start slower than the call's own wait still serves it (and the call that waits on it)", async () => {
    // A function with a 1 s timeout on a busy host: its container takes 1.5 s to start.
    const d = deployment({ startMs: 1500 });
    const [a, b] = await Promise.all([pool.acquire(d, 1, 300), pool.acquire(d, 1, 300)]);
    expect(b).toBe(a);
    expect(pool.idleOf(d).size).toBe(1);
    pool.release(a);
    pool.release(b);
  });

  it('keeps within the memory budget: an idle instance of another version makes room, a busy one does not', async () => {
    const big = deployment({ memoryMb: 200 });
    const other = deployment({ memoryMb: 200 });
    const held = await pool.acquire(big, 1, 1000);
    await expect(pool.acquire(other, 1, 100)).rejects.toThrow(/of 256 MB of this host's budget in use/);
    pool.release(held); // idle now: evictable
    const next = await pool.acquire(other, 1, 1000);
    expect(pool.idleOf(big).size).toBe(0);
    expect(await members(big)).toEqual([]); // the host left the evicted version's warm set
    pool.release(next);
    await pool.discard(next);
  });

  it('an instance on an older configuration finishes its call and is replaced', async () => {
    const d = deployment();
    const old = await pool.acquire(d, 1, 1000);
    shape.get(d)!.revision = 2;
    const fresh = await pool.acquire(d, 2, 1000);
    expect(fresh).not.toBe(old);
    expect(old.retired).toBe('the configuration changed');
    expect(removed).not.toContain(old.containerId); // still running its call
    pool.release(old);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(removed).toContain(old.containerId);
    pool.release(fresh);
  });

  it('retiring with drain waits for the calls in flight; the warm set is left with the last instance', async () => {
    const d = deployment();
    const a = await pool.acquire(d, 1, 1000);
    await pool.retire((w) => w.deploymentUuid === d, { drain: true });
    expect(removed).not.toContain(a.containerId);
    expect(await members(d)).toEqual([]);
    pool.release(a);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(removed).toContain(a.containerId);
  });
});
