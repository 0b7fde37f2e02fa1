import { Deployment, FunctionEntity, FunctionLifecycle } from '@fnhost/database';
import { activateVersion, FunctionRoutes, LATEST, Rollouts } from '@fnhost/releases';
import { JobPayload } from '@fnhost/queue';
import { ArchiveError, storableText } from '@fnhost/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'crypto';
import { DataSource, Repository } from 'typeorm';
import { CodeCache } from '../containers/code-cache';
import { ContainerEngine } from '../containers/container-engine';
import { ImageBuilder } from '../containers/image-builder';
import { ImageStore } from '../containers/image-store';
import { FunctionCodeError } from '../containers/instance-starter';
import { WarmPool } from '../containers/warm-pool';
import { BuildLog } from './build-log';
import { DependencyInstaller } from './dependency-installer';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { WorkerConfig } from '../config';

/** Builds a deployment's image, warms a container, then switches the function to it atomically. */
@Injectable()
export class DeployService {
  private readonly logger = new Logger(DeployService.name);

  constructor(
    private readonly code: CodeCache,
    private readonly installer: DependencyInstaller,
    private readonly builder: ImageBuilder,
    private readonly engine: ContainerEngine,
    private readonly images: ImageStore,
    private readonly pool: WarmPool,
    private readonly metrics: WorkerMetrics,
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {}

  async build({ deploymentUuid }: JobPayload<'deploy', 'build'>): Promise<void> {
    const deployment = await this.deployments.findOneBy({ uuid: deploymentUuid });
    // A retried or duplicate job finds the work done (or the function gone): nothing to redo.
    if (!deployment || deployment.status !== 'building') return;
    const started = Date.now();
    const log = new BuildLog((buildLog, buildLogTruncated) =>
      this.deployments.update({ uuid: deployment.uuid }, { buildLog, buildLogTruncated }),
    );
    try {
      const fn = await this.functions.findOneBy({ uuid: deployment.functionUuid });
      if (!fn) throw new Error('function was deleted during the build');
      await log.step(`building version ${deployment.version} (${deployment.runtime})`);
      const codeDir = await this.code.ensure(deployment);
      const dependencies = await this.installer.install(deployment, fn.teamUuid, codeDir, log);
      if (dependencies !== deployment.dependenciesKey) {
        await this.deployments.update({ uuid: deployment.uuid }, { dependenciesKey: dependencies });
        deployment.dependenciesKey = dependencies;
      }
      await log.step('code unpacked; building the image');
      await this.builder.build(deployment, (text) => log.output(text));
      // Warm before active, min_instances of them: the first calls on the new version are warm.
      const instances = Math.max(1, fn.minInstances);
      await log.step(`image built; starting ${instances} instance(s) and loading the handler`);
      await this.pool.warm(deployment.uuid, instances);
      const outcome = await this.activate(deployment);
      await log.step(
        outcome === 'canary'
          ? `the handler answered: version ${deployment.version} is rolling out (${deployment.rollout?.target} at ${deployment.rollout?.steps[0]}%)`
          : `the handler answered: version ${deployment.version} is active`,
      );
      this.logger.log(
        `deployment ${deployment.uuid} v${deployment.version} ${outcome ?? 'built'} in ${Date.now() - started} ms`,
      );
      this.metrics.built(outcome ?? 'active', Date.now() - started);
    } catch (err) {
      const message = this.describe(err as Error);
      await log.step(`failed: ${message}`);
      await this.markFailed(deployment, message);
      this.metrics.built('failed', Date.now() - started);
    }
  }

  /**
   * This deployment becomes the active one and the previous one inactive, in one transaction; or,
   * under a rollout policy, the canary of its target (Rollouts.start), which the decider moves on.
   */
  private async activate(deployment: Deployment): Promise<'active' | 'canary' | null> {
    const outcome = await this.db.transaction(async (tx) => {
      const fn = await tx
        .getRepository(FunctionEntity)
        .findOne({ where: { uuid: deployment.functionUuid }, lock: { mode: 'pessimistic_write' } });
      if (!fn || fn.status === 'deleted') throw new Error('function was deleted during the build');
      // Checked again under the function's lock: two runs of one build (a stalled job handed on
      // while its first run went on) both pass the check at the start, and the second found this
      // very deployment active as the "previous" one and retired its container under the calls
      // already running on it.
      const current = await tx.getRepository(Deployment).findOneBy({ uuid: deployment.uuid });
      if (current?.status !== 'building') return null;
      await Rollouts.supersede(tx, fn.uuid, `superseded by version ${current.version}`);
      const policy = current.rollout;
      const start = () => Rollouts.start(tx, current, policy!, this.config.ROLLOUT_SECOND_MS);
      // Towards `latest`: the new version is the active one's canary, and `latest` stays. Towards a
      // named alias: `latest` moves now, and the alias's canary rolls.
      if (policy?.target === LATEST && (await start())) return 'canary';
      await activateVersion(tx, fn.uuid, deployment.uuid);
      if (policy && policy.target !== LATEST && (await start())) return 'canary';
      return 'active';
    });
    if (outcome) await this.retireUnrouted(deployment.functionUuid);
    return outcome;
  }

  /**
   * What the deployment's author is told: what their own code or archive did wrong. Anything else
   * is the platform's (engine, disk): logged under a reference, never shown.
   */
  private describe(err: Error): string {
    if (err instanceof FunctionCodeError || err instanceof ArchiveError)
      return storableText(err.message).slice(0, 4000);
    const ref = randomUUID().slice(0, 8);
    this.logger.error(`build failed, ref ${ref}`, err.stack);
    return `the build failed inside the platform (ref ${ref}); deploy again, or give the operator the reference`;
  }

  /** The deployment is failed; the function keeps serving its previous version, if it has one. */
  async markFailed(deployment: Deployment, message: string): Promise<void> {
    this.logger.warn(`deployment ${deployment.uuid} v${deployment.version} failed: ${message}`);
    await this.pool.retire((w) => w.deploymentUuid === deployment.uuid);
    const image = this.images.ref(deployment.imageTag);
    await this.engine
      .removeImage(image)
      .catch((e: Error) => this.logger.warn(`removing image ${image}: ${e.message}`));
    await this.code.remove(deployment.functionUuid, deployment.version);
    await this.db.transaction(async (tx) => {
      await tx
        .getRepository(Deployment)
        .update({ uuid: deployment.uuid }, { status: 'failed', error: message, isActive: false });
      await FunctionLifecycle.failed(tx, deployment.functionUuid);
    });
  }

  /**
   * Rollback or a rollout's promotion, on every worker: warm the target version here and stop the
   * function's versions no alias routes to any more.
   */
  async activateOnWorker({ functionUuid, deploymentUuid }: JobPayload<'host', 'activate'>): Promise<void> {
    await this.retireUnrouted(functionUuid);
    await this.pool.warm(deploymentUuid);
  }

  /** The function's instances here whose version no alias routes to (nor builds) finish their calls and go. */
  private async retireUnrouted(functionUuid: string): Promise<void> {
    const kept = await FunctionRoutes.kept(this.db.manager, this.pool.memberships());
    await this.pool.retire((w) => w.functionUuid === functionUuid && !kept.has(w.deploymentUuid), {
      drain: true,
    });
  }
}
