import { randomBytes } from 'crypto';
import { Client } from 'pg';
import { call } from './http';
import { processEnv } from './stack';

export const PASSWORD = 'correct-horse-1';

export const uniqueEmail = (tag = 'user') => `${tag}-${randomBytes(5).toString('hex')}@example.com`;

/** A PostgreSQL client on the test database; the caller ends it. */
export async function testDb(): Promise<Client> {
  const db = new Client({ connectionString: processEnv().DATABASE_URL });
  await db.connect();
  return db;
}

export async function register(email = uniqueEmail(), password = PASSWORD, base?: string) {
  const res = await call('POST', '/api/auth/register', {
    json: { email, password, first_name: 'Ada', last_name: 'Lovelace' },
    base,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return email;
}

export async function login(email: string, password = PASSWORD, base?: string) {
  const res = await call<{ access_token: string; refresh_token: string }>('POST', '/api/auth/login', {
    json: { email, password },
    base,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A fresh registered user's access token (on the shared api, or the one at `base`). */
export async function newUserToken(base?: string): Promise<{ email: string; token: string }> {
  const email = await register(uniqueEmail(), PASSWORD, base);
  return { email, token: (await login(email, PASSWORD, base)).access_token };
}

/** Keycloak's admin API with the realm client's service account, to look behind the service. */
export async function keycloakAdmin(path: string, init: RequestInit = {}) {
  const env = processEnv();
  const base = env.IDP_URL ?? 'http://127.0.0.1:8180';
  const tokenRes = await fetch(`${base}/realms/fnhost/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'fnhost-api',
      client_secret: String(env.IDP_CLIENT_SECRET),
    }),
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await fetch(`${base}/admin/realms/fnhost${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${access_token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export async function keycloakUsersByEmail(
  email: string,
): Promise<
  { id: string; email: string; attributes?: Record<string, string[]>; requiredActions?: string[] }[]
> {
  return (await keycloakAdmin(`/users?email=${encodeURIComponent(email)}&exact=true`)).body;
}
