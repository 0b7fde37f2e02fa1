import { archiveStorageProvider, Deployment, FunctionConfigRevision } from '@fnhost/database';
import { Module } from '@nestjs/common';
import { tmpdir } from 'os';
import { MulterModule } from '@nestjs/platform-express';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionsModule } from '../functions/functions.module';
import { SecretsModule } from '../secrets/secrets.module';
import { QuotasModule } from '../quotas/quotas.module';
import { DeploymentsController } from './deployments.controller';
import { DeploymentsService } from './deployments.service';
import { VersionDeletion } from './version-deletion';
import { ApiConfig } from '../config';

@Module({
  imports: [
    FunctionsModule,
    SecretsModule,
    QuotasModule,
    TypeOrmModule.forFeature([Deployment, FunctionConfigRevision]),
    // Multer's own limit error becomes 413 in the envelope. The archive streams to a temporary
    // file as it arrives (never held in memory), removed once the request is answered (UploadCleanup).
    MulterModule.registerAsync({
      inject: [ApiConfig],
      useFactory: (config: ApiConfig) => ({
        dest: tmpdir(),
        limits: { fileSize: config.MAX_ARCHIVE_MB * 1024 * 1024, files: 1, fields: 10 },
      }),
    }),
  ],
  controllers: [DeploymentsController],
  providers: [DeploymentsService, VersionDeletion, archiveStorageProvider],
})
export class DeploymentsModule {}
