import { FunctionEntity } from '@fnhost/database';
import { FunctionRoutes } from '@fnhost/releases';
import { JobQueue } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'crypto';
import { Repository } from 'typeorm';
import { WorkerConfig } from '../config';
import { SecretFiles } from './secret-files';
import { WarmPool } from './warm-pool';
import { WorkerPresence } from './worker-presence';

/**
 * What the pool does on a timer: scale in (extra instances after SCALE_IN_IDLE_S idle, the last
 * one after IDLE_TIMEOUT_S, never min_instances; instances of versions no alias routes to any more at once),
 * keep min_instances started on their keeper, and rewrite changed secrets into running instances.
 */
@Injectable()
export class Reaper implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(Reaper.name);
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly config: WorkerConfig,
    private readonly pool: WarmPool,
    private readonly presence: WorkerPresence,
    private readonly secretFiles: SecretFiles,
    private readonly jobs: JobQueue,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {}

  onModuleInit(): void {
    this.timers.push(
      setInterval(() => void this.refreshSecrets(), this.config.SECRETS_REFRESH_MS),
      setInterval(() => void this.reap(), this.config.REAP_INTERVAL_MS),
    );
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearInterval(timer);
  }

  /** Scale in, and keep min_instances started; a rejection would end the process (the timer ignores it). */
  async reap(): Promise<void> {
    await this.keepWarm().catch((err: Error) =>
      this.logger.warn(`keeping instances warm skipped: ${err.message}`),
    );
    await this.stopUnused().catch((err: Error) => this.logger.warn(`reaping skipped: ${err.message}`));
  }

  /**
   * Stops instances of deployments no longer active (or about to be), and idle ones: extra
   * instances after SCALE_IN_IDLE_S, the last one after IDLE_TIMEOUT_S, never the kept ones.
   */
  private async stopUnused(): Promise<void> {
    // The deployments held now, and only those: an instance that finishes starting while their
    // status is read belongs to one of them (a deployment first seen after the read waits for the
    // next round, rather than counting as inactive for lack of a status).
    const held = this.pool.memberships();
    if (!held.length) return;
    // A build warms its version before switching to it: `building` is kept like a routed version, or
    // a reap between the two stopped the new version's container (its first invocation then started cold).
    const active = await FunctionRoutes.kept(this.functions.manager, held);
    const now = Date.now();
    for (const deploymentUuid of held) {
      const { idle, size } = this.pool.idleOf(deploymentUuid);
      let left = size;
      for (const warm of idle) {
        const inactive = !active.has(deploymentUuid);
        const idleFor = (now - warm.lastUsed) / 1000;
        const scaleIn = left > 1 ? this.config.SCALE_IN_IDLE_S : this.config.IDLE_TIMEOUT_S;
        if (!inactive && (left <= this.pool.keptOf(deploymentUuid) || idleFor < scaleIn)) continue;
        this.logger.log(
          `stopping an instance of deployment ${deploymentUuid} (${inactive ? 'inactive' : 'idle'})`,
        );
        left--;
        await this.pool.discard(warm);
      }
    }
  }

  /**
   * min_instances: each function that asks for kept instances has them on one live worker, the
   * same one for as long as the set of workers stays (rendezvous hashing of function and worker).
   */
  private async keepWarm(): Promise<void> {
    // Every version an alias routes to (a canary too) keeps the function's min_instances.
    const rows = (await this.functions.query(
      `SELECT DISTINCT f.uuid, f.min_instances, v.deployment_uuid FROM functions f
       JOIN function_routes r ON r.function_uuid = f.uuid
       CROSS JOIN LATERAL (VALUES (r.deployment_uuid), (r.canary_deployment_uuid)) v(deployment_uuid)
       WHERE f.min_instances > 0 AND f.status <> 'deleted' AND v.deployment_uuid IS NOT NULL`,
    )) as { uuid: string; min_instances: number; deployment_uuid: string }[];
    const workers = rows.length ? (await this.jobs.liveWorkers()).map((w) => w.id) : [];
    const mine = rows.filter((r) => keeperOf(r.uuid, workers) === this.presence.workerId);
    this.pool.keep(new Map(mine.map((r) => [r.deployment_uuid, r.min_instances])));
    for (const row of mine)
      await this.pool
        .warm(row.deployment_uuid, row.min_instances)
        .catch((err: Error) =>
          this.logger.warn(`min_instances of function ${row.uuid} not started: ${err.message}`),
        );
  }

  /** A changed secret reaches running containers: their files are rewritten from the values that changed. */
  private async refreshSecrets(): Promise<void> {
    for (const warm of this.pool.containers()) {
      if (!warm.secretNames.length || warm.retired) continue;
      warm.secrets = await this.secretFiles
        .write(warm.slot, warm.teamUuid, warm.secretNames, warm.secrets)
        .catch((err: Error) => {
          this.logger.warn(`secrets of ${warm.containerName} not refreshed: ${err.message}`);
          return warm.secrets;
        });
    }
  }
}

/** The live worker that keeps a function's min_instances: the highest hash of function and worker. */
export function keeperOf(functionUuid: string, workers: string[]): string | undefined {
  const score = (worker: string) => createHash('sha256').update(`${functionUuid}:${worker}`).digest('hex');
  return workers.reduce<string | undefined>(
    (best, w) => (best === undefined || score(w) > score(best) ? w : best),
    undefined,
  );
}
