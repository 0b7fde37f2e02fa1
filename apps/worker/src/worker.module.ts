import { ConfigModule } from '@fnhost/common';
import {
  archiveStorageProvider,
  ChangeFeedModule,
  DatabaseModule,
  Deployment,
  FunctionEntity,
  TeamQuotasModule,
} from '@fnhost/database';
import { loggingModule, metricsController, MetricsModule } from '@fnhost/observability';
import { EngineModule } from '@fnhost/engine';
import { QueueModule } from '@fnhost/queue';
import { blockingRedisConnection, RedisModule } from '@fnhost/redis';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { CodeCache } from './containers/code-cache';
import { ContainerEngine } from './containers/container-engine';
import { DockerEngine } from './containers/docker-engine';
import { ImageBuilder } from './containers/image-builder';
import { HostStorage } from './host-storage/host-storage.service';
import { ImageStore } from './containers/image-store';
import { SecretFiles } from './containers/secret-files';
import { SocketDirs } from './containers/socket-dirs';
import { StemCells } from './containers/stem-cells';
import { InstanceCalls } from './containers/instance-calls';
import { InstanceStarter } from './containers/instance-starter';
import { Reaper } from './containers/reaper';
import { WarmPool } from './containers/warm-pool';
import { WorkerPresence } from './containers/worker-presence';
import { WorkerStatusService } from './containers/worker-status';
import { DeployService } from './deploy/deploy.service';
import { DependencyInstaller } from './deploy/dependency-installer';
import { AuditRetention } from './cleanup/audit-retention';
import { ExecutionRetention } from './cleanup/execution-retention';
import { AsyncAttempts } from './events/async-attempts.service';
import { Deliveries } from './events/deliveries.service';
import { ScheduleRunner } from './events/schedule-runner';
import { RolloutDecider } from './releases/rollout-decider';
import { TriggerDeliveries } from './triggers/trigger-deliveries';
import { TriggerMetrics } from './triggers/trigger-metrics';
import { TriggerSupervisor } from './triggers/trigger-supervisor';
import { WorkerHealthController } from './health/health.controller';
import { ExecutionRecorder } from './invoke/execution-recorder';
import { InvokeService } from './invoke/invoke.service';
import { InvokeWorkers } from './invoke/invoke-workers';
import { WorkerMetrics } from './metrics/worker-metrics';
import { NetworkPolicy } from './network/network-policy.service';
import { Nft } from './network/nft';
import { PROCESSORS } from './processors';
import { Reconciler } from './reconcile/reconciler.service';
import { WorkerConfig } from './config';

@Module({
  imports: [
    ConfigModule.forRoot(WorkerConfig),
    DatabaseModule,
    ChangeFeedModule,
    TeamQuotasModule,
    RedisModule,
    QueueModule,
    EngineModule,
    MetricsModule,
    loggingModule(),
    ScheduleModule.forRoot(),
    BullModule.forRootAsync({
      inject: [WorkerConfig],
      useFactory: (config: WorkerConfig) => ({ connection: blockingRedisConnection(config) }),
    }),
    BullModule.registerQueue({ name: 'deploy' }, { name: 'cleanup' }, { name: 'events' }),
    TypeOrmModule.forFeature([FunctionEntity, Deployment]),
  ],
  controllers: [WorkerHealthController, metricsController()],
  providers: [
    archiveStorageProvider,
    // The engine driver: a Kubernetes one would be another class here (docs/scaling.md).
    { provide: ContainerEngine, useClass: DockerEngine },
    { provide: Nft, useValue: new Nft() },
    NetworkPolicy,
    ImageStore,
    ImageBuilder,
    HostStorage,
    SocketDirs,
    SecretFiles,
    CodeCache,
    StemCells,
    InstanceStarter,
    WarmPool,
    InstanceCalls,
    Reaper,
    WorkerPresence,
    WorkerStatusService,
    InvokeWorkers,
    WorkerMetrics,
    DeployService,
    DependencyInstaller,
    AuditRetention,
    ExecutionRetention,
    InvokeService,
    ExecutionRecorder,
    CleanupService,
    StaleService,
    Reconciler,
    AsyncAttempts,
    Deliveries,
    ScheduleRunner,
    RolloutDecider,
    TriggerSupervisor,
    TriggerDeliveries,
    TriggerMetrics,
    ...PROCESSORS,
  ],
})
export class WorkerModule {}
