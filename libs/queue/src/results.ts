import { KEYS } from '@fnhost/redis';
import type IORedis from 'ioredis';
import { InvokeResult, StreamStarted } from './contracts';

/**
 * How a worker hands an invocation's result to the api process waiting for it. Small results go
 * inline on the api's pub/sub channel; larger ones (up to the 6 MB result limit) are stored under
 * a short-lived key and only their id is published, so pub/sub messages stay small and a burst of
 * large results cannot trip Redis's pub/sub output-buffer limit and drop the api's subscriber.
 */
const INLINE_MAX_BYTES = 64 * 1024;
const STORED_TTL_S = 120;

type Notice = InvokeResult | StreamStarted | { executionUuid: string; stored: true };

/**
 * What publishing `result` takes: the message for the api's channel and, for a large result, the
 * copy stored beside it (the message then names it).
 */
export function resultMessage(result: InvokeResult): {
  message: string;
  stored: { key: string; text: string; ttlS: number } | null;
} {
  const text = JSON.stringify(result);
  // Length counts UTF-16 units: at most 3 bytes each, so short text needs no byte count.
  if (text.length * 3 <= INLINE_MAX_BYTES || Buffer.byteLength(text) <= INLINE_MAX_BYTES) {
    return { message: text, stored: null };
  }
  return {
    message: JSON.stringify({ executionUuid: result.executionUuid, stored: true }),
    stored: { key: KEYS.result(result.executionUuid), text, ttlS: STORED_TTL_S },
  };
}

/** The execution a published message is about, and a way to get its result. Throws on a malformed message. */
export function parseNotice(message: string): {
  executionUuid: string;
  load: (redis: IORedis) => Promise<InvokeResult | StreamStarted>;
} {
  const notice = JSON.parse(message) as Notice;
  if (typeof notice?.executionUuid !== 'string') throw new Error('result message without executionUuid');
  if (!('stored' in notice)) return { executionUuid: notice.executionUuid, load: async () => notice };
  return {
    executionUuid: notice.executionUuid,
    load: async (redis) => {
      const text = await redis.getdel(KEYS.result(notice.executionUuid));
      if (!text) throw new Error(`stored result of ${notice.executionUuid} is gone`);
      return JSON.parse(text) as InvokeResult;
    },
  };
}
