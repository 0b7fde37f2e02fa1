import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter';
import { ApiConfig } from '../config';

/**
 * Request limits: @nestjs/throttler's module options hold the windows' sizes; RateLimiter counts
 * in Redis (on the process's one connection), so every replica counts together.
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
  providers: [RateLimiter, RateLimitGuard],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}
