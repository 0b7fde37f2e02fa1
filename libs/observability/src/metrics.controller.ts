import { applyDecorators, Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Metrics } from './metrics';

/**
 * An app's `GET /metrics` (bearer METRICS_TOKEN), with the app's own decorators on the class (its
 * guards' markers) and on the route (its API description).
 */
export function metricsController(
  classDecorators: ClassDecorator[] = [],
  routeDecorators: MethodDecorator[] = [],
): new (metrics: Metrics) => object {
  @Controller('metrics')
  @applyDecorators(...classDecorators)
  class MetricsController {
    constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

    @Get()
    @applyDecorators(...routeDecorators)
    scrape(
      @Headers('authorization') authorization: string | undefined,
      @Res({ passthrough: true }) res: Response,
    ): Promise<string> {
      return this.metrics.scrape(authorization, res);
    }
  }
  return MetricsController;
}
