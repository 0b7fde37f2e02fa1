import { envelope, ReplyHeaders, withHeaders } from '@fnhost/common';
import { RedisService } from '@fnhost/redis';
import { HttpException, Injectable } from '@nestjs/common';
import { InjectThrottlerOptions, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type IORedis from 'ioredis';
import { RateWindow, windowArgs, windowOf, WINDOWS_SCRIPT } from '@fnhost/engine';
import { ApiMetrics } from '../metrics/api-metrics';

/** A script that counts the windows (COUNT_WINDOWS) and may append values of its own. */
export type WindowScript = (keys: string[], args: (string | number)[]) => Promise<number[]>;

const periodOf = (ttlMs: number) => (ttlMs >= 3600_000 ? 'hour' : 'minute');

/**
 * Per-tracker request windows in Redis (a tracker is `user:<id>`, or `ip:<address>` before
 * login), so every replica counts together; one round trip per request. It answers the headers a
 * reply carries, IETF RateLimit fields: RateLimit-Limit/-Remaining/-Reset for the minute window
 * (the hour window adds a `-hour` suffix); a 429 carries them (withHeaders) for the window that
 * refused, with Retry-After. The windows' sizes come from @nestjs/throttler's module options.
 */
@Injectable()
export class RateLimiter {
  private readonly throttlers: { name: string; ttl: number; limit: number }[];
  private readonly client: IORedis & { rateWindows(...args: (string | number)[]): Promise<number[]> };

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    redis: RedisService,
    private readonly metrics: ApiMetrics,
  ) {
    const list = Array.isArray(options) ? options : options.throttlers;
    this.throttlers = list.map((t) => ({
      name: t.name ?? 'default',
      ttl: Number(t.ttl),
      limit: Number(t.limit),
    }));
    // Defined commands run by EVALSHA: the script text is sent once per connection, not per request.
    redis.client.defineCommand('rateWindows', { lua: WINDOWS_SCRIPT });
    this.client = redis.client as RateLimiter['client'];
  }

  /** Counts a request of `tracker` (or in the windows given) in its windows; 429 when over a limit. */
  async count(tracker: string | RateWindow[]): Promise<ReplyHeaders> {
    const { headers } = await this.run(tracker, (keys, args) =>
      this.client.rateWindows(keys.length, ...keys, ...args),
    );
    return headers;
  }

  /**
   * 429 when the address has used up a limit, without counting: so the identity provider sees at
   * most a limit's worth of bad tokens per address and window.
   */
  async refuseBlocked(tracker: string | RateWindow[]): Promise<void> {
    const p = this.client.pipeline();
    const windows = this.windows(tracker);
    for (const w of windows) p.get(w.hits).pttl(w.hits);
    const values = ((await p.exec()) ?? []).map(([err, value]) => {
      if (err) throw err;
      return Number(value ?? 0);
    });
    for (const [i, w] of windows.entries()) {
      const [hits, resetsMs] = values.slice(i * 2, i * 2 + 2);
      if (hits >= w.limit) this.refuse(w, resetsMs);
    }
  }

  /**
   * Runs a script that counts the tracker's windows, and refuses when a window blocks. Answers
   * the windows' headers, and what the script appended after the windows.
   */
  async run(
    tracker: string | RateWindow[],
    script: WindowScript,
  ): Promise<{ headers: ReplyHeaders; appended: number | undefined }> {
    const windows = this.windows(tracker);
    const { keys, args } = windowArgs(windows);
    const reply = await script(keys, args);
    const counted = Math.min(windows.length, Math.floor(reply.length / 3));
    const headers: ReplyHeaders = {};
    for (let i = 0; i < counted; i++) {
      const [hits, resetsMs, blockedMs] = reply.slice(i * 3, i * 3 + 3);
      const w = windows[i];
      if (blockedMs > 0) this.refuse(w, blockedMs);
      const suffix = w.name === 'default' ? '' : `-${w.name}`;
      headers[`RateLimit-Limit${suffix}`] = String(w.limit);
      headers[`RateLimit-Remaining${suffix}`] = String(Math.max(0, w.limit - hits));
      headers[`RateLimit-Reset${suffix}`] = String(Math.ceil(resetsMs / 1000));
    }
    return { headers, appended: reply[counted * 3] };
  }

  /**
   * A function URL's windows: per source address, then per URL (whoever calls). In that order, so
   * that a call its address's window refuses does not count in the URL's: one client cannot use up
   * a public URL's budget alone. Headers: RateLimit-* for the URL, RateLimit-*-ip for the address.
   */
  urlWindows(slug: string, ip: string, perUrl: number, perAddress: number): RateWindow[] {
    return [
      windowOf('ip', 60_000, perAddress, `url-ip:${ip}`),
      windowOf('default', 60_000, perUrl, `url:${slug}`),
    ];
  }

  /** The windows of a tracker (shortest first), or the windows given. */
  private windows(tracker: string | RateWindow[]): RateWindow[] {
    if (typeof tracker !== 'string') return tracker;
    return this.throttlers.map((t) => windowOf(t.name, t.ttl, t.limit, tracker));
  }

  private refuse(w: { limit: number; ttl: number }, waitMs: number): never {
    this.metrics.rejected('rate_limit');
    const wait = String(Math.max(1, Math.ceil(waitMs / 1000)));
    throw withHeaders(
      new HttpException(
        envelope(429, `rate limit of ${w.limit} requests per ${periodOf(w.ttl)} exceeded`),
        429,
      ),
      {
        'Retry-After': wait,
        'RateLimit-Limit': String(w.limit),
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': wait,
      },
    );
  }
}
