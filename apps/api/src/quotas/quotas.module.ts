import { archiveStorageProvider } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TeamAccessModule } from '../teams/team-access.module';
import { TeamUsage } from './team-usage';
import { UsageController } from './usage.controller';

/** A team's usage of its quotas, and the check of the counted ones (limits: libs/database TeamQuotas). */
@Module({
  imports: [TeamAccessModule],
  controllers: [UsageController],
  providers: [TeamUsage, archiveStorageProvider],
  exports: [TeamUsage],
})
export class QuotasModule {}
