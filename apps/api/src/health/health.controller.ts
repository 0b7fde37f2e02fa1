import { checkHealth } from '@fnhost/common';
import { JobQueue, redisDurabilityWarnings } from '@fnhost/queue';
import { Controller, Get, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { HealthDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  @Public()
  @SkipThrottle({ default: true, hour: true })
  @ApiOperation({ summary: 'Health of the api and its dependencies' })
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'a dependency is down' })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const report = await checkHealth(
      {
        database: () => this.db.query('SELECT 1'),
        redis: () => this.jobs.connection.ping(),
      },
      () => redisDurabilityWarnings(this.jobs.connection),
    );
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
