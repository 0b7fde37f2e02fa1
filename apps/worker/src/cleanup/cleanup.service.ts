import { ArchiveStorage } from '@fnhost/common';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { JobPayload, JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CodeCache } from '../containers/code-cache';
import { ContainerEngine } from '../containers/container-engine';
import { ImageStore } from '../containers/image-store';
import { WarmPool } from '../containers/warm-pool';
import { WorkerPresence } from '../containers/worker-presence';

/** Removes what a function leaves on the platform. Idempotent: safe to run twice or on two workers. */
@Injectable()
export class CleanupService {
  private readonly logger = new Logger(CleanupService.name);

  constructor(
    private readonly engine: ContainerEngine,
    private readonly code: CodeCache,
    private readonly images: ImageStore,
    private readonly jobs: JobQueue,
    private readonly pool: WarmPool,
    private readonly presence: WorkerPresence,
    private readonly storage: ArchiveStorage,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  /**
   * This host is purged (containers, images) before the job completes, every other live worker
   * purges its own; then the shared part goes once: stored archives, then the rows (keys,
   * executions, logs cascade).
   */
  async deleteFunction({ functionUuid }: JobPayload<'cleanup', 'function.delete'>): Promise<void> {
    const versions = await this.deployments.findBy({ functionUuid });
    const imageTags = versions.map((d) => d.imageTag);
    await this.purgeHost({ functionUuid, imageTags });
    const others = await this.jobs.broadcast('purge', { functionUuid, imageTags }, this.presence.workerId);
    await this.storage.removePrefix(`functions/${functionUuid}`);
    await this.functions.delete({ uuid: functionUuid });
    await this.removeUnusedTrees(versions.map((d) => d.dependenciesKey));
    this.logger.log(`function ${functionUuid} removed (purged here and on ${others} other worker(s))`);
  }

  /**
   * After the api deleted one version's row: its containers, image and code on every host, then
   * its archive. The job is queued before that delete commits, so a row still there is the delete
   * not committed yet (tried again) or rolled back (nothing is removed, whatever the attempts).
   */
  async deleteVersion(p: JobPayload<'cleanup', 'version.delete'>): Promise<void> {
    const { functionUuid, deploymentUuid, version } = p;
    if (await this.deployments.existsBy({ uuid: deploymentUuid }))
      throw new Error(`version ${version} of function ${functionUuid} is not deleted: nothing removed`);
    const purge = { functionUuid, imageTags: [p.imageTag], version: { deploymentUuid, version } };
    await this.purgeHost(purge);
    const others = await this.jobs.broadcast('purge', purge, this.presence.workerId);
    await this.storage.remove(p.storageKey);
    await this.removeUnusedTrees([p.dependenciesKey]);
    this.logger.log(
      `version ${version} of function ${functionUuid} removed (purged here and on ${others} other worker(s))`,
    );
  }

  /**
   * A function's containers (of every worker using this engine; a stem cell's label is not its
   * function's, its name is), images and unpacked code on this host; with `version`, that
   * version's alone (its containers' names hold its number).
   */
  async purgeHost({ functionUuid, imageTags, version }: JobPayload<'host', 'purge'>): Promise<void> {
    await this.pool.retire(
      (w) => w.functionUuid === functionUuid && (!version || w.deploymentUuid === version.deploymentUuid),
    );
    const names = `fnhost-${functionUuid}-${version ? `v${version.version}-` : ''}`;
    for (const c of await this.engine.list({}, names)) await this.engine.remove(c.id);
    for (const tag of imageTags) await this.engine.removeImage(this.images.ref(tag));
    await this.code.remove(functionUuid, version?.version);
  }

  /**
   * Stored dependency trees no version installs any more (the rows named them are gone): hosts
   * drop their unpacked copies and images with their storage collectors (decision 40).
   */
  private async removeUnusedTrees(keys: (string | null | undefined)[]): Promise<void> {
    for (const key of new Set(keys))
      if (key && !(await this.deployments.existsBy({ dependenciesKey: key }))) await this.storage.remove(key);
  }
}
