import { BaseConfig } from '@fnhost/common';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { InitialSchema1763830000000 } from './migrations/1763830000000-initial-schema';
import { UniqueIdpUserId1764000000000 } from './migrations/1764000000000-unique-idp-user-id';
import { DurableWork1764100000000 } from './migrations/1764100000000-durable-work';
import { ChangeNotifications1764200000000 } from './migrations/1764200000000-change-notifications';
import { DeploymentRuntime1764300000000 } from './migrations/1764300000000-deployment-runtime';
import { Archives1764400000000 } from './migrations/1764400000000-archives';
import { AsyncInvocations1764500000000 } from './migrations/1764500000000-async-invocations';
import { AsyncDestinations1764600000000 } from './migrations/1764600000000-async-destinations';
import { Schedules1764700000000 } from './migrations/1764700000000-schedules';
import { AsyncRetention1764800000000 } from './migrations/1764800000000-async-retention';
import { FunctionUrls1764900000000 } from './migrations/1764900000000-function-urls';
import { FunctionConfiguration1765000000000 } from './migrations/1765000000000-function-configuration';
import { Instances1765100000000 } from './migrations/1765100000000-instances';
import { ExecutionIo1765200000000 } from './migrations/1765200000000-execution-io';
import { BuildLogs1765300000000 } from './migrations/1765300000000-build-logs';
import { ThrottleCounts1765400000000 } from './migrations/1765400000000-throttle-counts';
import { TestEvents1765500000000 } from './migrations/1765500000000-test-events';
import { EventDoors1765600000000 } from './migrations/1765600000000-event-doors';
import { DependencyBuilds1765700000000 } from './migrations/1765700000000-dependency-builds';
import { Teams1765800000000 } from './migrations/1765800000000-teams';
import { AccessTokens1765900000000 } from './migrations/1765900000000-access-tokens';
import { AuditLog1766000000000 } from './migrations/1766000000000-audit-log';
import { TeamQuotas1766100000000 } from './migrations/1766100000000-team-quotas';
import { SourceHashes1766200000000 } from './migrations/1766200000000-source-hashes';
import { AliasesRollouts1766300000000 } from './migrations/1766300000000-aliases-rollouts';
import { Triggers1766400000000 } from './migrations/1766400000000-triggers';
import { StreamedReplies1766500000000 } from './migrations/1766500000000-streamed-replies';
import { AttemptRunners1766600000000 } from './migrations/1766600000000-attempt-runners';
import { VersionDeletion1766700000000 } from './migrations/1766700000000-version-deletion';
import { ExecutionRetention1766800000000 } from './migrations/1766800000000-execution-retention';
import { ContentReceipts1766900000000 } from './migrations/1766900000000-content-receipts';

/** Connection options shared by api, worker, CLI and migrations. Schema changes go through migrations only. */
export function dataSourceOptions(config: Pick<BaseConfig, 'DATABASE_URL'>): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: ENTITIES,
    migrations: [
      InitialSchema1763830000000,
      UniqueIdpUserId1764000000000,
      DurableWork1764100000000,
      ChangeNotifications1764200000000,
      DeploymentRuntime1764300000000,
      Archives1764400000000,
      AsyncInvocations1764500000000,
      AsyncDestinations1764600000000,
      Schedules1764700000000,
      AsyncRetention1764800000000,
      FunctionUrls1764900000000,
      FunctionConfiguration1765000000000,
      Instances1765100000000,
      ExecutionIo1765200000000,
      BuildLogs1765300000000,
      ThrottleCounts1765400000000,
      TestEvents1765500000000,
      EventDoors1765600000000,
      DependencyBuilds1765700000000,
      Teams1765800000000,
      AccessTokens1765900000000,
      AuditLog1766000000000,
      TeamQuotas1766100000000,
      SourceHashes1766200000000,
      AliasesRollouts1766300000000,
      Triggers1766400000000,
      StreamedReplies1766500000000,
      AttemptRunners1766600000000,
      VersionDeletion1766700000000,
      ExecutionRetention1766800000000,
      ContentReceipts1766900000000,
    ],
    migrationsRun: false,
    synchronize: false,
    // An unreachable database fails a query within 2 s (503) instead of waiting on the connect.
    extra: { max: 20, connectionTimeoutMillis: 2000 },
  };
}
