import { forbidden, unauthorized } from '@fnhost/common';
import { TokenScope } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { DataSource } from 'typeorm';
import { AuthUser } from './current-user.decorator';
import { assertUsable } from './account-status';

/** What an access token starts with: a bearer token of this shape is never a session's. */
export const ACCESS_TOKEN_PREFIX = 'fnh_';

/**
 * An access token (`fnh_…`) as a caller: the account that made it, limited to the token's team
 * and scopes. Looked up by its hash; expired is 401, revoked or unknown 403. Its last use is
 * recorded here, at each check (the verifier's cache keeps a checked token for TOKEN_CACHE_TTL_S).
 */
@Injectable()
export class AccessTokenCheck {
  constructor(private readonly db: DataSource) {}

  async check(token: string): Promise<AuthUser & { expiresAt: number }> {
    const hash = createHash('sha256').update(token).digest('hex');
    // An UPDATE's answer through TypeORM: [rows, count].
    const [rows] = (await this.db.query(
      `UPDATE access_tokens t SET last_used_at = now() FROM users u
       WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND u.id = t.created_by
       RETURNING t.uuid, t.name, t.team_uuid, t.scopes, t.expires_at, u.id AS user_id, u.uuid AS user_uuid, u.email, u.status`,
      [hash],
    )) as [
      {
        uuid: string;
        name: string;
        team_uuid: string;
        scopes: TokenScope[];
        expires_at: Date;
        user_id: number;
        user_uuid: string;
        email: string;
        status: 'active' | 'blocked' | 'deleted';
      }[],
      number,
    ];
    const found = rows[0];
    if (!found) throw forbidden('invalid or revoked access token');
    if (found.expires_at.getTime() <= Date.now())
      throw unauthorized(`access token expired at ${found.expires_at.toISOString()}: make a new one`);
    assertUsable(found);
    return {
      id: found.user_id,
      uuid: found.user_uuid,
      email: found.email,
      token: { id: found.uuid, name: found.name, team: found.team_uuid, scopes: found.scopes },
      expiresAt: found.expires_at.getTime(),
    };
  }
}
