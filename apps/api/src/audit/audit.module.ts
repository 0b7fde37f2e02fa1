import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TeamAccessModule } from '../teams/team-access.module';
import { AuditController } from './audit.controller';
import { AuditLog } from './audit-log.service';
import { AuditResult } from './audit-mark';

/** The audit log; its guard (AuditMark) is the app's first global guard (app.module.ts). */
@Module({
  imports: [TeamAccessModule],
  controllers: [AuditController],
  providers: [AuditLog, { provide: APP_INTERCEPTOR, useClass: AuditResult }],
  exports: [AuditLog],
})
export class AuditModule {}
