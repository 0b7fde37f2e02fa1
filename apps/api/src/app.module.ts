import { ConfigModule } from '@fnhost/common';
import { ChangeFeedModule, DatabaseModule, TeamQuotasModule } from '@fnhost/database';
import { loggingModule } from '@fnhost/observability';
import { EngineModule } from '@fnhost/engine';
import { QueueModule } from '@fnhost/queue';
import { RedisModule } from '@fnhost/redis';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiConfig } from './config';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AsyncModule } from './async/async.module';
import { SchedulesModule } from './schedules/schedules.module';
import { AliasesModule } from './releases/aliases/aliases.module';
import { TriggersModule } from './triggers/triggers.module';
import { RolloutsModule } from './releases/rollouts/rollouts.module';
import { BearerAuthGuard } from './auth/auth.guard';
import { AuthModule } from './auth/auth.module';
import { DeletionsModule } from './deletions/deletions.module';
import { DeploymentsModule } from './deployments/deployments.module';
import { ExecutionsModule } from './executions/executions.module';
import { InvocationModule } from './invocation/invocation.module';
import { FunctionsModule } from './functions/functions.module';
import { FunctionUrlsModule } from './function-urls/function-urls.module';
import { HealthModule } from './health/health.module';
import { ApiMetricsModule } from './metrics/api-metrics.module';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SecretsModule } from './secrets/secrets.module';
import { StatsModule } from './stats/stats.module';
import { TestEventsModule } from './test-events/test-events.module';
import { TeamsModule } from './teams/teams.module';
import { QuotasModule } from './quotas/quotas.module';
import { AuditModule } from './audit/audit.module';
import { AuditMark } from './audit/audit-mark';

@Module({
  imports: [
    ConfigModule.forRoot(ApiConfig),
    DatabaseModule,
    ChangeFeedModule,
    TeamQuotasModule,
    RedisModule,
    QueueModule,
    EngineModule,
    ApiMetricsModule,
    loggingModule(),
    RateLimitModule,
    HealthModule,
    AuthModule,
    TeamsModule,
    QuotasModule,
    // Before FunctionsModule: its routes (pending-deletions) must be matched before GET :id.
    DeletionsModule,
    FunctionsModule,
    DeploymentsModule,
    ExecutionsModule,
    InvocationModule,
    AsyncModule,
    SchedulesModule,
    AliasesModule,
    TriggersModule,
    RolloutsModule,
    FunctionUrlsModule,
    ApiKeysModule,
    SecretsModule,
    StatsModule,
    TestEventsModule,
    AuditModule,
  ],
  providers: [
    // Global guards run in this order: the audit mark (so refusals are recorded), who is calling,
    // then how often.
    { provide: APP_GUARD, useClass: AuditMark },
    { provide: APP_GUARD, useClass: BearerAuthGuard },
    { provide: APP_GUARD, useExisting: RateLimitGuard },
  ],
})
export class AppModule {}
