import { Module } from '@nestjs/common';
import { ExecutionsModule } from '../executions/executions.module';
import { FunctionsModule } from '../functions/functions.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({
  imports: [FunctionsModule, ExecutionsModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
