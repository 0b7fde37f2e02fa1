import { ArchiveStorage } from '@fnhost/common';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { JobPayload } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContainerEngine, LABELS } from '../containers/container-engine';
import { WarmPool } from '../containers/warm-pool';

/** Removes what a function leaves on the platform. Idempotent: safe to run twice or on two workers. */
@Injectable()
export class CleanupService {
  private readonly logger = new Logger(CleanupService.name);

  constructor(
    private readonly engine: ContainerEngine,
    private readonly pool: WarmPool,
    private readonly storage: ArchiveStorage,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  /** Containers (of every worker), images, stored archives, then the rows (keys, executions, logs cascade). */
  async deleteFunction({ functionUuid }: JobPayload<'cleanup', 'function.delete'>): Promise<void> {
    await this.pool.retire((w) => w.functionUuid === functionUuid);
    for (const c of await this.engine.list({ [LABELS.function]: functionUuid }))
      await this.engine.remove(c.Id);
    for (const d of await this.deployments.findBy({ functionUuid }))
      await this.engine.removeImage(d.imageTag);
    await this.storage.removePrefix(`functions/${functionUuid}`);
    await this.functions.delete({ uuid: functionUuid });
    this.logger.log(`function ${functionUuid} removed`);
  }
}
