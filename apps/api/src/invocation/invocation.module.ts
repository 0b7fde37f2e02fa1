import { Execution } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { FunctionsModule } from '../functions/functions.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { StatsModule } from '../stats/stats.module';
import { Admission } from './admission';
import { AsyncInvocationService } from './async-invocation.service';
import { InvocationController } from './invocation.controller';
import { InvocationDispatch } from './invocation-dispatch';
import { InvocationService } from './invocation.service';
import { ResultWaiter } from './result-waiter';
import { RunningCalls } from './running-calls';

/**
 * Invocation: admission (rate windows, signature use, concurrency lease in one script), the
 * lease's release, placement on a warm worker, and the result's way back. Every trigger goes
 * through it (DESIGN section 9).
 */
@Module({
  imports: [
    FunctionsModule,
    ApiKeysModule,
    RateLimitModule,
    StatsModule,
    TypeOrmModule.forFeature([Execution]),
  ],
  controllers: [InvocationController],
  providers: [
    Admission,
    ResultWaiter,
    InvocationDispatch,
    InvocationService,
    AsyncInvocationService,
    RunningCalls,
  ],
  exports: [Admission, InvocationService, AsyncInvocationService, RunningCalls],
})
export class InvocationModule {}
