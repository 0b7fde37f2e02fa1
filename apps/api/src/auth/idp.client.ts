import { unavailable } from '@fnhost/common';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation';
import { HttpException, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { ApiConfig } from '../config';

export interface IdpTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

export interface IdpProfile {
  email: string;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string[]>;
}

/** What a caller is told while the identity provider cannot be reached. */
export const IDP_UNAVAILABLE = 'identity provider unavailable, try again later';

/** The identity provider did not answer (network, 5xx): an outage, never a credential failure. */
export class IdpUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 5000;
const ADMIN_TOKEN_REUSE_MS = 60_000;
/** The realm's signing keys are fetched at boot and this often after; the last good set is kept. */
const KEYS_REFRESH_MS = 5 * 60_000;
/** An unknown key id (a rotation) asks for the keys again, at most this often. */
const KEYS_MIN_REFETCH_MS = 30_000;

type AdminCall<T> = (api: KcAdminClient) => Promise<T>;

/** Keycloak through its OIDC endpoints (grants, introspection, userinfo, JWKS) and its admin API. */
@Injectable()
export class IdpClient implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(IdpClient.name);
  private readonly realmUrl: string;
  private readonly admin: KcAdminClient;
  private adminAuthAt = 0;
  private keys: ReturnType<typeof createLocalJWKSet> | null = null;
  private keysFetchedAt = 0;
  private keysTimer?: NodeJS.Timeout;

  constructor(private readonly config: ApiConfig) {
    this.realmUrl = `${config.IDP_URL}/realms/${config.IDP_REALM}`;
    this.admin = new KcAdminClient({ baseUrl: config.IDP_URL, realmName: config.IDP_REALM });
  }

  /** Keys loaded at boot (not awaited: Keycloak may be down) and refreshed in the background. */
  onModuleInit() {
    if (!this.config.USE_IDP) return;
    void this.refreshKeys();
    this.keysTimer = setInterval(() => void this.refreshKeys(), KEYS_REFRESH_MS);
    this.keysTimer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.keysTimer);
  }

  /** Fetches the realm's signing keys; on failure the last good set stays in use. */
  private async refreshKeys(): Promise<void> {
    this.keysFetchedAt = Date.now();
    try {
      const res = await fetch(`${this.realmUrl}/protocol/openid-connect/certs`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      this.keys = createLocalJWKSet((await res.json()) as JSONWebKeySet);
    } catch (err) {
      this.logger.warn(
        `realm keys not refreshed (${(err as Error).message}); ${this.keys ? 'keeping the last good set' : 'none loaded yet'}`,
      );
    }
  }

  /** POSTs a form to an OIDC endpoint with the client's credentials; null body on 400/401. */
  private async oidc<T>(path: string, form: Record<string, string>): Promise<{ ok: boolean; body: T }> {
    const body = new URLSearchParams({
      client_id: this.config.IDP_CLIENT_ID,
      client_secret: this.config.IDP_CLIENT_SECRET,
      ...form,
    });
    let res: Response;
    try {
      res = await fetch(`${this.realmUrl}/protocol/openid-connect/${path}`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new IdpUnavailableError(`identity provider unreachable: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new IdpUnavailableError(`identity provider answered ${res.status}`);
    const text = await res.text();
    return { ok: res.ok, body: (text ? JSON.parse(text) : {}) as T };
  }

  async passwordGrant(username: string, password: string): Promise<IdpTokens | null> {
    const { ok, body } = await this.oidc<IdpTokens>('token', {
      grant_type: 'password',
      username,
      password,
      scope: 'openid',
    });
    return ok ? body : null;
  }

  async refresh(refreshToken: string): Promise<IdpTokens | null> {
    const { ok, body } = await this.oidc<IdpTokens>('token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    return ok ? body : null;
  }

  /** Ends the session the refresh token belongs to; false when Keycloak refused the token. */
  async logout(refreshToken: string): Promise<boolean> {
    return (await this.oidc('logout', { refresh_token: refreshToken })).ok;
  }

  async introspect(token: string): Promise<{ active: boolean; sub?: string; email?: string; exp?: number }> {
    const { ok, body } = await this.oidc<{ active: boolean; sub?: string; email?: string; exp?: number }>(
      'token/introspect',
      { token },
    );
    if (!ok) throw new IdpUnavailableError('introspection refused the client credentials');
    return body;
  }

  /** Verifies the token's signature and expiry locally, against the realm's keys held in memory. */
  async verifySignature(token: string): Promise<{ sub: string; email?: string }> {
    const stale = Date.now() - this.keysFetchedAt > KEYS_MIN_REFETCH_MS;
    if (!this.keys && stale) await this.refreshKeys();
    if (!this.keys) throw new IdpUnavailableError('the realm keys could not be loaded yet');
    try {
      const { payload } = await jwtVerify(token, this.keys, { issuer: this.realmUrl });
      return { sub: String(payload.sub), email: payload.email as string | undefined };
    } catch (err) {
      // Signed with a key we do not hold yet (rotated): ask for the keys again, not too often.
      if ((err as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY' && stale) void this.refreshKeys();
      throw err;
    }
  }

  async userinfo(token: string): Promise<{ sub: string; email?: string } | null> {
    try {
      const res = await fetch(`${this.realmUrl}/protocol/openid-connect/userinfo`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (res.status >= 500) throw new IdpUnavailableError(`identity provider answered ${res.status}`);
      return res.ok ? ((await res.json()) as { sub: string; email?: string }) : null;
    } catch (err) {
      if (err instanceof IdpUnavailableError) throw err;
      throw new IdpUnavailableError(`identity provider unreachable: ${(err as Error).message}`);
    }
  }

  // ---- admin API (service account of the client) ----

  /**
   * One admin API call as the service account, within REQUEST_TIMEOUT_MS (the admin client has
   * no timeout of its own): a Keycloak that does not answer is an outage, not a hang.
   */
  private async withAdmin<T>(call: AdminCall<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new IdpUnavailableError('identity provider did not answer')),
        REQUEST_TIMEOUT_MS,
      );
    });
    const attempt = async () => {
      if (Date.now() - this.adminAuthAt > ADMIN_TOKEN_REUSE_MS) {
        try {
          await this.admin.auth({
            grantType: 'client_credentials',
            clientId: this.config.IDP_CLIENT_ID,
            clientSecret: this.config.IDP_CLIENT_SECRET,
          });
        } catch (err) {
          throw new IdpUnavailableError(`identity provider admin login failed: ${(err as Error).message}`);
        }
        this.adminAuthAt = Date.now();
      }
      try {
        return await call(this.admin);
      } catch (err) {
        // fetch failing outright (refused, reset) carries no HTTP status: Keycloak is unreachable.
        if (err instanceof TypeError)
          throw new IdpUnavailableError(`identity provider unreachable: ${err.message}`);
        throw err;
      }
    };
    try {
      return await Promise.race([attempt(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async findUserByEmail(email: string): Promise<(UserRepresentation & { id: string }) | null> {
    const users = await this.withAdmin((api) => api.users.find({ email, exact: true }));
    const match = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    return match?.id ? (match as UserRepresentation & { id: string }) : null;
  }

  async getUser(id: string): Promise<UserRepresentation | null> {
    return (await this.withAdmin((api) => api.users.findOne({ id }))) ?? null;
  }

  /** Creates an enabled user whose username is the email; returns the new user's id. */
  async createUser(profile: IdpProfile, password: string, temporary = false): Promise<string> {
    const { id } = await this.withAdmin((api) =>
      api.users.create({
        username: profile.email,
        email: profile.email,
        firstName: profile.firstName,
        lastName: profile.lastName,
        attributes: profile.attributes,
        enabled: true,
        emailVerified: false,
        credentials: [{ type: 'password', value: password, temporary }],
        requiredActions: temporary ? ['UPDATE_PASSWORD'] : [],
      }),
    );
    return id;
  }

  /** Sets a permanent password; a pending UPDATE_PASSWORD action (batch migration) is done with. */
  async setPassword(id: string, password: string): Promise<void> {
    await this.withAdmin((api) =>
      api.users.resetPassword({ id, credential: { type: 'password', value: password, temporary: false } }),
    );
    const current = await this.getUser(id);
    if (current?.requiredActions?.includes('UPDATE_PASSWORD'))
      await this.withAdmin((api) =>
        api.users.update(
          { id },
          { ...current, requiredActions: current.requiredActions!.filter((a) => a !== 'UPDATE_PASSWORD') },
        ),
      );
  }

  /** Replaces names and the given attributes; Keycloak's update is a full representation PUT. */
  async updateProfile(id: string, profile: Partial<IdpProfile>): Promise<void> {
    const current = await this.getUser(id);
    if (!current) throw new Error(`identity provider user ${id} not found`);
    await this.withAdmin((api) =>
      api.users.update(
        { id },
        {
          ...current,
          ...(profile.email !== undefined && { email: profile.email, username: profile.email }),
          ...(profile.firstName !== undefined && { firstName: profile.firstName }),
          ...(profile.lastName !== undefined && { lastName: profile.lastName }),
          attributes: { ...(current.attributes ?? {}), ...(profile.attributes ?? {}) },
        },
      ),
    );
  }

  async deleteUser(id: string): Promise<void> {
    await this.withAdmin((api) => api.users.del({ id }));
  }

  async sendPasswordReset(id: string): Promise<void> {
    await this.withAdmin((api) =>
      api.users.executeActionsEmail({ id, actions: ['UPDATE_PASSWORD'], lifespan: 3600 }),
    );
  }

  static isConflict(err: unknown): boolean {
    return (err as { response?: { status?: number } })?.response?.status === 409;
  }

  /** Rethrows an HTTP error as is, and an identity provider outage (network, 5xx) as 503. */
  static toUnavailable(err: unknown): never {
    if (err instanceof HttpException) throw err;
    if (err instanceof IdpUnavailableError) throw unavailable(IDP_UNAVAILABLE);
    const status = (err as { response?: { status?: number } })?.response?.status;
    if (status === undefined || status >= 500) throw unavailable(IDP_UNAVAILABLE);
    throw err;
  }

  logError(what: string, err: unknown) {
    this.logger.error(`${what}: ${(err as Error)?.message ?? err}`);
  }
}
