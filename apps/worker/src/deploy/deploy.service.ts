import { Deployment, FunctionEntity, FunctionLifecycle } from '@fnhost/database';
import { activateVersion, FunctionRoutes, LATEST, Rollouts } from '@fnhost/releases';
import { JobPayload } from '@fnhost/queue';
import { ArchiveError, deployedRuntime, LANGUAGES, shimPath, storableText } from '@fnhost/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'crypto';
import { copyFile, mkdir, rm, writeFile } from 'fs/promises';
import * as path from 'path';
import { DataSource, Repository } from 'typeorm';
import { CodeCache, linkTree, readableTree } from '../containers/code-cache';
import { ContainerEngine } from '../containers/container-engine';
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
    const workDir = await this.code.scratchDir();
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
      await this.prepareContext(deployment, workDir, log);
      await log.step('code unpacked; building the image');
      await this.engine.build(workDir, this.images.ref(deployment.imageTag), (text) => log.output(text));
      await this.images.publish(deployment.imageTag);
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
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Lays out the image context: the code (unpacked safely into this host's code cache, where stem
   * cells take it from too, and hard-linked from there), the runtime's shim and a Dockerfile FROM
   * the image of its dependencies, or the runtime's base image when it has none. function.json was
   * checked at deploy (readManifest).
   */
  private async prepareContext(deployment: Deployment, workDir: string, log: BuildLog): Promise<void> {
    const runtime = deployedRuntime(deployment.runtime);
    const { shim, command } = LANGUAGES[runtime.language];
    await mkdir(path.join(workDir, 'app'));
    await linkTree(await this.code.ensure(deployment), path.join(workDir, 'app'));
    await mkdir(path.join(workDir, 'runtime'));
    await copyFile(shimPath(runtime.language), path.join(workDir, 'runtime', shim));
    await writeFile(
      path.join(workDir, 'Dockerfile'),
      [
        `FROM ${await this.baseOf(deployment, runtime.baseImage, log)}`,
        'COPY app /app',
        'COPY runtime /runtime',
        'WORKDIR /app',
        'USER 10001:10001',
        `CMD ${JSON.stringify(command)}`,
        '',
      ].join('\n'),
    );
    // The context's own directories too (mkdtemp makes them 0700): the image's /app must be readable.
    await readableTree(workDir);
  }

  /**
   * The runtime's base image with the deployment's installed dependencies in /app: an image of its
   * own per dependency tree, built once on a host and shared by every version (of any function of
   * the account) that installs the same, so a code-only redeploy neither sends nor layers them again.
   */
  private async baseOf(deployment: Deployment, runtimeImage: string, log: BuildLog): Promise<string> {
    if (!deployment.dependenciesKey) return runtimeImage;
    const hash = createHash('sha256').update(deployment.dependenciesKey).digest('hex').slice(0, 32);
    const image = `fnhost/dependencies:${hash}`;
    if (await this.engine.hasImage(image)) return image;
    const context = await this.code.scratchDir();
    try {
      await mkdir(path.join(context, 'deps'));
      await linkTree(
        await this.code.ensureDependencies(deployment.dependenciesKey),
        path.join(context, 'deps'),
      );
      await writeFile(path.join(context, 'Dockerfile'), `FROM ${runtimeImage}\nCOPY deps /app\n`);
      await readableTree(context);
      await this.engine.build(context, image, (text) => log.output(text));
    } finally {
      await rm(context, { recursive: true, force: true });
    }
    return image;
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
