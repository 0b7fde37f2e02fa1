import { SecretEntity } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecretsController } from './secrets.controller';
import { SecretsService } from './secrets.service';
import { TeamAccessModule } from '../teams/team-access.module';
import { QuotasModule } from '../quotas/quotas.module';

/** A team's secrets: sealed values functions read as files, named by their configuration or function.json. */
@Module({
  imports: [TypeOrmModule.forFeature([SecretEntity]), TeamAccessModule, QuotasModule],
  controllers: [SecretsController],
  providers: [SecretsService],
  exports: [SecretsService],
})
export class SecretsModule {}
