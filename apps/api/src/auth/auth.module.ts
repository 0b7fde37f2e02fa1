import { User, UserInformation } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { BearerStrategy } from './bearer.strategy';
import { IdpClient } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { LoginService } from './login.service';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';
import { SessionService } from './session.service';
import { TokenVerifier } from './token-verifier.service';
import { UserDirectory } from './user-directory';
import { AccessTokenCheck } from './access-token-check';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, UserInformation])],
  controllers: [AuthController],
  providers: [
    RegistrationService,
    LoginService,
    SessionService,
    ProfileService,
    UserDirectory,
    IdpClient,
    LegacyJwt,
    TokenVerifier,
    AccessTokenCheck,
    BearerStrategy,
  ],
  exports: [LoginService, TokenVerifier],
})
export class AuthModule {}
