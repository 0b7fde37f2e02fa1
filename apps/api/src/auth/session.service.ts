import { unauthorized } from '@fnhost/common';
import { User } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MessageDto, TokenResponseDto } from './dto/auth.dto';
import { IdpClient, IdpTokens } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { assertUsable } from './account-status';
import { TokenVerifier } from './token-verifier.service';
import { subjectOf, toTokenResponse } from './tokens';
import { ApiConfig } from '../config';

/** Tokens after login: refresh and logout, against the identity provider or the legacy JWTs. */
@Injectable()
export class SessionService {
  constructor(
    private readonly config: ApiConfig,
    private readonly idp: IdpClient,
    private readonly legacy: LegacyJwt,
    private readonly verifier: TokenVerifier,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async refresh(refreshToken: string): Promise<TokenResponseDto> {
    if (!this.config.USE_IDP) {
      const claims = await this.legacy.verify(refreshToken, 'refresh');
      if (!claims || (await this.verifier.isLegacyRevoked(claims.jti)))
        throw unauthorized('refresh token is invalid or expired');
      const user = await this.users.findOneBy({ id: claims.userId });
      if (!user) throw unauthorized('refresh token is invalid or expired');
      assertUsable(user);
      return this.legacy.issue(user.id);
    }
    let tokens: IdpTokens | null;
    try {
      tokens = await this.idp.refresh(refreshToken);
    } catch (err) {
      IdpClient.toUnavailable(err);
    }
    if (!tokens) throw unauthorized('refresh token is invalid or expired');
    const user = await this.users.findOneBy({ idpUserId: subjectOf(tokens) });
    if (user) assertUsable(user);
    return toTokenResponse(tokens);
  }

  async logout(refreshToken: string, accessToken: string | undefined): Promise<MessageDto> {
    if (accessToken) await this.verifier.evict(accessToken);
    if (!this.config.USE_IDP) {
      const claims = await this.legacy.verify(refreshToken, 'refresh');
      if (!claims) throw unauthorized('refresh token is invalid or expired');
      await this.verifier.revokeLegacy(claims.jti, claims.exp);
      return { message: 'logged out' };
    }
    let ok: boolean;
    try {
      ok = await this.idp.logout(refreshToken);
    } catch (err) {
      IdpClient.toUnavailable(err);
    }
    if (!ok) throw unauthorized('refresh token is invalid or expired');
    return { message: 'logged out' };
  }
}
