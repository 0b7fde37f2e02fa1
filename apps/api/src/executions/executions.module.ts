import { Execution, ExecutionLog } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { FunctionsModule } from '../functions/functions.module';
import { ConcurrencyLimiter } from './concurrency-limiter';
import { ExecutionsController } from './executions.controller';
import { ExecutionsService } from './executions.service';
import { ResultWaiter } from './result-waiter';

@Module({
  imports: [FunctionsModule, ApiKeysModule, TypeOrmModule.forFeature([Execution, ExecutionLog])],
  controllers: [ExecutionsController],
  providers: [ExecutionsService, ConcurrencyLimiter, ResultWaiter],
})
export class ExecutionsModule {}
