import { AppConfig, ArchiveStorage, ConfigModule, FsArchiveStorage } from '@fnhost/common';
import { DatabaseModule, Deployment, FunctionEntity } from '@fnhost/database';
import { QueueModule, redisConnection } from '@fnhost/queue';
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
import { InvokeService } from './invoke/invoke.service';
import { CleanupProcessor, DeployProcessor, InvokeProcessor } from './processors';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    QueueModule,
    ScheduleModule.forRoot(),
    BullModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ connection: redisConnection(config) }),
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
    CleanupService,
    StaleService,
    DeployProcessor,
    InvokeProcessor,
    CleanupProcessor,
  ],
})
export class WorkerModule {}
