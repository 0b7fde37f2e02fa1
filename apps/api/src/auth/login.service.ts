import { forbidden } from '@fnhost/common';
import { User, UserInformation } from '@fnhost/database';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'crypto';
import { decodeJwt } from 'jose';
import { Repository } from 'typeorm';
import { LoginDto, MessageDto, TokenResponseDto } from './dto/auth.dto';
import { IdpClient, IdpTokens } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { fromIdpProfile, toIdpProfile } from './profile.mapper';
import { assertUsable } from './account-status';
import { subjectOf, toTokenResponse } from './tokens';
import { UserDirectory } from './user-directory';
import { ApiConfig } from '../config';

const INVALID_CREDENTIALS = 'Invalid credentials';
const RESET_MESSAGE = 'If an account exists for this email, a password reset link has been sent.';

/** Login against the identity provider, the migration of legacy (bcrypt) users to it, and password reset. */
@Injectable()
export class LoginService {
  private readonly logger = new Logger(LoginService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly idp: IdpClient,
    private readonly legacy: LegacyJwt,
    private readonly directory: UserDirectory,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserInformation) private readonly infos: Repository<UserInformation>,
  ) {}

  async login(dto: LoginDto): Promise<TokenResponseDto> {
    if (!this.config.USE_IDP) return this.legacyOnlyLogin(dto);
    let tokens: IdpTokens | null;
    try {
      tokens = await this.idp.passwordGrant(dto.email, dto.password);
    } catch (err) {
      IdpClient.toUnavailable(err);
    }
    if (tokens) return this.completeIdpLogin(tokens);
    return this.migrateOnLogin(dto);
  }

  /** The account of the token's subject; an account not linked yet is found by the token's email. */
  private async completeIdpLogin(tokens: IdpTokens): Promise<TokenResponseDto> {
    const sub = subjectOf(tokens);
    let user = await this.users.findOneBy({ idpUserId: sub });
    if (!user) {
      const email = decodeJwt(tokens.access_token).email;
      const linked = typeof email === 'string' ? await this.directory.linkSubject(email, sub) : null;
      if (!linked) throw forbidden(INVALID_CREDENTIALS);
      user = await this.users.findOneByOrFail({ id: linked.id });
    }
    assertUsable(user);
    // Keycloak accepted the password: a legacy hash kept since a batch migration has served its time.
    if (user.passwordHash)
      await this.users.update({ id: user.id }, { passwordHash: null, temporaryPassword: false });
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
    const user = await this.directory.findByEmail(dto.email);
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

  /**
   * Creates the identity provider user and pushes the profile to it. One with the same email is
   * adopted (a migration that failed half-way) only while no account is linked to it.
   */
  private async ensureIdpUser(user: User, info: UserInformation | null, password: string, temporary = false) {
    let existing = user.idpUserId;
    if (!existing) {
      const found = await this.idp.findUserByEmail(user.email);
      if (found && (await this.directory.isSubjectLinked(found.id))) {
        this.logger.error(
          `user ${user.uuid}: the identity provider account with its email belongs to another account; not adopted`,
        );
        throw forbidden(INVALID_CREDENTIALS);
      }
      existing = found?.id ?? null;
    }
    const profile = toIdpProfile(user.email, info ?? {});
    if (existing) {
      await this.idp.setPassword(existing, password);
      await this.idp.updateProfile(existing, profile);
      return existing;
    }
    return this.idp.createUser(profile, password, temporary);
  }

  private async legacyOnlyLogin(dto: LoginDto): Promise<TokenResponseDto> {
    const user = await this.directory.findByEmail(dto.email);
    if (!user?.passwordHash || !(await bcrypt.compare(dto.password, user.passwordHash)))
      throw forbidden(INVALID_CREDENTIALS);
    assertUsable(user);
    return this.legacy.issue(user.id);
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

  /**
   * Batch migration of every legacy user (CLI, not HTTP): an identity provider user with a
   * temporary password and the UPDATE_PASSWORD action, attributes pushed. The bcrypt hash stays:
   * the user's first login with the old password moves it into Keycloak (migrateOnLogin).
   * Idempotent.
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
        await this.users.update({ id: user.id }, { idpUserId: idpId, temporaryPassword: true });
        counts.migrated++;
      } catch (err) {
        this.idp.logError(`batch migration of user ${user.uuid}`, err);
        counts.failed++;
      }
    }
    return counts;
  }
}
