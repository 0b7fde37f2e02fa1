import { Deployment, FunctionConfigRevision, FunctionEntity } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsController } from './functions.controller';
import { FunctionConfigService } from './function-config.service';
import { FunctionsService } from './functions.service';
import { SecretsModule } from '../secrets/secrets.module';
import { TeamAccessModule } from '../teams/team-access.module';
import { QuotasModule } from '../quotas/quotas.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([FunctionEntity, Deployment, FunctionConfigRevision]),
    SecretsModule,
    TeamAccessModule,
    QuotasModule,
  ],
  controllers: [FunctionsController],
  providers: [FunctionsService, FunctionConfigService],
  exports: [FunctionsService, FunctionConfigService],
})
export class FunctionsModule {}
