import { BaseConfig } from '@fnhost/common';
import { Leases } from '@fnhost/engine';
import { KEYS, RedisService } from '@fnhost/redis';
import { DataSource } from 'typeorm';
import { WorkerPresence } from '../containers/worker-presence';
import { ExecutionRecorder } from './execution-recorder';

/**
 * How the recorder reads its batches, against a real Redis (db 7 of the machine's; the stream is
 * emptied before each case). Nothing is written to PostgreSQL: only `read` runs.
 */
describe('ExecutionRecorder batches (real Redis)', () => {
  const redis = new RedisService({ REDIS_URL: 'redis://127.0.0.1:6379/7' } as BaseConfig);
  const presence = { workerId: 'unit-recorder' } as WorkerPresence;
  const recorder = new ExecutionRecorder(
    undefined as unknown as DataSource,
    redis,
    presence,
    new Leases(redis.client),
  );
  const read = (from: '0' | '>') => recorder['read'](redis.client, from);
  const add = async (n: number, bytes: number) => {
    const tx = redis.client.multi();
    for (let i = 0; i < n; i++) tx.xadd(KEYS.executionStream, '*', 'r', 'x'.repeat(bytes));
    return ((await tx.exec()) ?? []).map(([, id]) => id as string);
  };

  beforeAll(() => redis.connected());
  beforeEach(async () => {
    await redis.client.del(KEYS.executionStream);
    await recorder['ensureGroup'](redis.client);
  });
  afterAll(async () => {
    await redis.client.del(KEYS.executionStream);
    redis.onModuleDestroy();
  });

  it('takes small records 500 a batch, and says when it took all there was', async () => {
    await add(520, 1000);
    const first = await read('>');
    expect(first.entries).toHaveLength(500);
    expect(first.more).toBe(true);
    const rest = await read('>');
    expect(rest.entries).toHaveLength(20);
    expect(rest.more).toBe(false);
  });

  it('stops at about 4 MB of large records (logs at their limit), however many wait', async () => {
    await add(60, 256 * 1024);
    const batch = await read('>');
    const bytes = batch.entries.reduce((n, [, fields]) => n + fields[1].length, 0);
    expect(batch.more).toBe(true);
    expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024 + 256 * 1024);
    expect(batch.entries.length).toBeGreaterThanOrEqual(10);
    expect(batch.entries.length).toBeLessThan(20);
  });

  it('walks the unacknowledged records in order, past its first read, each once', async () => {
    const ids = await add(600, 100);
    await read('>');
    await read('>'); // all 600 delivered to this consumer, none acknowledged
    const backlog = await read('0');
    expect(backlog.entries.map(([id]) => id)).toEqual(ids.slice(0, 500));
    expect(backlog.more).toBe(true);
  });
});
