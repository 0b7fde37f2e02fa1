import { metricsController } from '@fnhost/observability';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/route-marks';
import { ApiErrors } from '../common/api-errors';
import { NotCountedHere } from '../http/route-marks';

/** Prometheus's scrape of this api: not a user's token but the operator's METRICS_TOKEN. */
export const MetricsController = metricsController(
  [Public(), NotCountedHere(), ApiTags('metrics')],
  [
    ApiBearerAuth('metrics'),
    ApiOperation({
      summary: "Prometheus's scrape of this api",
      description:
        'The Prometheus text format, for the bearer METRICS_TOKEN; 404 when no token is set. Each worker serves its own on its health port.',
    }),
    ApiOkResponse({
      description: "Prometheus's text format",
      content: { 'text/plain; version=0.0.4': { schema: { type: 'string' } } },
    }),
    ApiErrors(401, 404),
  ],
);
