import { ChangeFeed, User } from '@fnhost/database';
import { RedisService } from '@fnhost/redis';
import { Repository } from 'typeorm';
import { IdpClient, IdpUnavailableError } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { TokenVerifier } from './token-verifier.service';
import { UserDirectory } from './user-directory';
import { ApiConfig } from '../config';
import { AccessTokenCheck } from './access-token-check';

// The admin client ships as ESM only; the verifier never touches it.
jest.mock('@keycloak/keycloak-admin-client', () => ({ __esModule: true, default: class {} }));

const user = { id: 7, uuid: 'u-7', email: 'a@b.c', status: 'active' } as User;

function setup(idp: Partial<Record<keyof IdpClient, jest.Mock>>) {
  const redis = {
    get: jest.fn().mockResolvedValue(null),
    set: jest.fn(),
    exists: jest.fn().mockResolvedValue(0),
  };
  const users = {
    findOneBy: jest.fn().mockResolvedValue(user),
    query: jest.fn().mockResolvedValue([user]),
    createQueryBuilder: jest.fn(),
    update: jest.fn(),
  };
  const legacy = { verify: jest.fn().mockResolvedValue(null) };
  const verifier = new TokenVerifier(
    { USE_IDP: true, TOKEN_CACHE_TTL_S: 15 } as ApiConfig,
    idp as unknown as IdpClient,
    legacy as unknown as LegacyJwt,
    { client: redis } as unknown as RedisService,
    new UserDirectory(users as unknown as Repository<User>),
    users as unknown as Repository<User>,
    // Access tokens (fnh_…) have their own suite: test/teams.e2e-spec.ts.
    { check: jest.fn() } as unknown as AccessTokenCheck,
    // Not live: nothing is cached, every call goes through the checks.
    { subscribe: jest.fn(), live: false } as unknown as ChangeFeed,
  );
  return { verifier, users, legacy };
}

describe('TokenVerifier fallback order', () => {
  it('uses introspection when it answers', async () => {
    const introspect = jest.fn().mockResolvedValue({ active: true, sub: 'kc-1' });
    const verifySignature = jest.fn();
    const { verifier, users } = setup({ introspect, verifySignature });
    await expect(verifier.verify('opaque')).resolves.toEqual({ id: 7, uuid: 'u-7', email: 'a@b.c' });
    expect(users.query).toHaveBeenCalledWith(expect.stringContaining('idp_user_id = $1'), ['kc-1']);
    expect(verifySignature).not.toHaveBeenCalled();
  });

  it('falls back to the JWKS-verified subject only when introspection itself fails', async () => {
    const introspect = jest.fn().mockRejectedValue(new IdpUnavailableError('down'));
    const verifySignature = jest.fn().mockResolvedValue({ sub: 'kc-2' });
    const userinfo = jest.fn();
    const { verifier, users } = setup({ introspect, verifySignature, userinfo });
    await verifier.verify('opaque');
    expect(users.query).toHaveBeenCalledWith(expect.stringContaining('idp_user_id = $1'), ['kc-2']);
    expect(userinfo).not.toHaveBeenCalled();
  });

  it('asks userinfo last, then the legacy JWT', async () => {
    const introspect = jest.fn().mockRejectedValue(new IdpUnavailableError('down'));
    const verifySignature = jest.fn().mockRejectedValue(new Error('bad signature'));
    const userinfo = jest.fn().mockResolvedValue(null);
    const { verifier, legacy } = setup({ introspect, verifySignature, userinfo });
    await expect(verifier.verify('opaque')).rejects.toMatchObject({ status: 403 });
    expect(userinfo).toHaveBeenCalled();
    expect(legacy.verify).toHaveBeenCalledWith('opaque', 'access');
  });

  it('an inactive token is not rescued by the signature check', async () => {
    const introspect = jest.fn().mockResolvedValue({ active: false });
    const verifySignature = jest.fn();
    const { verifier } = setup({ introspect, verifySignature });
    await expect(verifier.verify('opaque')).rejects.toMatchObject({ status: 403 });
    expect(verifySignature).not.toHaveBeenCalled();
  });

  it('a token signed with a key not held, while Keycloak is unreachable, is 503 (not judged), unless legacy', async () => {
    const rotated = Object.assign(new Error('no applicable key found in the JSON Web Key Set'), {
      code: 'ERR_JWKS_NO_MATCHING_KEY',
    });
    const idp = () => ({
      introspect: jest.fn().mockRejectedValue(new IdpUnavailableError('down')),
      verifySignature: jest.fn().mockRejectedValue(rotated),
      userinfo: jest.fn().mockRejectedValue(new IdpUnavailableError('down')),
    });
    await expect(setup(idp()).verifier.verify('jwt')).rejects.toMatchObject({
      status: 503,
      response: { details: 'identity provider unavailable, try again later' },
    });
    const { verifier, legacy } = setup(idp());
    legacy.verify.mockResolvedValue({ userId: 7, jti: 'j' });
    await expect(verifier.verify('jwt')).resolves.toMatchObject({ id: 7 });
  });

  it('a token whose signature is wrong stays 403 during an outage: it is judged without Keycloak', async () => {
    const { verifier } = setup({
      introspect: jest.fn().mockRejectedValue(new IdpUnavailableError('down')),
      verifySignature: jest.fn().mockRejectedValue(new Error('signature verification failed')),
      userinfo: jest.fn().mockRejectedValue(new IdpUnavailableError('down')),
    });
    await expect(verifier.verify('jwt')).rejects.toMatchObject({ status: 403 });
  });
});
