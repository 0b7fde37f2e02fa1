import { forbidden } from '@fnhost/common';
import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { IS_PUBLIC } from './public.decorator';

/**
 * Global: every route needs a bearer token unless marked @Public(). A refused token counts
 * against the caller's address, and an address over its limit is refused before its token
 * reaches the identity provider.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimit: RateLimitGuard,
  ) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    await this.rateLimit.refuseBlockedAddress(context);
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (err) {
      if (err instanceof HttpException && [401, 403].includes(err.getStatus()))
        await this.rateLimit.countRefusal(context);
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
