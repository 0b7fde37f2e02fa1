import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ApiConfig } from '../config';

export const ACCESS_TOKEN_TTL_S = 300;
const REFRESH_TOKEN_TTL_S = 7 * 24 * 3600;

/** HS256 tokens signed with JWT_SECRET: the deprecated pre-IdP scheme (and USE_IDP=false mode). */
@Injectable()
export class LegacyJwt {
  private readonly key: Uint8Array;

  constructor(config: ApiConfig) {
    this.key = new TextEncoder().encode(config.JWT_SECRET);
  }

  private sign(userId: number, typ: 'access' | 'refresh', ttl: number): Promise<string> {
    return new SignJWT({ user_id: userId, typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(this.key);
  }

  async issue(userId: number) {
    return {
      access_token: await this.sign(userId, 'access', ACCESS_TOKEN_TTL_S),
      refresh_token: await this.sign(userId, 'refresh', REFRESH_TOKEN_TTL_S),
      expires_in: ACCESS_TOKEN_TTL_S,
      token_type: 'Bearer',
    };
  }

  /** The user id and token id of a valid token of the given type; null otherwise. */
  async verify(
    token: string,
    typ: 'access' | 'refresh',
  ): Promise<{ userId: number; jti: string; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if ((payload.typ ?? 'access') !== typ || typeof payload.user_id !== 'number') return null;
      return { userId: payload.user_id, jti: String(payload.jti ?? ''), exp: payload.exp ?? 0 };
    } catch {
      // Not ours, tampered or expired: the caller decides which error that is.
      return null;
    }
  }
}
