import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AuthModule } from '../auth/auth.module';
import { FunctionsModule } from '../functions/functions.module';
import { InvocationModule } from '../invocation/invocation.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { FunctionUrlsController } from './function-urls.controller';
import { FunctionUrlsService } from './function-urls.service';
import { UrlRequestsController } from './url-requests.controller';
import { UrlAuth } from './url-auth';
import { UrlRequestsService } from './url-requests.service';
import { TeamAccessModule } from '../teams/team-access.module';

/**
 * Function URLs: their configuration (one per function, under a random slug), and the requests
 * they take, run through the invocation core with AWS Lambda's payload format 2.0.
 */
@Module({
  imports: [FunctionsModule, InvocationModule, ApiKeysModule, AuthModule, RateLimitModule, TeamAccessModule],
  controllers: [FunctionUrlsController, UrlRequestsController],
  providers: [FunctionUrlsService, UrlRequestsService, UrlAuth],
})
export class FunctionUrlsModule {}
