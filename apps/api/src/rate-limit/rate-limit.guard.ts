import { envelope } from '@fnhost/common';
import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AuthUser } from '../auth/current-user.decorator';

/**
 * Per user once authenticated (the bearer guard runs first), per client IP before login.
 * Headers follow the IETF RateLimit fields: RateLimit-Limit/-Remaining/-Reset for the minute
 * window (the hour window adds a `-hour` suffix), and Retry-After on every 429.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
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

  protected async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const res = context.switchToHttp().getResponse<Response>();
    res.setHeader('Retry-After', String(detail.timeToBlockExpire));
    const window = detail.ttl >= 3600_000 ? 'hour' : 'minute';
    throw new HttpException(
      envelope(429, `rate limit of ${detail.limit} requests per ${window} exceeded`),
      429,
    );
  }
}
