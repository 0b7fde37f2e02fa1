import { TestEvent } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { TestEventsController } from './test-events.controller';
import { TestEventsService } from './test-events.service';

/** Saved test events: a function's named inputs, for the playground and `fnhost invoke --event`. */
@Module({
  imports: [FunctionsModule, TypeOrmModule.forFeature([TestEvent])],
  controllers: [TestEventsController],
  providers: [TestEventsService],
})
export class TestEventsModule {}
