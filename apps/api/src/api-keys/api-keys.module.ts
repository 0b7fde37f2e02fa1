import { ApiKey } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { ApiKeysAuthController, ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';
import { SignatureVerifier } from './signature-verifier';
import { TeamAccessModule } from '../teams/team-access.module';

@Module({
  imports: [FunctionsModule, TeamAccessModule, TypeOrmModule.forFeature([ApiKey])],
  controllers: [ApiKeysAuthController, ApiKeysController],
  providers: [ApiKeysService, SignatureVerifier],
  exports: [ApiKeysService, SignatureVerifier],
})
export class ApiKeysModule {}
