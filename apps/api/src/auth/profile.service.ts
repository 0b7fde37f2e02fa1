import { User, UserInformation } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from './current-user.decorator';
import { ProfileDto, UpdateProfileDto } from './dto/profile.dto';
import { IdpClient } from './idp.client';
import { toIdpProfile, toProfileDto } from './profile.mapper';
import { ApiConfig } from '../config';

/** The caller's profile, kept in step between the database and the identity provider. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly config: ApiConfig,
    private readonly idp: IdpClient,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserInformation) private readonly infos: Repository<UserInformation>,
  ) {}

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
}
