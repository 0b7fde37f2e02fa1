import { checkHealth } from '@fnhost/common';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { HealthDto } from './health.dto';
import { RedisService, redisDurabilityWarnings } from '@fnhost/redis';
import { NotCountedHere } from '../rate-limit/rate-limit.guard';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly redis: RedisService,
  ) {}

  @Public()
  @NotCountedHere()
  @ApiOperation({ summary: 'Health of the api and its dependencies' })
  @Get()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description: 'a dependency is down, or the replica is draining',
  })
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const report = await checkHealth(
      {
        database: () => this.db.query('SELECT 1'),
        redis: () => this.redis.client.ping(),
      },
      () => redisDurabilityWarnings(this.redis.client),
    );
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
