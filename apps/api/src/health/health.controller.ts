import { checkHealth, healthStatusCode } from '@fnhost/common';
import { JobQueue, policyProblems, storageWarnings } from '@fnhost/queue';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../http/route-marks';
import { HealthDto } from './health.dto';
import { RedisService, redisDurabilityWarnings } from '@fnhost/redis';
import { NotCountedHere } from '../http/route-marks';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly redis: RedisService,
    private readonly queue: JobQueue,
  ) {}

  @Public()
  @NotCountedHere()
  @ApiOperation({ summary: 'Health of the api and its dependencies' })
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description:
      'a dependency of this replica is down, or it is draining; what is wrong elsewhere (a worker host whose network policy is not in force) makes it degraded but still 200',
  })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    // Read once for both: the live workers' network policy and their hosts' disk budgets.
    const workers = this.queue.liveWorkers();
    workers.catch(() => undefined);
    const report = await checkHealth(
      {
        database: () => this.db.query('SELECT 1'),
        redis: () => this.redis.client.ping(),
      },
      {
        warnings: async () => [
          ...(await redisDurabilityWarnings(this.redis.client)),
          ...storageWarnings(await workers),
        ],
        problems: async () => policyProblems(await workers),
      },
    );
    res.status(healthStatusCode(report));
    return report;
  }
}
