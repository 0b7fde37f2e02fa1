import { forbidden, unauthorized, withHeaders } from '@fnhost/common';
import type { RateWindow } from '@fnhost/engine';
import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'http';
import { SignatureUse, SignatureVerifier } from '../api-keys/signature-verifier';
import { TokenVerifier } from '../auth/token-verifier.service';
import type { InvocableFunction } from '../functions/invocable';
import { signedParts } from '../invocation/invocation-request';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { TeamAccess } from '../teams/team-access';
import type { UrlTarget } from './function-urls.service';

/** Who a URL's call is, once its auth let it through: the signature used (for its replay check) and the account the event names. */
export interface UrlCaller {
  replay?: SignatureUse;
  accountId: string;
}

/**
 * A function URL's auth (decision 22): `none` lets anyone through; `bearer` a member of the
 * function's team (or an access token of it) who may invoke it, 401 without a token, 403 outside
 * the team or short of function.invoke; `signature` a request signed with the function's active key.
 */
@Injectable()
export class UrlAuth {
  constructor(
    private readonly tokens: TokenVerifier,
    private readonly access: TeamAccess,
    private readonly signatures: SignatureVerifier,
    private readonly limiter: RateLimiter,
  ) {}

  async check(
    url: Pick<UrlTarget, 'auth'>,
    fn: InvocableFunction,
    request: { headers: IncomingHttpHeaders; body: Buffer },
    windows: RateWindow[],
  ): Promise<UrlCaller> {
    if (url.auth === 'bearer') {
      // A token not seen lately is checked only while the URL and the address are within their limits.
      const caller = await this.tokens.callerOf(request.headers.authorization, () =>
        this.limiter.refuseBlocked(windows),
      );
      if (!caller)
        throw withHeaders(
          unauthorized(
            "this URL needs the bearer token of a member (or an access token) of the function's team: send Authorization: Bearer <token>",
          ),
          { 'WWW-Authenticate': 'Bearer' },
        );
      if (!(await this.access.roleIn(caller, fn.teamUuid)))
        throw forbidden("only the function's team may call this URL");
      await this.access.require(caller, fn.teamUuid, 'function.invoke');
      return { accountId: caller.uuid };
    }
    if (url.auth === 'signature') {
      if (!request.headers['x-signature'] || !request.headers['x-timestamp'])
        throw unauthorized('this URL needs a signature: send X-Signature and X-Timestamp');
      if (!fn.activeKey)
        throw forbidden('this URL needs a signature, and the function has no active API key');
      const replay = this.signatures.check(
        signedParts({ headers: request.headers, rawBody: request.body }),
        fn.activeKey,
      );
      return { replay, accountId: 'anonymous' };
    }
    return { accountId: 'anonymous' };
  }
}
