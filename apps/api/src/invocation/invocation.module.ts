import { Execution } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { FunctionsModule } from '../functions/functions.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ReplyModule } from '../reply/reply.module';
import { StatsModule } from '../stats/stats.module';
import { Admission } from './admission';
import { AsyncInvocationService } from './async-invocation.service';
import { InvocationController } from './invocation.controller';
import { InvocationDispatch } from './invocation-dispatch';
import { InvocationRunner } from './invocation-runner';
import { InvocationService } from './invocation.service';
import { RunningCalls } from './running-calls';

/**
 * Invocation: admission (rate windows, signature use, concurrency lease and placement in one
 * script), the job on a worker and the watch over it (InvocationRunner); the result comes back
 * through the reply (ReplyModule); the lease's frees are Leases' verbs (@fnhost/engine). Every trigger goes through it (decision 1).
 */
@Module({
  imports: [
    FunctionsModule,
    ApiKeysModule,
    RateLimitModule,
    StatsModule,
    ReplyModule,
    TypeOrmModule.forFeature([Execution]),
  ],
  controllers: [InvocationController],
  providers: [
    Admission,
    InvocationDispatch,
    InvocationRunner,
    InvocationService,
    AsyncInvocationService,
    RunningCalls,
  ],
  exports: [Admission, InvocationService, AsyncInvocationService, RunningCalls],
})
export class InvocationModule {}
