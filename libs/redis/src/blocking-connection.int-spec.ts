import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'crypto';
import IORedis from 'ioredis';
import { TcpProxy } from '../../../test/support/tcp-proxy';
import { INT_REDIS_URL } from '../../../test/integration/services';
import { blockingRedisConnection } from './redis.service';

/**
 * A BullMQ worker on the blocking connection fnhost's workers use, reaching Redis through a proxy
 * that cuts it: after an outage it takes jobs again, the ones queued during it included. (BullMQ's
 * watchdog once parked a blocking client that was reconnecting for good: taskforcesh/bullmq#4585.)
 */
describe('a BullMQ worker on a blocking connection (Redis)', () => {
  const url = new URL(INT_REDIS_URL);
  let proxy: TcpProxy;
  let queue: Queue;
  let worker: Worker;
  /** Passed in, so BullMQ leaves them open: closed here. */
  let connections: IORedis[];
  const taken: string[] = [];
  const name = `int-blocking-${randomUUID()}`;

  beforeAll(async () => {
    proxy = await new TcpProxy(url.hostname, Number(url.port)).start();
    const through = `redis://127.0.0.1:${proxy.port}${url.pathname}`;
    // Jobs are added past the proxy: the queue side stays up, as the api's did in the outage case.
    connections = [
      new IORedis(INT_REDIS_URL, { maxRetriesPerRequest: null }),
      blockingRedisConnection({ REDIS_URL: through } as never),
    ];
    queue = new Queue(name, { connection: connections[0] });
    worker = new Worker(name, async (job) => void taken.push(job.name), { connection: connections[1] });
    worker.on('error', () => undefined); // an outage's errors, expected
    await worker.waitUntilReady();
  });
  afterAll(async () => {
    await worker.close(true);
    await queue.obliterate({ force: true });
    await queue.close();
    for (const c of connections) c.disconnect();
    await proxy.stop();
  });

  const takenWithin = async (job: string, ms: number) => {
    for (const until = Date.now() + ms; !taken.includes(job);) {
      if (Date.now() > until) throw new Error(`${job} not taken within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it.each([
    ['shorter than its block timeout', 500],
    // BullMQ blocks for at most its drainDelay (5 s), its watchdog a second more.
    ['of several block timeouts', 15_000],
  ])('takes jobs again after an outage %s, those queued during it too', async (_what, outageMs) => {
    await queue.add('before', {});
    await takenWithin('before', 5000);
    await proxy.cut();
    await queue.add(`during-${outageMs}`, {});
    await new Promise((r) => setTimeout(r, outageMs));
    expect(taken).not.toContain(`during-${outageMs}`);
    await proxy.restore();
    await takenWithin(`during-${outageMs}`, 15_000);
    await queue.add(`after-${outageMs}`, {});
    await takenWithin(`after-${outageMs}`, 5000);
    taken.length = 0;
  });
});
