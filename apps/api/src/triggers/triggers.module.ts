import { Module } from '@nestjs/common';
import { FunctionsModule } from '../functions/functions.module';
import { TriggersController } from './triggers.controller';
import { TriggersService } from './triggers.service';

/** Broker triggers of functions: their definitions and status (the workers consume them). */
@Module({
  imports: [FunctionsModule],
  controllers: [TriggersController],
  providers: [TriggersService],
})
export class TriggersModule {}
