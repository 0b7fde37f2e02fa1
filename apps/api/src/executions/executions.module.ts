import { Execution, ExecutionLog } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { FunctionsModule } from '../functions/functions.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { ExecutionsController } from './executions.controller';
import { ExecutionsService } from './executions.service';
import { InvokeGuard } from './invoke.guard';
import { ResultWaiter } from './result-waiter';

@Module({
  imports: [
    FunctionsModule,
    ApiKeysModule,
    RateLimitModule,
    TypeOrmModule.forFeature([Execution, ExecutionLog]),
  ],
  controllers: [ExecutionsController],
  providers: [ExecutionsService, ConcurrencyLimiter, ResultWaiter, InvokeGuard],
})
export class ExecutionsModule {}
