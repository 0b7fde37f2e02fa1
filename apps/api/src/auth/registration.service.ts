import { conflict, forbidden } from '@fnhost/common';
import { User, UserInformation } from '@fnhost/database';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcryptjs';
import { DataSource, Repository } from 'typeorm';
import { MessageDto, RegisterDto } from './dto/auth.dto';
import { IdpClient } from './idp.client';
import { toIdpProfile } from './profile.mapper';
import { UserDirectory } from './user-directory';
import { ApiConfig } from '../config';

/** Registration: the identity provider first, then the database, undone together on failure. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger(RegistrationService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly idp: IdpClient,
    private readonly directory: UserDirectory,
    private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

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
    if (await this.directory.findByEmail(dto.email)) throw conflict('email is already registered');
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
        .catch((e) =>
          this.idp.logError(`rollback of identity provider user ${idpId} (remove it by hand)`, e),
        );
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
}
