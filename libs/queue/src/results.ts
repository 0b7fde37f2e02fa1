import { KEYS } from '@fnhost/redis';
import type { ChainableCommander } from 'ioredis';
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

type Notice = InvokeResult | { executionUuid: string; stored: true };

/** Adds the commands that publish `result` on `channel` to a transaction or pipeline. */
export function publishResult(tx: ChainableCommander, channel: string, result: InvokeResult): void {
  const text = JSON.stringify(result);
  // Length counts UTF-16 units: at most 3 bytes each, so short text needs no byte count.
  if (text.length * 3 <= INLINE_MAX_BYTES || Buffer.byteLength(text) <= INLINE_MAX_BYTES) {
    tx.publish(channel, text);
    return;
  }
  tx.set(KEYS.result(result.executionUuid), text, 'EX', STORED_TTL_S);
  tx.publish(channel, JSON.stringify({ executionUuid: result.executionUuid, stored: true }));
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
      const text = await redis.getdel(KEYS.result(notice.executionUuid));
      if (!text) throw new Error(`stored result of ${notice.executionUuid} is gone`);
      return JSON.parse(text) as InvokeResult;
    },
  };
}
