import { ConfigModule } from '@fnhost/common';
import { DatabaseModule, User, UserInformation } from '@fnhost/database';
import { QueueModule } from '@fnhost/queue';
import { RedisModule } from '@fnhost/redis';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdpClient } from './auth/idp.client';
import { LegacyJwt } from './auth/legacy-jwt';
import { LoginService } from './auth/login.service';
import { UserDirectory } from './auth/user-directory';
import { ApiConfig } from './config';

/**
 * What the operator commands (`npm run cli`) need, and nothing of the HTTP api: the queues (jobs
 * for the workers, the workers' listing) and the legacy-user migration. No routes, guards,
 * change feed or result subscriber start for a run of a few seconds.
 */
@Module({
  imports: [
    ConfigModule.forRoot(ApiConfig),
    DatabaseModule,
    RedisModule,
    QueueModule,
    TypeOrmModule.forFeature([User, UserInformation]),
  ],
  providers: [LoginService, IdpClient, LegacyJwt, UserDirectory],
})
export class CliModule {}
