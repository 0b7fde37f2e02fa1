import { HttpException } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { TeamRole } from '@fnhost/database';
import { derivePrivateKey, hashPrivateKey, newPublicKey, sign } from '../api-keys/key-material';
import { SignatureVerifier } from '../api-keys/signature-verifier';
import type { AuthUser } from '../auth/current-user.decorator';
import type { TokenVerifier } from '../auth/token-verifier.service';
import type { ApiConfig } from '../config';
import type { InvocableFunction } from '../functions/invocable';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { authorize, Permission } from '../teams/policy';
import type { TeamAccess } from '../teams/team-access';
import { UrlAuth } from './url-auth';

// The verifier's module brings Keycloak's admin client (an ES module jest does not load); its callers are given here.
jest.mock('../auth/token-verifier.service', () => ({ TokenVerifier: class {} }));

const MASTER = 'a'.repeat(64);
const TEAM = randomUUID();
const caller: AuthUser = { id: 7, uuid: randomUUID(), email: 'dev@example.com' };

/** The team's roles as TeamAccess would read them, checked with the real matrix. */
function accessWith(roles: Record<number, TeamRole>): TeamAccess {
  const roleIn = async (user: AuthUser, team: string) => (team === TEAM ? (roles[user.id] ?? null) : null);
  return {
    roleIn,
    require: async (user: AuthUser, team: string, permission: Permission) => {
      const role = (await roleIn(user, team))!;
      authorize(role, permission, user.token?.scopes);
      return role;
    },
  } as unknown as TeamAccess;
}

describe('UrlAuth', () => {
  const keyUuid = randomUUID();
  const publicKey = newPublicKey();
  const privateKey = derivePrivateKey(MASTER, keyUuid, publicKey);
  const fn = (activeKey = true): InvocableFunction => ({
    uuid: randomUUID(),
    userId: 1,
    teamUuid: TEAM,
    status: 'active',
    timeoutS: 30,
    configRevision: 1,
    skipSigning: false,
    routes: new Map(),
    activeKey: activeKey
      ? { uuid: keyUuid, publicKey, privateKeyHash: hashPrivateKey(privateKey), expiresAt: null }
      : null,
  });
  let tokensAsked: string[];
  let blockedChecks: number;
  const auth = (roles: Record<number, TeamRole> = {}, known: AuthUser | undefined = caller) =>
    new UrlAuth(
      {
        callerOf: async (authorization: string | undefined, whenUnknown: () => Promise<void>) => {
          tokensAsked.push(authorization ?? '');
          await whenUnknown();
          return authorization ? known : undefined;
        },
      } as unknown as TokenVerifier,
      accessWith(roles),
      new SignatureVerifier({ APIKEY_MASTER_SECRET: MASTER } as ApiConfig),
      { refuseBlocked: async () => void blockedChecks++ } as unknown as RateLimiter,
    );
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: HttpException) => ({
        status: err.getStatus(),
        details: (err.getResponse() as { details: string }).details,
        headers: (err as { headers?: unknown }).headers,
      }),
    );
  beforeEach(() => {
    tokensAsked = [];
    blockedChecks = 0;
  });

  it('none: anyone, as anonymous, without looking at a token', async () => {
    const got = await auth().check(
      { auth: 'none' },
      fn(),
      { headers: { authorization: 'Bearer x' }, body: Buffer.alloc(0) },
      [],
    );
    expect(got).toEqual({ accountId: 'anonymous' });
    expect(tokensAsked).toEqual([]);
  });

  it('bearer: 401 asking for a token, 403 outside the team or short of function.invoke, else the caller', async () => {
    const request = (authorization?: string) => ({ headers: { authorization }, body: Buffer.alloc(0) });
    expect(await refusal(auth().check({ auth: 'bearer' }, fn(), request(), []))).toMatchObject({
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer' },
    });
    expect(await refusal(auth({}).check({ auth: 'bearer' }, fn(), request('Bearer t'), []))).toMatchObject({
      status: 403,
      details: "only the function's team may call this URL",
    });
    expect(
      await refusal(auth({ 7: 'viewer' }).check({ auth: 'bearer' }, fn(), request('Bearer t'), [])),
    ).toMatchObject({
      status: 403,
      details: expect.stringMatching(/^function\.invoke needs the developer role/),
    });
    expect(await auth({ 7: 'developer' }).check({ auth: 'bearer' }, fn(), request('Bearer t'), [])).toEqual({
      accountId: caller.uuid,
    });
    // An unknown token is looked up only after the URL's windows were checked.
    expect(blockedChecks).toBe(4);
  });

  it('signature: 401 without its headers, 403 without an active key or with a wrong one, else its replay key', async () => {
    const body = Buffer.from('{"a":1}');
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signed = (signature: string) => ({
      headers: { 'x-signature': signature, 'x-timestamp': timestamp },
      body,
    });
    expect(await refusal(auth().check({ auth: 'signature' }, fn(), { headers: {}, body }, []))).toMatchObject(
      {
        status: 401,
      },
    );
    expect(await refusal(auth().check({ auth: 'signature' }, fn(false), signed('x'), []))).toMatchObject({
      status: 403,
      details: 'this URL needs a signature, and the function has no active API key',
    });
    expect((await refusal(auth().check({ auth: 'signature' }, fn(), signed('sha256=00'), [])))?.status).toBe(
      403,
    );
    const got = await auth().check(
      { auth: 'signature' },
      fn(),
      signed(sign(privateKey, timestamp, body)),
      [],
    );
    expect(got).toMatchObject({ accountId: 'anonymous', replay: { key: expect.stringContaining(keyUuid) } });
  });
});
