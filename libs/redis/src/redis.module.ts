import { Global, Module } from '@nestjs/common';
import { RedisService } from './redis.service';

/** One RedisService (one command connection) per process. */
@Global()
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
