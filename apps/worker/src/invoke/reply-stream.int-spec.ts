import { KEYS, READER_GONE } from '@fnhost/redis';
import { randomUUID } from 'crypto';
import { intRedis } from '../../../../test/integration/services';
import { ReplyStream, streamBreaks } from './reply-stream';

const MB = 1024 * 1024;
const IDLE_MS = 300;

/** A forwarded reply stream on the tier's Redis, with the handler's side recorded. */
function forwarded(redis: ReturnType<typeof intRedis>) {
  const executionUuid = randomUUID();
  const stream = new ReplyStream(
    { kind: 'forward', redis: redis.client, executionUuid, replyTo: `int-reply-${executionUuid}`, ttlS: 60 },
    { maxBytes: 100 * MB, idleMs: IDLE_MS },
    Date.now(),
  );
  const handler = { credited: 0, aborted: null as string | null };
  stream.bind({ credit: (n) => (handler.credited += n), abort: (why) => (handler.aborted = why) });
  return { stream, handler, executionUuid };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ReplyStream idle limit', () => {
  const redis = intRedis();
  beforeAll(() => redis.connected());
  afterAll(() => redis.onModuleDestroy());

  it('does not count the time a slow reader holds the function; once it reads, every byte goes on', async () => {
    const { stream, handler, executionUuid } = forwarded(redis);
    stream.head('{}');
    // 3 MB with the reader at 0: 2 MB ahead of it at most, then the rest waits for it.
    for (let i = 0; i < 6; i++) stream.data(Buffer.alloc(MB / 2, i));
    await pause(IDLE_MS * 4); // held well past the idle limit
    expect(handler.aborted).toBeNull();
    expect(handler.credited).toBeLessThan(3 * MB);
    await redis.client.set(KEYS.replyRead(executionUuid), String(3 * MB));
    const summary = await stream.finish({ status: 'success', error: null });
    expect(summary).toMatchObject({ bytes: 3 * MB, broken: null });
    expect(handler).toEqual({ credited: 3 * MB, aborted: null });
    await redis.client.del(KEYS.replyStream(executionUuid), KEYS.replyRead(executionUuid));
  });

  it('ends a stream whose function writes nothing while it has room (the control)', async () => {
    const { stream, handler, executionUuid } = forwarded(redis);
    stream.head('{}');
    stream.data(Buffer.alloc(1024));
    await pause(IDLE_MS * 4);
    expect(handler.aborted).toBe(`the streamed reply wrote nothing for ${IDLE_MS / 1000} s (STREAM_IDLE_S)`);
    expect((await stream.finish({ status: 'success', error: null })).broken).toBe(handler.aborted);
    await redis.client.del(KEYS.replyStream(executionUuid), KEYS.replyRead(executionUuid));
  });
});

describe('ReplyStream whose reader leaves', () => {
  const redis = intRedis();
  beforeAll(() => redis.connected());
  afterAll(() => redis.onModuleDestroy());

  it.each([
    ['caller', streamBreaks.disconnected(1024)],
    ['shutdown', streamBreaks.replicaStopped(1024)],
  ] as const)('stops the handler and records why when the reader says %s', async (why, expected) => {
    const { stream, handler, executionUuid } = forwarded(redis);
    stream.head('{}');
    stream.data(Buffer.alloc(1024));
    for (let i = 0; i < 50 && handler.credited === 0; i++) await pause(20);
    // What ReplyReader.leave writes.
    await redis.client
      .multi()
      .set(KEYS.replyRead(executionUuid), READER_GONE[why])
      .del(KEYS.replyStream(executionUuid))
      .exec();
    for (let i = 0; i < 50 && handler.aborted === null; i++) await pause(20);
    expect(handler.aborted).toBe(expected);
    expect((await stream.finish({ status: 'success', error: null })).broken).toBe(expected);
    await redis.client.del(KEYS.replyRead(executionUuid));
  });
});
