import { User, UserInformation } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BearerStrategy } from './bearer.strategy';
import { IdpClient } from './idp.client';
import { LegacyJwt } from './legacy-jwt';
import { TokenVerifier } from './token-verifier.service';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, UserInformation])],
  controllers: [AuthController],
  providers: [AuthService, IdpClient, LegacyJwt, TokenVerifier, BearerStrategy],
  exports: [AuthService],
})
export class AuthModule {}
