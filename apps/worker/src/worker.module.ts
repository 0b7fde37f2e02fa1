import { AppConfig, ArchiveStorage, ConfigModule, FsArchiveStorage } from '@fnhost/common';
import { DatabaseModule, Deployment, FunctionEntity } from '@fnhost/database';
import { blockingRedisConnection, QueueModule } from '@fnhost/queue';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CleanupService } from './cleanup/cleanup.service';
import { StaleService } from './cleanup/stale.service';
import { ContainerEngine } from './containers/container-engine';
import { SocketDirs } from './containers/socket-dirs';
import { WarmPool } from './containers/warm-pool';
import { WorkerPresence } from './containers/worker-presence';
import { DeployService } from './deploy/deploy.service';
import { WorkerHealthController } from './health/health.controller';
import { ExecutionRecorder } from './invoke/execution-recorder';
import { InvokeService } from './invoke/invoke.service';
import { PROCESSORS } from './processors';
import { Reconciler } from './reconcile/reconciler.service';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    QueueModule,
    ScheduleModule.forRoot(),
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ connection: blockingRedisConnection(config) }),
    }),
    BullModule.registerQueue({ name: 'deploy' }, { name: 'invoke' }, { name: 'cleanup' }),
    TypeOrmModule.forFeature([FunctionEntity, Deployment]),
  ],
  controllers: [WorkerHealthController],
  providers: [
    { provide: ArchiveStorage, useClass: FsArchiveStorage },
    ContainerEngine,
    SocketDirs,
    WarmPool,
    WorkerPresence,
    DeployService,
    InvokeService,
    ExecutionRecorder,
    CleanupService,
    StaleService,
    Reconciler,
    ...PROCESSORS,
  ],
})
export class WorkerModule {}
