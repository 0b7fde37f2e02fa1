import { KEYS } from '@fnhost/redis';
import { randomUUID } from 'crypto';
import IORedis from 'ioredis';
import { INT_REDIS_URL } from '../../../../test/integration/services';
import { ReplyReader, StreamEnd } from './reply-reader';

/**
 * A streamed reply read from its Redis stream (db 7 of the machine's; every key is this run's own)
 * as a worker writes it (ReplyStream: `h` the head, `d` the body's chunks, `e` the end): what is
 * read is deleted, the caller's progress and departure reach the worker's keys, and a stream that
 * stops coming asks `stalled`.
 */
describe('ReplyReader (real Redis)', () => {
  const client = new IORedis(INT_REDIS_URL);
  const readers: ReplyReader[] = [];
  const head = { statusCode: 201, headers: { 'content-type': 'text/plain' }, cookies: [] };
  const end: StreamEnd = { status: 'success', error: null };

  afterAll(async () => {
    for (const r of readers) r.close();
    client.disconnect();
  });

  /** A reader of a new execution's stream; `stalled` answers `onStall` (null: keep waiting). */
  const reader = (onStall: () => StreamEnd | null = () => null) => {
    const executionUuid = randomUUID();
    const stalls: number[] = [];
    const r = new ReplyReader(
      client,
      new IORedis(INT_REDIS_URL),
      executionUuid,
      async () => {
        stalls.push(Date.now());
        return onStall();
      },
      30,
    );
    readers.push(r);
    const key = KEYS.replyStream(executionUuid);
    const write = (kind: 'h' | 'd' | 'e', value: string | Buffer) => client.xadd(key, '*', kind, value);
    return { r, key, readKey: KEYS.replyRead(executionUuid), write, stalls };
  };

  const drain = async (body: AsyncGenerator<Buffer, StreamEnd>) => {
    const chunks: string[] = [];
    for (;;) {
      const next = await body.next();
      if (next.done) return { chunks, end: next.value };
      chunks.push(next.value.toString('utf8'));
    }
  };

  it('reads the head, then the chunks in order, then the end; the stream and its progress key are gone after', async () => {
    const { r, key, readKey, write } = reader();
    await write('h', JSON.stringify(head));
    await write('d', 'one ');
    await write('d', Buffer.from('two'));
    await expect(r.head()).resolves.toEqual(head);
    const body = r.body();
    const first = await body.next();
    expect(first.value.toString()).toBe('one ');
    await write('d', ' three');
    await write('e', JSON.stringify(end));
    const rest = await drain(body);
    expect(rest).toEqual({ chunks: ['two', ' three'], end });
    expect(await client.exists(key, readKey)).toBe(0);
  });

  it('deletes the entries it read, so Redis holds only what the caller has yet to take', async () => {
    const { r, key, write } = reader();
    await write('h', JSON.stringify(head));
    await r.head();
    expect(await client.xlen(key)).toBe(0);
    await write('d', 'a');
    await write('d', 'b');
    const body = r.body();
    await body.next();
    expect(await client.xlen(key)).toBe(0);
    await write('e', JSON.stringify(end));
    await drain(body);
  });

  it('tells the worker how far its caller read, and that the caller left (the stream dropped)', async () => {
    const { r, key, readKey, write } = reader();
    await write('h', JSON.stringify(head));
    await r.head();
    await r.passed(512);
    await r.passed(100);
    expect(await client.get(readKey)).toBe('612');
    expect(await client.ttl(readKey)).toBeGreaterThan(0);
    await write('d', 'unread');
    await r.leave('caller');
    expect(await client.get(readKey)).toBe('gone');
    expect(await client.exists(key)).toBe(0);
  });

  it('asks `stalled` after each read that waited in vain, and ends with what it answers', async () => {
    const lost: StreamEnd = { status: 'error', error: 'the worker running it was lost' };
    // The first check finds the worker still there, the second finds it gone.
    const { r, write, stalls } = reader(() => (stalls.length > 1 ? lost : null));
    await write('h', JSON.stringify(head));
    await r.head();
    await expect(drain(r.body())).resolves.toEqual({ chunks: [], end: lost });
    expect(stalls).toHaveLength(2);
  });

  it('refuses a stream that does not start with its head', async () => {
    const { r, write } = reader();
    await write('d', 'no head');
    await expect(r.head()).rejects.toThrow('does not start with its head');
  });
});
