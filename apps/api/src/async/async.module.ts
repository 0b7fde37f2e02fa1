import { Module } from '@nestjs/common';
import { FunctionsModule } from '../functions/functions.module';
import { InvocationModule } from '../invocation/invocation.module';
import { AsyncController } from './async.controller';
import { AsyncService } from './async.service';

/** Asynchronous invocations after they are accepted (the invocation module accepts them): policy and dead letters. */
@Module({
  imports: [FunctionsModule, InvocationModule],
  controllers: [AsyncController],
  providers: [AsyncService],
})
export class AsyncModule {}
