import { forbidden, withHeaders } from '@fnhost/common';
import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { IS_PUBLIC } from '../http/route-marks';
import { bearerToken, TokenVerifier } from './token-verifier.service';

/**
 * Global: every route needs a bearer token unless marked @Public(). A token verified lately is
 * taken from the verifier's cache at no cost. Any other token is checked only if the caller's
 * address is within its limits (so the identity provider sees at most a limit's worth of bad
 * tokens per address), and a refused token counts against that address.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimit: RateLimitGuard,
    private readonly verifier: TokenVerifier,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request & { user?: unknown }>();
    const token = bearerToken(req.headers.authorization);
    const known = token && this.verifier.cachedCaller(token);
    if (known) {
      req.user = known;
      return true;
    }
    await this.rateLimit.refuseBlockedAddress(context);
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (err) {
      if (err instanceof HttpException && [401, 403].includes(err.getStatus()))
        throw withHeaders(err, await this.rateLimit.countRefusal(context));
      throw err;
    }
  }

  handleRequest<T>(err: unknown, user: T | false): T {
    if (err) throw err;
    // passport-http-bearer fails without an error when the header is missing or malformed.
    if (!user) throw forbidden('missing or malformed Authorization header: send Bearer <token>');
    return user;
  }
}
