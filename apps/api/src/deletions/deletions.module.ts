import { PendingDeletion } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { DeletionsController } from './deletions.controller';
import { DeletionsService } from './deletions.service';

@Module({
  imports: [FunctionsModule, TypeOrmModule.forFeature([PendingDeletion])],
  controllers: [DeletionsController],
  providers: [DeletionsService],
})
export class DeletionsModule {}
