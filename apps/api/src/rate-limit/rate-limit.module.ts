import { USER_WINDOWS } from '@fnhost/engine';
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
      useFactory: (config: ApiConfig) => ({ throttlers: USER_WINDOWS(config) }),
    }),
  ],
  providers: [RateLimiter, RateLimitGuard],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}
