import { RedisService } from '@fnhost/redis';
import { Global, Module } from '@nestjs/common';
import { EventIntake } from './event-intake';
import { Leases } from './lease';
import { OwedEvents } from './owed-events';

/** The invocation engine's services, one of each per process (api and worker alike). */
@Global()
@Module({
  providers: [
    EventIntake,
    OwedEvents,
    {
      provide: Leases,
      useFactory: (redis: RedisService) => new Leases(redis.client),
      inject: [RedisService],
    },
  ],
  exports: [EventIntake, Leases],
})
export class EngineModule {}
