import { HttpException } from '@nestjs/common';
import { idempotencyKeyOf } from './event-intake';
import { userWindows, windowArgs } from './rate-windows';

describe('idempotency keys', () => {
  it('takes one key of 1 to 255 visible ASCII characters, and none when absent', () => {
    expect(idempotencyKeyOf(undefined)).toBeNull();
    expect(idempotencyKeyOf('order-1042')).toBe('order-1042');
    expect(idempotencyKeyOf('!'.repeat(255))).toHaveLength(255);
  });

  it('refuses an empty, long, spaced, non-ASCII or repeated key with 400', () => {
    for (const bad of ['', 'x'.repeat(256), 'a b', 'café', ['a', 'b']]) {
      const err = (() => {
        try {
          idempotencyKeyOf(bad);
        } catch (e) {
          return e as HttpException;
        }
      })();
      expect(err?.getStatus()).toBe(400);
    }
  });
});

describe("a user's rate windows", () => {
  it('are the minute and the hour, shortest first, under the keys the api counts requests in', () => {
    const windows = userWindows({ RATE_LIMIT_PER_MINUTE: 60, RATE_LIMIT_PER_HOUR: 1000 }, 7);
    expect(windows.map((w) => [w.name, w.ttl, w.limit])).toEqual([
      ['default', 60_000, 60],
      ['hour', 3_600_000, 1000],
    ]);
    expect(windows[0].hits).toContain('user:7');
    expect(windowArgs(windows)).toEqual({
      keys: [windows[0].hits, windows[1].hits],
      args: [2, 60_000, 60, 3_600_000, 1000],
    });
  });
});
