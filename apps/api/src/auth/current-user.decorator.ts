import type { TokenScope } from '@fnhost/database';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** What an access token grants: its team, within its scopes (apps/api/src/teams/policy.ts). */
export interface TokenGrant {
  id: string;
  name: string;
  team: string;
  scopes: TokenScope[];
}

/**
 * The authenticated caller, as the bearer guard resolved it: an account, or an access token acting
 * for the account that made it (`token`), limited to the token's team and scopes.
 */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
  token?: TokenGrant;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest().user,
);
