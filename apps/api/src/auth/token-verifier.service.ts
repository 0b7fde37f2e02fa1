import { forbidden, unauthorized, unavailable } from '@fnhost/common';
import { ChangeCache, ChangeFeed, User } from '@fnhost/database';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'crypto';
import { decodeJwt } from 'jose';
import { Repository } from 'typeorm';
import { AuthUser } from './current-user.decorator';
import { IDP_UNAVAILABLE, IdpClient, IdpUnavailableError } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { CallerRow, UserDirectory } from './user-directory';
import { ApiConfig } from '../config';
import { ACCESS_TOKEN_PREFIX, AccessTokenCheck } from './access-token-check';
import { assertUsable } from './account-status';
import { KEYS, RedisService } from '@fnhost/redis';

/** The header passport-http-bearer reads: scheme case-insensitive, one token. */
const BEARER = /^Bearer ([^\s]+)$/i;
/** The bearer token of an Authorization header; undefined when missing or malformed. */
export const bearerToken = (authorization: string | undefined) => BEARER.exec(authorization ?? '')?.[1];

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const cacheKey = (token: string) => KEYS.token(tokenHash(token));
/** What a request knows of its caller (a cached entry also holds the token's expiry). */
const authUser = ({ id, uuid, email, token }: AuthUser): AuthUser => ({
  id,
  uuid,
  email,
  ...(token && { token }),
});
const UNIQUE_VIOLATION = '23505';
/** After introspection fails, tokens are checked locally for this long before Keycloak is asked again. */
const INTROSPECTION_BACKOFF_MS = 10_000;
/** jose's code for a token whose key id is not among the realm keys held. */
const NO_MATCHING_KEY = 'ERR_JWKS_NO_MATCHING_KEY';

type Identity = { kind: 'idp'; sub: string; email?: string } | { kind: 'legacy'; userId: number };

/**
 * Turns a bearer token into the calling user: introspection, then the JWKS-verified subject
 * when introspection itself fails, then userinfo, then the legacy HS256 JWT. A verified caller is
 * kept in this process for TOKEN_CACHE_TTL_S (never past the token's expiry); a logout through
 * any replica and any change to the user's row (blocked, deleted) evict it at once.
 */
@Injectable()
export class TokenVerifier {
  private readonly logger = new Logger(TokenVerifier.name);
  private introspectionDownUntil = 0;
  private readonly callers: ChangeCache<AuthUser & { expiresAt: number }>;

  constructor(
    private readonly config: ApiConfig,
    private readonly idp: IdpClient,
    private readonly legacy: LegacyJwt,
    private readonly redis: RedisService,
    private readonly directory: UserDirectory,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly accessTokens: AccessTokenCheck,
    private readonly feed: ChangeFeed,
  ) {
    this.callers = new ChangeCache(feed, (hash, caller) => [`user:${caller.id}`, `token:${hash}`]);
  }

  /** The caller of a token verified lately, without asking anyone; undefined when not known. */
  cachedCaller(token: string): AuthUser | undefined {
    const caller = this.callers.peek(tokenHash(token));
    return caller && authUser(caller);
  }

  /**
   * The caller of an Authorization header, for a door that is no guarded route (a function URL
   * with bearer auth): a token verified lately from the cache at no cost, any other verified once
   * `whenUnknown` (the door's own limits) lets it through; the guard does the same for routes.
   * Undefined when the header holds no bearer token.
   */
  async callerOf(
    authorization: string | undefined,
    whenUnknown: () => Promise<void>,
  ): Promise<AuthUser | undefined> {
    const token = bearerToken(authorization);
    if (!token) return undefined;
    const known = this.cachedCaller(token);
    if (known) return known;
    await whenUnknown();
    return this.verify(token);
  }

  async verify(token: string): Promise<AuthUser> {
    const caller = await this.callers.load(
      tokenHash(token),
      () => this.check(token),
      (c) => Math.min(this.config.TOKEN_CACHE_TTL_S * 1000, c.expiresAt - Date.now()),
    );
    return authUser(caller!);
  }

  private async check(token: string): Promise<AuthUser & { expiresAt: number }> {
    if (token.startsWith(ACCESS_TOKEN_PREFIX)) return this.accessTokens.check(token);
    const claims = this.decode(token);
    // An expired but well-formed token is the one case that asks the client to refresh.
    if (claims?.exp && claims.exp * 1000 <= Date.now())
      throw unauthorized('token expired, refresh to get a new one');
    const viaIdp = this.config.USE_IDP ? await this.viaIdp(token) : null;
    const identity = (viaIdp === 'unavailable' ? null : viaIdp) ?? (await this.viaLegacy(token));
    if (!identity && viaIdp === 'unavailable') throw unavailable(IDP_UNAVAILABLE);
    if (!identity) throw forbidden('invalid or inactive token');
    const user = await this.resolveUser(identity);
    if (!user) throw forbidden('no account for this token');
    assertUsable(user);
    // A token without an expiry (legacy tokens always have one) is kept for the cache's own bound.
    const expiresAt = claims?.exp ? claims.exp * 1000 : Number.MAX_SAFE_INTEGER;
    return { id: user.id, uuid: user.uuid, email: user.email, expiresAt };
  }

  /** Forgets a cached positive check on every replica, so a logged-out token stops working at once. */
  async evict(token: string): Promise<void> {
    const hash = tokenHash(token);
    this.callers.delete(hash);
    await this.redis.client.del(cacheKey(token));
    await this.feed.announce(this.users, `token:${hash}`);
    const legacy = await this.legacy.verify(token, 'access');
    if (legacy) await this.revokeLegacy(legacy.jti, legacy.exp);
  }

  async revokeLegacy(jti: string, exp: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.client.set(KEYS.revokedLegacy(jti), '1', 'EX', ttl);
  }

  async isLegacyRevoked(jti: string): Promise<boolean> {
    return (await this.redis.client.exists(KEYS.revokedLegacy(jti))) === 1;
  }

  private decode(token: string): { exp?: number } | null {
    try {
      return decodeJwt(token);
    } catch {
      // Opaque or garbage: no claims to read; the checks below decide.
      return null;
    }
  }

  private async viaIdp(token: string): Promise<Identity | 'unavailable' | null> {
    const cached = await this.redis.client.get(cacheKey(token));
    if (cached) return { kind: 'idp', ...(JSON.parse(cached) as { sub: string; email?: string }) };
    // While Keycloak is down, no request waits on it: the signature is checked locally.
    if (Date.now() >= this.introspectionDownUntil) {
      try {
        const result = await this.idp.introspect(token);
        if (!result.active || !result.sub) return null;
        await this.cache(token, result.sub, result.email, result.exp);
        return { kind: 'idp', sub: result.sub, email: result.email };
      } catch (err) {
        if (!(err instanceof IdpUnavailableError)) throw err;
        this.introspectionDownUntil = Date.now() + INTROSPECTION_BACKOFF_MS;
        this.logger.warn(`introspection failed (${err.message}); verifying token signatures locally for now`);
      }
    }
    // A token signed with a key this process does not hold (rotated while Keycloak was away)
    // cannot be judged without Keycloak: if userinfo cannot be asked either, that is an outage.
    let unjudged = false;
    try {
      const verified = await this.idp.verifySignature(token);
      return { kind: 'idp', ...verified };
    } catch (err) {
      unjudged = err instanceof IdpUnavailableError || (err as { code?: string }).code === NO_MATCHING_KEY;
      this.logger.debug(`signature check failed: ${(err as Error).message}`);
    }
    try {
      const info = await this.idp.userinfo(token);
      return info?.sub ? { kind: 'idp', sub: info.sub, email: info.email } : null;
    } catch (err) {
      if (!(err instanceof IdpUnavailableError)) throw err;
      this.logger.warn(`userinfo failed: ${err.message}`);
      return unjudged ? 'unavailable' : null;
    }
  }

  private async cache(token: string, sub: string, email: string | undefined, exp?: number) {
    const ttl = Math.min(this.config.TOKEN_CACHE_TTL_S, exp ? exp - Math.floor(Date.now() / 1000) : 0);
    if (ttl > 0) await this.redis.client.set(cacheKey(token), JSON.stringify({ sub, email }), 'EX', ttl);
  }

  private async viaLegacy(token: string): Promise<Identity | null> {
    const legacy = await this.legacy.verify(token, 'access');
    if (!legacy || (await this.isLegacyRevoked(legacy.jti))) return null;
    return { kind: 'legacy', userId: legacy.userId };
  }

  /**
   * Subject -> users.idp_user_id; when unmatched, the account with the token's email, if that
   * account is not linked yet (backfill). A concurrent backfill of the same subject wins the race
   * and is read back.
   */
  private async resolveUser(identity: Identity): Promise<CallerRow | null> {
    if (identity.kind === 'legacy') return this.users.findOneBy({ id: identity.userId });
    const bySub = await this.directory.callerBySubject(identity.sub);
    if (bySub || !identity.email) return bySub;
    try {
      return (await this.directory.linkSubject(identity.email, identity.sub)) ?? null;
    } catch (err) {
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
      return this.directory.callerBySubject(identity.sub);
    }
  }
}
