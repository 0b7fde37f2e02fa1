import { AppConfig } from '@fnhost/common';
import { JobQueue } from '@fnhost/queue';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * Request limits whose counters live in Redis, so every api replica counts together. They use
 * the process's one Redis connection, which JobQueue closes at shutdown.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, JobQueue],
      useFactory: (config: AppConfig, jobs: JobQueue) => ({
        throttlers: [
          { name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE },
          { name: 'hour', ttl: 3_600_000, limit: config.RATE_LIMIT_PER_HOUR },
        ],
        storage: new ThrottlerStorageRedisService(jobs.connection),
      }),
    }),
  ],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard],
})
export class RateLimitModule {}
