import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit.guard';
import { ApiConfig } from '../config';

/**
 * Request limits: @nestjs/throttler holds the windows' configuration and the skip decorators;
 * RateLimitGuard counts in Redis (on the process's one connection), so every replica counts together.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => ({
        throttlers: [
          { name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE },
          { name: 'hour', ttl: 3_600_000, limit: config.RATE_LIMIT_PER_HOUR },
        ],
      }),
    }),
  ],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard],
})
export class RateLimitModule {}
