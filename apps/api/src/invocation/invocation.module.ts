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
import { InvocationService } from './invocation.service';
import { RunningCalls } from './running-calls';

/**
 * Invocation: admission (rate windows, signature use, concurrency lease in one script), the
 * lease's release, placement on a warm worker; the result comes back through the reply
 * (ReplyModule). Every trigger goes through it (decision 1).
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
  providers: [Admission, InvocationDispatch, InvocationService, AsyncInvocationService, RunningCalls],
  exports: [Admission, InvocationService, AsyncInvocationService, RunningCalls],
})
export class InvocationModule {}
