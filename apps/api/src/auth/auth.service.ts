import { AppConfig, conflict, forbidden, unauthorized } from '@fnhost/common';
import { User, UserInformation } from '@fnhost/database';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'crypto';
import { decodeJwt } from 'jose';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from './current-user.decorator';
import { LoginDto, MessageDto, RegisterDto, TokenResponseDto } from './dto/auth.dto';
import { ProfileDto, UpdateProfileDto } from './dto/profile.dto';
import { IdpClient, IdpTokens } from './idp.client';
import { ACCESS_TOKEN_TTL_S, LegacyJwt } from './legacy-jwt';
import { fromIdpProfile, toIdpProfile, toProfileDto } from './profile.mapper';
import { assertUsable, TokenVerifier } from './token-verifier.service';

const INVALID_CREDENTIALS = 'Invalid credentials';
const RESET_MESSAGE = 'If an account exists for this email, a password reset link has been sent.';

/** Account flows against the identity provider, with the database kept in step. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly idp: IdpClient,
    private readonly legacy: LegacyJwt,
    private readonly verifier: TokenVerifier,
    private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserInformation) private readonly infos: Repository<UserInformation>,
  ) {}

  private findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  private assertRegistrationOpen(email: string) {
    const domains = this.config.REGISTRATION_ALLOWED_DOMAINS.split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
    const domain = email.split('@')[1]?.toLowerCase();
    if (!this.config.REGISTRATION_ENABLED || (domains.length && !domains.includes(domain)))
      throw forbidden('registration is closed');
  }

  async register(dto: RegisterDto): Promise<MessageDto> {
    this.assertRegistrationOpen(dto.email);
    if (await this.findByEmail(dto.email)) throw conflict('email is already registered');
    const info = { firstName: dto.first_name, lastName: dto.last_name };
    if (!this.config.USE_IDP) {
      await this.insertUser(dto.email, null, info, await bcrypt.hash(dto.password, 10));
      return { message: 'registration successful' };
    }
    let idpId: string;
    try {
      if (await this.idp.findUserByEmail(dto.email)) throw conflict('email is already registered');
      idpId = await this.idp.createUser(
        { email: dto.email, firstName: dto.first_name, lastName: dto.last_name },
        dto.password,
      );
    } catch (err) {
      if (IdpClient.isConflict(err)) throw conflict('email is already registered');
      IdpClient.toUnavailable(err);
    }
    // From here a failure must not leave a half-registered account behind.
    let userId: number | null = null;
    try {
      userId = (await this.insertUser(dto.email, idpId, info, null)).id;
      await this.idp.updateProfile(idpId, toIdpProfile(dto.email, { ...info, role: 'user' }));
    } catch (err) {
      this.logger.error(
        `registration of ${dto.email} failed after the identity provider step: ${(err as Error).message}`,
      );
      if (userId !== null) await this.users.delete({ id: userId });
      await this.idp
        .deleteUser(idpId)
        .catch((e) => this.idp.logError('rollback of identity provider user', e));
      throw err;
    }
    return { message: 'registration successful' };
  }

  private insertUser(
    email: string,
    idpUserId: string | null,
    info: Partial<UserInformation>,
    passwordHash: string | null,
  ) {
    return this.db.transaction(async (tx) => {
      const user = await tx.getRepository(User).save({ email, idpUserId, passwordHash });
      await tx.getRepository(UserInformation).save({ userId: user.id, ...info });
      return user;
    });
  }

  async login(dto: LoginDto): Promise<TokenResponseDto> {
    if (!this.config.USE_IDP) return this.legacyOnlyLogin(dto);
    let tokens: IdpTokens | null;
    try {
      tokens = await this.idp.passwordGrant(dto.email, dto.password);
    } catch (err) {
      IdpClient.toUnavailable(err);
    }
    if (tokens) return this.completeIdpLogin(tokens, dto.email);
    return this.migrateOnLogin(dto);
  }

  private async completeIdpLogin(tokens: IdpTokens, email: string): Promise<TokenResponseDto> {
    const sub = String(decodeJwt(tokens.access_token).sub);
    let user = await this.users.findOneBy({ idpUserId: sub });
    if (!user) {
      user = await this.findByEmail(email);
      if (!user) throw forbidden(INVALID_CREDENTIALS);
      await this.users.update({ id: user.id }, { idpUserId: sub });
    }
    assertUsable(user);
    await this.pullProfile(user, sub);
    return toTokenResponse(tokens);
  }

  /** Identity provider -> database direction of the sync table, at every login. */
  private async pullProfile(user: User, idpId: string) {
    try {
      const rep = await this.idp.getUser(idpId);
      if (!rep) return;
      const changes = fromIdpProfile({ email: rep.email ?? user.email, ...rep } as never);
      await this.infos.upsert({ userId: user.id, ...changes }, ['userId']);
      if (rep.emailVerified !== undefined && rep.emailVerified !== user.isEmailVerified)
        await this.users.update({ id: user.id }, { isEmailVerified: rep.emailVerified });
    } catch (err) {
      // The login itself succeeded; a failed profile pull is retried at the next login.
      this.idp.logError(`profile pull for user ${user.uuid}`, err);
    }
  }

  /** Legacy fallback: a bcrypt hash in the database moves the user to the identity provider. */
  private async migrateOnLogin(dto: LoginDto): Promise<TokenResponseDto> {
    const user = await this.findByEmail(dto.email);
    if (!user?.passwordHash || !(await bcrypt.compare(dto.password, user.passwordHash)))
      throw forbidden(INVALID_CREDENTIALS);
    assertUsable(user);
    const info = await this.infos.findOneBy({ userId: user.id });
    try {
      const idpId = await this.ensureIdpUser(user, info, dto.password);
      await this.users.update(
        { id: user.id },
        { idpUserId: idpId, passwordHash: null, temporaryPassword: false },
      );
      const tokens = await this.idp.passwordGrant(user.email, dto.password);
      if (!tokens) throw new Error('login after migration was refused');
      this.logger.log(`user ${user.uuid} migrated to the identity provider`);
      return toTokenResponse(tokens);
    } catch (err) {
      if ((err as { getStatus?: unknown }).getStatus) throw err;
      this.idp.logError(`migration of user ${user.uuid}`, err);
      IdpClient.toUnavailable(err);
    }
  }

  /** Creates (or adopts, by email) the identity provider user and pushes the profile to it. */
  private async ensureIdpUser(user: User, info: UserInformation | null, password: string, temporary = false) {
    const existing = user.idpUserId ?? (await this.idp.findUserByEmail(user.email))?.id;
    const profile = toIdpProfile(user.email, info ?? {});
    if (existing) {
      await this.idp.setPassword(existing, password);
      await this.idp.updateProfile(existing, profile);
      return existing;
    }
    return this.idp.createUser(profile, password, temporary);
  }

  private async legacyOnlyLogin(dto: LoginDto): Promise<TokenResponseDto> {
    const user = await this.findByEmail(dto.email);
    if (!user?.passwordHash || !(await bcrypt.compare(dto.password, user.passwordHash)))
      throw forbidden(INVALID_CREDENTIALS);
    assertUsable(user);
    return this.legacy.issue(user.id);
  }

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
    const user = await this.users.findOneBy({ idpUserId: String(decodeJwt(tokens.access_token).sub) });
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

  async resetPassword(email: string): Promise<MessageDto> {
    if (this.config.USE_IDP) {
      try {
        const found = await this.idp.findUserByEmail(email);
        if (found) await this.idp.sendPasswordReset(found.id);
      } catch (err) {
        // The answer must not reveal whether the address exists, nor an outage of the mailer.
        this.idp.logError('password reset', err);
      }
    }
    return { message: RESET_MESSAGE };
  }

  async me(auth: AuthUser): Promise<ProfileDto> {
    const user = await this.users.findOneByOrFail({ id: auth.id });
    return toProfileDto(user, await this.infos.findOneBy({ userId: user.id }));
  }

  async updateMe(auth: AuthUser, dto: UpdateProfileDto): Promise<ProfileDto> {
    const user = await this.users.findOneByOrFail({ id: auth.id });
    const changes: Partial<UserInformation> = {
      firstName: dto.first_name,
      lastName: dto.last_name,
      phoneNumber: dto.phone_number,
      country: dto.country,
      city: dto.city,
      address: dto.address,
      zipCode: dto.zip_code,
      avatar: dto.avatar,
    };
    for (const key of Object.keys(changes) as (keyof UserInformation)[])
      if (changes[key] === undefined) delete changes[key];
    if (this.config.USE_IDP && user.idpUserId) {
      try {
        await this.idp.updateProfile(user.idpUserId, toIdpProfile(user.email, changes));
      } catch (err) {
        IdpClient.toUnavailable(err);
      }
    }
    await this.infos.upsert({ userId: user.id, ...changes }, ['userId']);
    return this.me(auth);
  }

  /**
   * Batch migration of every legacy user (CLI, not HTTP): an identity provider user with a
   * temporary password and the UPDATE_PASSWORD action, attributes pushed. Idempotent.
   */
  async migrateLegacyUsers(): Promise<{ migrated: number; failed: number; skipped: number }> {
    const legacyUsers = await this.users.createQueryBuilder('u').where('u.idp_user_id IS NULL').getMany();
    const counts = { migrated: 0, failed: 0, skipped: 0 };
    for (const user of legacyUsers) {
      if (user.status === 'deleted') {
        counts.skipped++;
        continue;
      }
      try {
        const info = await this.infos.findOneBy({ userId: user.id });
        const idpId = await this.ensureIdpUser(user, info, randomBytes(18).toString('base64url'), true);
        await this.users.update(
          { id: user.id },
          { idpUserId: idpId, passwordHash: null, temporaryPassword: true },
        );
        counts.migrated++;
      } catch (err) {
        this.idp.logError(`batch migration of user ${user.uuid}`, err);
        counts.failed++;
      }
    }
    return counts;
  }
}

function toTokenResponse(tokens: IdpTokens): TokenResponseDto {
  return {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokenLifetime(tokens),
    token_type: 'Bearer',
  };
}

/**
 * The token's lifetime (exp - iat). Keycloak's own expires_in is exp minus *its* clock at
 * response time, so it reads 299 when a second ticks over; clients expect the stable 300.
 */
function tokenLifetime(tokens: IdpTokens): number {
  const { exp, iat } = decodeJwt(tokens.access_token);
  if (typeof exp === 'number' && typeof iat === 'number' && exp > iat) return exp - iat;
  return tokens.expires_in ?? ACCESS_TOKEN_TTL_S;
}
