import { Global, Module } from '@nestjs/common';
import { Metrics } from './metrics';

/** One registry per process, for every module that counts something. */
@Global()
@Module({ providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}
