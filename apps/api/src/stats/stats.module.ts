import { Module } from '@nestjs/common';
import { ExecutionsModule } from '../executions/executions.module';
import { FunctionsModule } from '../functions/functions.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';
import { ThrottleCounter } from './throttle-counter';

@Module({
  imports: [FunctionsModule, ExecutionsModule],
  controllers: [StatsController],
  providers: [StatsService, ThrottleCounter],
  exports: [ThrottleCounter],
})
export class StatsModule {}
