import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue';

/** One JobQueue (and one Redis connection) per process. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class QueueModule {}
