import { Module } from '@nestjs/common';
import { FunctionsModule } from '../functions/functions.module';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

@Module({ imports: [FunctionsModule], controllers: [StatsController], providers: [StatsService] })
export class StatsModule {}
