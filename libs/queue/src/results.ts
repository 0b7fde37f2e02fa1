import type IORedis from 'ioredis';
import { InvokeResult } from './contracts';

/**
 * How a worker hands an invocation's result to the api process waiting for it. Small results go
 * inline on the api's pub/sub channel; larger ones (up to the 6 MB result limit) are stored under
 * a short-lived key and only their id is published, so pub/sub messages stay small and a burst of
 * large results cannot trip Redis's pub/sub output-buffer limit and drop the api's subscriber.
 */
const INLINE_MAX_BYTES = 64 * 1024;
const STORED_TTL_S = 120;
const resultKey = (executionUuid: string) => `fnhost:result:${executionUuid}`;

type Notice = InvokeResult | { executionUuid: string; stored: true };

export async function publishResult(redis: IORedis, channel: string, result: InvokeResult): Promise<void> {
  const text = JSON.stringify(result);
  if (Buffer.byteLength(text) <= INLINE_MAX_BYTES) {
    await redis.publish(channel, text);
    return;
  }
  await redis.set(resultKey(result.executionUuid), text, 'EX', STORED_TTL_S);
  await redis.publish(channel, JSON.stringify({ executionUuid: result.executionUuid, stored: true }));
}

/** The execution a published message is about, and a way to get its result. Throws on a malformed message. */
export function parseNotice(message: string): {
  executionUuid: string;
  load: (redis: IORedis) => Promise<InvokeResult>;
} {
  const notice = JSON.parse(message) as Notice;
  if (typeof notice?.executionUuid !== 'string') throw new Error('result message without executionUuid');
  if (!('stored' in notice)) return { executionUuid: notice.executionUuid, load: async () => notice };
  return {
    executionUuid: notice.executionUuid,
    load: async (redis) => {
      const text = await redis.getdel(resultKey(notice.executionUuid));
      if (!text) throw new Error(`stored result of ${notice.executionUuid} is gone`);
      return JSON.parse(text) as InvokeResult;
    },
  };
}
