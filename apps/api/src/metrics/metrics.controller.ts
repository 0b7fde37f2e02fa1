import { metricsController } from '@fnhost/observability';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { ApiErrors } from '../common/api-errors';
import { NotCountedHere } from '../rate-limit/rate-limit.guard';

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
    ApiProduces('text/plain'),
    ApiOkResponse({ schema: { type: 'string' } }),
    ApiErrors(401, 404),
  ],
);
