import { BaseConfig } from '@fnhost/common';
import { randomUUID } from 'crypto';
import { RedisService } from './redis.service';

/**
 * The command connection against a real Redis (db 7 of the machine's; every key is this run's
 * own and removed after): commands of one turn leave in one write and keep their order, the next
 * turn writes again, and a connection cut while corked settles its commands instead of hanging them.
 */
describe('RedisService command connection (real Redis)', () => {
  const config = { REDIS_URL: 'redis://127.0.0.1:6379/7' } as BaseConfig;
  const redis = new RedisService(config);
  const key = `unit:coalesce:${randomUUID()}`;

  beforeAll(() => redis.connected());
  afterAll(async () => {
    await redis.client.del(key);
    redis.onModuleDestroy();
  });

  /** The socket writes made while `run` sends its commands (a corked socket flushes through _writev). */
  const writesDuring = async (run: () => Promise<unknown>) => {
    const socket = redis.client.stream as unknown as Record<'_write' | '_writev', (...a: unknown[]) => void>;
    const original = { _write: socket._write, _writev: socket._writev };
    let writes = 0;
    for (const name of ['_write', '_writev'] as const)
      socket[name] = (...a) => {
        writes++;
        original[name].apply(socket, a);
      };
    try {
      return { result: await run(), writes };
    } finally {
      Object.assign(socket, original);
    }
  };

  it('sends the commands of one turn in one write, in order', async () => {
    const { result, writes } = await writesDuring(() =>
      Promise.all([
        redis.client.rpush(key, 'a'),
        redis.client.rpush(key, 'b'),
        redis.client.rpush(key, 'c'),
        redis.client.lrange(key, 0, -1),
      ]),
    );
    expect(result).toEqual([1, 2, 3, ['a', 'b', 'c']]);
    expect(writes).toBe(1);
  });

  it('writes again in the next turn', async () => {
    const { result, writes } = await writesDuring(async () => {
      await redis.client.set(key, '1');
      await new Promise((r) => setImmediate(r));
      return redis.client.incr(key);
    });
    expect(result).toBe(2);
    expect(writes).toBe(2);
  });

  it('settles the commands of a turn whose connection is cut, and serves again after', async () => {
    const other = new RedisService(config);
    try {
      await other.connected();
      const pending = other.client.ping();
      other.client.stream.destroy();
      // Never written (corked), then resent once reconnected, or failed with the cut: never left
      // waiting (jest's timeout fails a hang).
      const outcome = await pending.catch((err: Error) => err.message);
      expect(outcome).toMatch(/^PONG$|connection|closed|reset/i);
      await other.connected(5000);
      await expect(other.client.ping()).resolves.toBe('PONG');
    } finally {
      other.onModuleDestroy();
    }
  });
});
