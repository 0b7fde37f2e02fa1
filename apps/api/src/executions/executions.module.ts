import { Deployment, Execution, ExecutionLog } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { ExecutionsController } from './executions.controller';
import { ExecutionsService } from './executions.service';
import { ExecutionOutbox } from './outbox';

@Module({
  imports: [FunctionsModule, TypeOrmModule.forFeature([Execution, ExecutionLog, Deployment])],
  controllers: [ExecutionsController],
  providers: [ExecutionsService, ExecutionOutbox],
  exports: [ExecutionOutbox],
})
export class ExecutionsModule {}
