import { AppConfig, unavailable } from '@fnhost/common';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import type UserRepresentation from '@keycloak/keycloak-admin-client/lib/defs/userRepresentation';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify } from 'jose';

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

/** The identity provider did not answer (network, 5xx): an outage, never a credential failure. */
export class IdpUnavailableError extends Error {}

const REQUEST_TIMEOUT_MS = 5000;
const ADMIN_TOKEN_REUSE_MS = 60_000;

/** Keycloak through its OIDC endpoints (grants, introspection, userinfo, JWKS) and its admin API. */
@Injectable()
export class IdpClient {
  private readonly logger = new Logger(IdpClient.name);
  private readonly realmUrl: string;
  private readonly admin: KcAdminClient;
  private adminAuthAt = 0;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: AppConfig) {
    this.realmUrl = `${config.IDP_URL}/realms/${config.IDP_REALM}`;
    this.admin = new KcAdminClient({ baseUrl: config.IDP_URL, realmName: config.IDP_REALM });
    this.jwks = createRemoteJWKSet(new URL(`${this.realmUrl}/protocol/openid-connect/certs`));
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

  /** Verifies the token's signature against the realm's published keys. */
  async verifySignature(token: string): Promise<{ sub: string; email?: string }> {
    const { payload } = await jwtVerify(token, this.jwks, { issuer: this.realmUrl });
    return { sub: String(payload.sub), email: payload.email as string | undefined };
  }

  async userinfo(token: string): Promise<{ sub: string; email?: string } | null> {
    try {
      const res = await fetch(`${this.realmUrl}/protocol/openid-connect/userinfo`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      return res.ok ? ((await res.json()) as { sub: string; email?: string }) : null;
    } catch (err) {
      throw new IdpUnavailableError(`identity provider unreachable: ${(err as Error).message}`);
    }
  }

  // ---- admin API (service account of the client) ----

  private async adminApi(): Promise<KcAdminClient> {
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
    return this.admin;
  }

  async findUserByEmail(email: string): Promise<(UserRepresentation & { id: string }) | null> {
    const users = await (await this.adminApi()).users.find({ email, exact: true });
    const match = users.find((u) => u.email?.toLowerCase() === email.toLowerCase());
    return match?.id ? (match as UserRepresentation & { id: string }) : null;
  }

  async getUser(id: string): Promise<UserRepresentation | null> {
    return (await (await this.adminApi()).users.findOne({ id })) ?? null;
  }

  /** Creates an enabled user whose username is the email; returns the new user's id. */
  async createUser(profile: IdpProfile, password: string, temporary = false): Promise<string> {
    const { id } = await (
      await this.adminApi()
    ).users.create({
      username: profile.email,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      attributes: profile.attributes,
      enabled: true,
      emailVerified: false,
      credentials: [{ type: 'password', value: password, temporary }],
      requiredActions: temporary ? ['UPDATE_PASSWORD'] : [],
    });
    return id;
  }

  async setPassword(id: string, password: string): Promise<void> {
    await (
      await this.adminApi()
    ).users.resetPassword({ id, credential: { type: 'password', value: password, temporary: false } });
  }

  /** Replaces names and the given attributes; Keycloak's update is a full representation PUT. */
  async updateProfile(id: string, profile: Partial<IdpProfile>): Promise<void> {
    const api = await this.adminApi();
    const current = await api.users.findOne({ id });
    if (!current) throw new Error(`identity provider user ${id} not found`);
    await api.users.update(
      { id },
      {
        ...current,
        ...(profile.email !== undefined && { email: profile.email, username: profile.email }),
        ...(profile.firstName !== undefined && { firstName: profile.firstName }),
        ...(profile.lastName !== undefined && { lastName: profile.lastName }),
        attributes: { ...(current.attributes ?? {}), ...(profile.attributes ?? {}) },
      },
    );
  }

  async deleteUser(id: string): Promise<void> {
    await (await this.adminApi()).users.del({ id });
  }

  async sendPasswordReset(id: string): Promise<void> {
    await (
      await this.adminApi()
    ).users.executeActionsEmail({ id, actions: ['UPDATE_PASSWORD'], lifespan: 3600 });
  }

  static isConflict(err: unknown): boolean {
    return (err as { response?: { status?: number } })?.response?.status === 409;
  }

  /** Rethrows an HTTP error as is, and an identity provider outage (network, 5xx) as 503. */
  static toUnavailable(err: unknown): never {
    if (err instanceof HttpException) throw err;
    if (err instanceof IdpUnavailableError)
      throw unavailable('identity provider unavailable, try again later');
    const status = (err as { response?: { status?: number } })?.response?.status;
    if (status === undefined || status >= 500)
      throw unavailable('identity provider unavailable, try again later');
    throw err;
  }

  logError(what: string, err: unknown) {
    this.logger.error(`${what}: ${(err as Error)?.message ?? err}`);
  }
}
