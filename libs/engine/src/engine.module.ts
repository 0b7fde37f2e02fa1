import { RedisService } from '@fnhost/redis';
import { Global, Module } from '@nestjs/common';
import { AttemptAdmission } from './lease/attempt-admission';
import { EventIntake } from './event-intake';
import { Leases } from './lease/lease';
import { OwedEvents } from './owed-events';

/** The invocation engine's services, one of each per process (api and worker alike). */
@Global()
@Module({
  providers: [
    EventIntake,
    OwedEvents,
    // On the process's one Redis connection, whose scripts they define.
    ...[Leases, AttemptAdmission].map((provide) => ({
      provide,
      useFactory: (redis: RedisService) => new provide(redis.client),
      inject: [RedisService],
    })),
  ],
  exports: [EventIntake, Leases, AttemptAdmission],
})
export class EngineModule {}
