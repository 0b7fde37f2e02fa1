import { Module } from '@nestjs/common';
import { FunctionsModule } from '../../functions/functions.module';
import { RolloutsController } from './rollouts.controller';
import { RolloutsService } from './rollouts.service';

/** Rollout policies, and rollouts as people see and decide them (the worker's RolloutDecider decides on time). */
@Module({
  imports: [FunctionsModule],
  controllers: [RolloutsController],
  providers: [RolloutsService],
})
export class RolloutsModule {}
