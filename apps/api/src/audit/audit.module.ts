import { Module } from '@nestjs/common';
import { TeamAccessModule } from '../teams/team-access.module';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log.service';

/**
 * The audit log; its guard (AuditMark) is the app's first global guard (app.module.ts), and an
 * audited route keeps its answer for the entry (AuditResult, through its Audit mark).
 */
@Module({
  imports: [TeamAccessModule],
  controllers: [AuditController],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule {}
