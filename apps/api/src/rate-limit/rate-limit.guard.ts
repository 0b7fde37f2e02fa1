import { envelope } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/current-user.decorator';

const windowOf = (ttlMs: number) => (ttlMs >= 3600_000 ? 'hour' : 'minute');

/**
 * Per user once authenticated (the bearer guard runs first), per client IP before login.
 * Headers follow the IETF RateLimit fields: RateLimit-Limit/-Remaining/-Reset for the minute
 * window (the hour window adds a `-hour` suffix); a 429 sends them for the window that refused,
 * with Retry-After. A request the bearer guard refuses counts against its address (see
 * countRefusal), so a flood of bad tokens is stopped here, not at the identity provider.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly jobs: JobQueue,
  ) {
    super(options, storage, reflector);
  }

  async onModuleInit() {
    await super.onModuleInit();
    this.headerPrefix = 'RateLimit';
  }

  protected async getTracker(req: Request & { user?: AuthUser }): Promise<string> {
    return req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  }

  /** One counter per caller and window across all routes: the limit is per user, not per endpoint. */
  protected generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `fnhost:ratelimit:${throttlerName}:${tracker}`;
  }

  /** A refused request (bad token, blocked account) is one more request of its address: 429 once over. */
  async countRefusal(context: ExecutionContext): Promise<void> {
    await this.canActivate(context);
  }

  /**
   * 429 when the caller's address has used up a limit, before its token is checked: so the
   * identity provider sees at most a limit's worth of bad tokens per address and window. Reads
   * the counters the Redis storage keeps (`{<key>:<name>}:hits` and `:blocked`).
   */
  async refuseBlockedAddress(context: ExecutionContext): Promise<void> {
    const req = context.switchToHttp().getRequest<Request>();
    const tracker = `ip:${req.ip}`;
    // Both windows in one round trip: this runs before every authenticated request.
    const windows = this.throttlers.map((t) => {
      const name = t.name ?? 'default';
      const key = this.generateKey(context, tracker, name);
      return { t, key, hits: `{${key}:${name}}:hits`, blocked: `{${key}:${name}}:blocked` };
    });
    const pipeline = this.jobs.connection.pipeline();
    for (const w of windows) pipeline.get(w.hits).pttl(w.hits).pttl(w.blocked);
    const values = ((await pipeline.exec()) ?? []).map(([err, value]) => {
      if (err) throw err;
      return Number(value ?? 0);
    });
    for (const [i, { t, key }] of windows.entries()) {
      const [hits, hitsMs, blockedMs] = values.slice(i * 3, i * 3 + 3);
      const limit = Number(t.limit);
      if (blockedMs > 0 || hits >= limit) {
        const wait = Math.max(1, Math.ceil(Math.max(blockedMs, hitsMs) / 1000));
        await this.throwThrottlingException(context, {
          limit,
          ttl: Number(t.ttl),
          key,
          tracker,
          totalHits: hits,
          timeToExpire: wait,
          isBlocked: true,
          timeToBlockExpire: wait,
        });
      }
    }
  }

  protected async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(detail.timeToBlockExpire));
    res.setHeader('RateLimit-Limit', String(detail.limit));
    res.setHeader('RateLimit-Remaining', '0');
    res.setHeader('RateLimit-Reset', String(detail.timeToBlockExpire));
    throw new HttpException(
      envelope(429, `rate limit of ${detail.limit} requests per ${windowOf(detail.ttl)} exceeded`),
      429,
    );
  }
}
