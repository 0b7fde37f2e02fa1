import { Module } from '@nestjs/common';
import { FunctionsModule } from '../functions/functions.module';
import { AsyncController } from './async.controller';
import { AsyncService } from './async.service';

/** Asynchronous invocations after they are accepted (the invocation module accepts them; redrives go through the engine's EventIntake): policy and dead letters. */
@Module({
  imports: [FunctionsModule],
  controllers: [AsyncController],
  providers: [AsyncService],
})
export class AsyncModule {}
