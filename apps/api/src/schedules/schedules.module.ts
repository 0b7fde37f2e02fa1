import { Module } from '@nestjs/common';
import { FunctionsModule } from '../functions/functions.module';
import { SchedulesController } from './schedules.controller';
import { SchedulesService } from './schedules.service';

/** Cron schedules of functions (the workers fire them). */
@Module({
  imports: [FunctionsModule],
  controllers: [SchedulesController],
  providers: [SchedulesService],
})
export class SchedulesModule {}
