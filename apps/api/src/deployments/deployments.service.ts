import { archiveKey, ArchiveStorage, badRequest, conflict, notFound } from '@fnhost/common';
import { Deployment, FunctionConfigRevision, FunctionEntity, FunctionLifecycle } from '@fnhost/database';
import { activateVersion, BUILT_STATUSES, Rollout, Rollouts } from '@fnhost/releases';
import { jobOptions, JobQueue } from '@fnhost/queue';
import {
  ArchiveError,
  checkEnv,
  ConfigurationError,
  ENV_MAX_BYTES,
  FunctionManifest,
  inspectArchive,
  readManifest,
} from '@fnhost/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'crypto';
import { createReadStream } from 'fs';
import { stat } from 'fs/promises';
import { DataSource, Repository } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { configurationPatch, FunctionConfigService } from '../functions/function-config.service';
import { FunctionsService } from '../functions/functions.service';
import {
  BuildLogDto,
  DeploymentDto,
  DeploymentHistoryDto,
  DeployResponseDto,
  RollbackResponseDto,
} from './dto/deployment.dto';
import { PageQueryDto } from '../common/api-queries';
import { ApiConfig } from '../config';
import { SecretsService } from '../secrets/secrets.service';
import { TeamUsage } from '../quotas/team-usage';
import { configurationFields } from '../functions/configuration';
import { oneOffPolicy, policyOf } from '../releases/rollouts/rollout-policy';

/** The latest configuration revisions the deployment history shows. */
const CONFIG_REVISIONS_SHOWN = 20;

/** env: a JSON object (libs/runtime checkEnv's rules). */
export function parseEnv(raw: string | undefined): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  if (Buffer.byteLength(raw) > ENV_MAX_BYTES) throw badRequest(`env: larger than ${ENV_MAX_BYTES} bytes`);
  let env: unknown;
  try {
    env = JSON.parse(raw);
  } catch {
    throw badRequest('env: not valid JSON');
  }
  try {
    return checkEnv(env);
  } catch (err) {
    if (err instanceof ConfigurationError) throw badRequest(err.message);
    throw err;
  }
}

/** The archive's safety and its function.json, checked before anything is stored: a 400 otherwise. */
/** The archive's SHA-256 (hex), read as a stream: what `fnhost up` compares its packing with. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function checkedManifest(archive: string): Promise<FunctionManifest> {
  try {
    return readManifest(await inspectArchive(() => createReadStream(archive)));
  } catch (err) {
    if (err instanceof ArchiveError) throw badRequest(`archive: ${err.message}`);
    throw err;
  }
}

@Injectable()
export class DeploymentsService {
  private readonly logger = new Logger(DeploymentsService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly functionConfig: FunctionConfigService,
    private readonly storage: ArchiveStorage,
    private readonly jobs: JobQueue,
    private readonly db: DataSource,
    private readonly secrets: SecretsService,
    private readonly usage: TeamUsage,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionConfigRevision) private readonly revisions: Repository<FunctionConfigRevision>,
  ) {}

  /** Stores the archive (a file the upload streamed to), records the next version as building and queues its build. */
  async deploy(
    user: AuthUser,
    functionUuid: string,
    archive: string | undefined,
    rawEnv: string | undefined,
    rawRollout?: string,
  ): Promise<DeployResponseDto> {
    // The function is named in the body, which is validated first: its permission is checked here, not at the route.
    const fn = await this.functions.find(user, functionUuid, 'function.write');
    const archiveBytes = archive ? (await stat(archive)).size : 0;
    if (!archive || !archiveBytes) throw badRequest('archive: a tar.gz file is required');
    const env = parseEnv(rawEnv);
    // The rollout is decided now: a one-off given here, else the function's policy, else none.
    const policy = await policyOf(this.db.manager, fn.uuid);
    const rollout = oneOffPolicy(rawRollout, policy) ?? policy;
    const manifest = await checkedManifest(archive);
    const sourceSha256 = await sha256Of(archive);
    const deployment = await this.db.transaction(async (tx) => {
      // The function row lock serialises concurrent deploys, so versions never collide.
      await tx
        .getRepository(FunctionEntity)
        .findOne({ where: { uuid: fn.uuid }, lock: { mode: 'pessimistic_write' } });
      await this.secrets.requireExisting(tx, fn.teamUuid, manifest.secrets, 'function.json: secrets');
      await this.secrets.requireExisting(
        tx,
        fn.teamUuid,
        manifest.buildSecrets,
        'function.json: build.secrets',
      );
      // function.json's scaling settings become the function's configuration, as a PATCH would.
      if (Object.keys(manifest.scaling).length)
        await this.functionConfig.apply(tx, fn.uuid, configurationPatch(manifest.scaling));
      // Counted on the function, never from the versions left: a deleted version's number stays given.
      const [[{ last_version: version }]] = (await tx.query(
        'UPDATE functions SET last_version = last_version + 1 WHERE uuid = $1 RETURNING last_version',
        [fn.uuid],
      )) as [[{ last_version: number }], number];
      await this.usage.reserve(tx, fn.teamUuid, 'archive_bytes', archiveBytes);
      const storageKey = archiveKey(fn.uuid, version);
      await this.storage.put(storageKey, archive);
      const saved = await tx.getRepository(Deployment).save({
        functionUuid: fn.uuid,
        version,
        imageTag: `fnhost/fn-${fn.uuid}:v${version}`,
        storageKey,
        archiveBytes,
        sourceSha256,
        runtime: manifest.runtime.id,
        status: 'building' as const,
        env,
        secrets: manifest.secrets,
        install: manifest.install,
        buildSecrets: manifest.buildSecrets,
        rollout,
      });
      await FunctionLifecycle.building(tx, fn.uuid);
      // A deploy during the grace period is a sign of life: the stale deletion is cancelled.
      await FunctionLifecycle.cancel(tx, fn.uuid);
      return saved;
    });
    this.functions.forget(fn.uuid);
    try {
      await this.jobs.enqueue(
        'deploy',
        'build',
        { deploymentUuid: deployment.uuid },
        jobOptions.build(deployment.uuid),
      );
    } catch (err) {
      await this.deployments.update(
        { uuid: deployment.uuid },
        { status: 'failed', error: 'could not queue the build' },
      );
      throw err;
    }
    return {
      id: fn.uuid,
      name: fn.name,
      status: 'deployed',
      url: `${this.config.PUBLIC_URL}/api/functions/${fn.uuid}/invoke`,
      version: deployment.version,
      runtime: manifest.runtime.id,
      install: manifest.install,
      rollout,
      warnings: manifest.warnings,
    };
  }

  async history(
    fn: FunctionEntity,
    { page, per_page: perPage, offset }: PageQueryDto,
  ): Promise<DeploymentHistoryDto> {
    const [rows, total] = await this.deployments.findAndCount({
      where: { functionUuid: fn.uuid },
      order: { version: 'DESC' },
      take: perPage,
      skip: offset,
    });
    const rollouts = await Rollouts.ofDeployments(
      this.db.manager,
      rows.map((d) => d.uuid),
    );
    const revisions = await this.revisions.find({
      where: { functionUuid: fn.uuid },
      order: { revision: 'DESC' },
      take: CONFIG_REVISIONS_SHOWN,
    });
    const totalPages = Math.ceil(total / perPage);
    return {
      function_uuid: fn.uuid,
      function_name: fn.name,
      function_status: fn.status,
      page,
      per_page: perPage,
      count: total,
      total_pages: totalPages,
      has_next: page < totalPages,
      deployments: rows.map((d) => toDeploymentDto(d, rollouts.get(d.uuid))),
      config_revisions: revisions.map((r) => ({
        revision: r.revision,
        changed: r.changed,
        ...configurationFields(r),
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  async buildLog(fn: FunctionEntity, version: number): Promise<BuildLogDto> {
    const found = await this.deployments.findOne({
      select: { version: true, status: true, buildLog: true, buildLogTruncated: true },
      where: { functionUuid: fn.uuid, version },
    });
    if (!found) throw notFound(`version ${version} of function ${fn.name} not found`);
    return { version, status: found.status, log: found.buildLog, truncated: found.buildLogTruncated };
  }

  /**
   * The target version becomes active, the current one inactive; workers restart on the target. A
   * rollout in progress is aborted: a person chose the version.
   */
  async rollback(user: AuthUser, fn: FunctionEntity, version: number): Promise<RollbackResponseDto> {
    const target = await this.db.transaction(async (tx) => {
      await tx
        .getRepository(FunctionEntity)
        .findOne({ where: { uuid: fn.uuid }, lock: { mode: 'pessimistic_write' } });
      const found = await tx.getRepository(Deployment).findOneBy({ functionUuid: fn.uuid, version });
      if (!found) throw notFound(`version ${version} of function ${fn.name} not found`);
      if (!(BUILT_STATUSES as string[]).includes(found.status))
        throw conflict(`version ${version} has no built image (status: ${found.status})`);
      const missing = await this.secrets.missing(tx, fn.teamUuid, found.secrets);
      if (missing.length)
        throw conflict(
          `version ${version}'s function.json names secrets this account no longer has: ${missing.join(', ')}`,
        );
      await Rollouts.supersede(tx, fn.uuid, `rolled back to version ${version} by ${user.email}`);
      if (!found.isActive) await activateVersion(tx, fn.uuid, found.uuid);
      // A rollback is a deliberate use of the function: a scheduled stale deletion no longer applies.
      await FunctionLifecycle.cancel(tx, fn.uuid);
      await FunctionLifecycle.active(tx, fn.uuid);
      return found;
    });
    this.functions.forget(fn.uuid);
    // Every host retires the versions no alias routes to and warms this one (a host that misses it
    // starts the target on its next invocation, and reaps the rest as unrouted).
    await this.jobs.broadcast('activate', { functionUuid: fn.uuid, deploymentUuid: target.uuid });
    return {
      message: `function ${fn.name} rolled back to version ${version}`,
      function: {
        uuid: fn.uuid,
        name: fn.name,
        status: 'active',
        active_version: version,
        runtime: target.runtime,
      },
    };
  }
}

function toDeploymentDto(d: Deployment, rollout: Rollout | undefined): DeploymentDto {
  return {
    uuid: d.uuid,
    version: d.version,
    image_tag: d.imageTag,
    storage_key: d.storageKey,
    runtime: d.runtime,
    env: d.env,
    secrets: d.secrets,
    install: d.install,
    build_secrets: d.buildSecrets,
    status: d.status,
    is_active: d.isActive,
    rollout: rollout
      ? {
          state: rollout.state,
          target: rollout.policy.target,
          reason: rollout.reason,
          history: rollout.history.map((h) => ({ ...h, step: h.step + 1 })),
        }
      : null,
    source_sha256: d.sourceSha256,
    error: d.error,
    created_at: d.createdAt.toISOString(),
    deployed_at: d.deployedAt?.toISOString() ?? null,
  };
}
