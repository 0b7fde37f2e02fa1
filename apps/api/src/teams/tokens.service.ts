import { TeamGrant } from './team-for';
import { notFound } from '@fnhost/common';
import { AccessToken } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { DataSource, IsNull, Repository } from 'typeorm';
import { ACCESS_TOKEN_PREFIX } from '../auth/access-token-check';
import { AuthUser } from '../auth/current-user.decorator';
import { CreatedTokenDto, CreateTokenDto, TokenListDto } from './dto/token.dto';

const DEFAULT_DAYS = 90;

/**
 * A team's access tokens, for automation: made, listed and revoked by its admins (token.write, never
 * by a token). The value (256 random bits after `fnh_`) is shown once and kept as its sha256; a
 * revocation takes effect on the next request (the change channel drops cached checks).
 */
@Injectable()
export class TokensService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(AccessToken) private readonly tokens: Repository<AccessToken>,
  ) {}

  async create(user: AuthUser, team: TeamGrant, dto: CreateTokenDto): Promise<CreatedTokenDto> {
    const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const saved = await this.tokens.save({
      teamUuid: team.uuid,
      name: dto.name,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      scopes: [...new Set(dto.scopes)],
      createdBy: user.id,
      expiresAt: new Date(Date.now() + (dto.expires_in_days ?? DEFAULT_DAYS) * 86_400_000),
    });
    return {
      id: saved.uuid,
      name: saved.name,
      token,
      scopes: saved.scopes,
      expires_at: saved.expiresAt.toISOString(),
    };
  }

  async list(team: TeamGrant): Promise<TokenListDto> {
    const rows = (await this.db.query(
      `SELECT t.*, u.email FROM access_tokens t JOIN users u ON u.id = t.created_by
       WHERE t.team_uuid = $1 AND t.revoked_at IS NULL ORDER BY t.created_at DESC`,
      [team.uuid],
    )) as {
      uuid: string;
      name: string;
      scopes: AccessToken['scopes'];
      expires_at: Date;
      last_used_at: Date | null;
      email: string;
      created_at: Date;
    }[];
    return {
      tokens: rows.map((r) => ({
        id: r.uuid,
        name: r.name,
        scopes: r.scopes,
        expires_at: r.expires_at.toISOString(),
        last_used_at: r.last_used_at?.toISOString() ?? null,
        created_by: r.email,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  async revoke(team: TeamGrant, tokenId: string): Promise<{ message: string }> {
    const { affected } = await this.tokens.update(
      { uuid: tokenId, teamUuid: team.uuid, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    if (!affected) throw notFound(`token ${tokenId} not found`);
    return { message: `token ${tokenId} revoked` };
  }
}
