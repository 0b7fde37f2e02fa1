import { checkHealth, HealthReport, healthStatusCode } from '@fnhost/common';
import { policyProblems, storageWarnings, WorkerStatus } from '@fnhost/queue';
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ContainerEngine } from '../containers/container-engine';
import { WorkerStatusService } from '../containers/worker-status';
import { NetworkPolicy } from '../network/network-policy.service';
import { RedisService, redisDurabilityWarnings } from '@fnhost/redis';

/** The worker's only HTTP surface. */
@Controller('health')
export class WorkerHealthController {
  constructor(
    private readonly db: DataSource,
    private readonly redis: RedisService,
    private readonly engine: ContainerEngine,
    private readonly status: WorkerStatusService,
    private readonly policy: NetworkPolicy,
  ) {}

  @Get()
  async get(@Res({ passthrough: true }) res: Response): Promise<HealthReport & { worker: WorkerStatus }> {
    const report = await checkHealth(
      {
        database: () => this.db.query('SELECT 1'),
        redis: () => this.redis.client.ping(),
        containers: () => this.engine.ping(),
        network_policy: () => this.policy.guard(),
      },
      {
        warnings: async () => [
          ...(await redisDurabilityWarnings(this.redis.client)),
          ...storageWarnings([this.status.status()]),
        ],
        problems: async () => policyProblems([this.status.status()]),
      },
    );
    res.status(healthStatusCode(report));
    return { ...report, worker: await this.status.status() };
  }
}
