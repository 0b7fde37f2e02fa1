import { ReplyHeaders } from '@fnhost/common';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { NOT_COUNTED_HERE } from '../http/route-marks';
import { RateLimiter } from './rate-limiter';

/** Per user once authenticated (the bearer guard runs first), per client IP before login. */
export const trackerOf = (req: Request & { user?: { id: number } }) =>
  req.user ? `user:${req.user.id}` : `ip:${req.ip}`;

/**
 * Global: counts every request in its caller's windows (RateLimiter). A request the bearer guard
 * refuses counts against its address (countRefusal), so a flood of bad tokens is stopped here,
 * not at the identity provider.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (
      this.reflector.getAllAndOverride<boolean>(NOT_COUNTED_HERE, [context.getHandler(), context.getClass()])
    )
      return true;
    const http = context.switchToHttp();
    http.getResponse<Response>().set(await this.limiter.count(trackerOf(http.getRequest())));
    return true;
  }

  /**
   * A refused request (bad token, blocked account) is one more request of its address: 429 once
   * over. Answers the headers the refusal carries.
   */
  countRefusal(context: ExecutionContext): Promise<ReplyHeaders> {
    return this.limiter.count(`ip:${context.switchToHttp().getRequest<Request>().ip}`);
  }

  /** 429 when the caller's address has used up a limit, before its token is checked. */
  async refuseBlockedAddress(context: ExecutionContext): Promise<void> {
    await this.limiter.refuseBlocked(`ip:${context.switchToHttp().getRequest<Request>().ip}`);
  }
}
