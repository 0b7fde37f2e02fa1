import { MetricsModule } from '@fnhost/observability';
import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics';
import { MetricsController } from './metrics.controller';

/** The api's metrics and their scrape; counted where the work happens (admission, invocation, limits). */
@Global()
@Module({
  imports: [MetricsModule],
  controllers: [MetricsController],
  providers: [ApiMetrics],
  exports: [ApiMetrics],
})
export class ApiMetricsModule {}
