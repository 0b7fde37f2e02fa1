import { Module } from '@nestjs/common';
import { FunctionsModule } from '../../functions/functions.module';
import { AliasesController } from './aliases.controller';
import { AliasesService } from './aliases.service';

/** Aliases of functions: named versions, with canaries (invocations resolve them: addressing.ts). */
@Module({
  imports: [FunctionsModule],
  controllers: [AliasesController],
  providers: [AliasesService],
})
export class AliasesModule {}
