import { Module } from '@nestjs/common';
import { ExecutionsModule } from '../executions/executions.module';
import { FunctionsModule } from '../functions/functions.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';
import { ThrottleCounter } from './throttle-counter';
import { TeamAccessModule } from '../teams/team-access.module';

@Module({
  imports: [FunctionsModule, ExecutionsModule, TeamAccessModule],
  controllers: [StatsController],
  providers: [StatsService, ThrottleCounter],
  exports: [ThrottleCounter],
})
export class StatsModule {}
