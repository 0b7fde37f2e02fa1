import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { randomBytes } from 'crypto';
import { ContainerEngine, LABELS } from './container-engine';
import { slotOf, SocketDirs } from './socket-dirs';
import { KEYS, RedisService } from '@fnhost/redis';

const SWEEP_INTERVAL_MS = 10_000;
/** A container this young may belong to a worker that has not beaten yet: never swept. */
const SWEEP_MIN_AGE_S = 60;

/**
 * Which worker runs which container, and sweeping the containers of workers that died without
 * stopping them (SIGKILL, host crash): a worker is alive while its Redis heartbeat is.
 * Containers carry the cluster id stored in Redis, so a worker only ever sweeps containers of
 * workers sharing its Redis — not those of another fnhost (dev stack, tests) on the same engine.
 */
@Injectable()
export class WorkerPresence {
  private readonly logger = new Logger(WorkerPresence.name);
  readonly workerId = `${process.pid}-${randomBytes(3).toString('hex')}`;
  /** Set at shutdown: no heartbeat is written after the last one was removed. */
  left = false;
  private cluster?: Promise<string>;

  constructor(
    private readonly redis: RedisService,
    private readonly engine: ContainerEngine,
    private readonly sockets: SocketDirs,
  ) {}

  /** The labels every container this worker starts carries (SWEEP_MIN_AGE_S covers the first beat). */
  async labels(): Promise<Record<string, string>> {
    return { [LABELS.cluster]: await this.clusterId(), [LABELS.worker]: this.workerId };
  }

  private clusterId(): Promise<string> {
    if (!this.cluster) {
      const redis = this.redis.client;
      this.cluster = redis
        .set(KEYS.clusterId, randomBytes(6).toString('hex'), 'NX')
        .then(() => redis.get(KEYS.clusterId))
        .then((id) => id ?? Promise.reject(new Error('cluster id vanished')));
      this.cluster.catch(() => (this.cluster = undefined)); // asked again on the next call
    }
    return this.cluster;
  }

  @Interval(SWEEP_INTERVAL_MS)
  async sweepOrphans(): Promise<void> {
    try {
      await this.sweep();
    } catch (err) {
      // Redis or the engine unreachable: sweep nothing rather than guess.
      this.logger.warn(`orphan sweep skipped: ${(err as Error).message}`);
    }
  }

  /** Removes containers whose worker has no heartbeat, and socket directories left without a container. */
  private async sweep(): Promise<void> {
    const cluster = await this.clusterId();
    const youngest = Date.now() / 1000 - SWEEP_MIN_AGE_S;
    for (const c of await this.engine.list({ [LABELS.cluster]: cluster })) {
      const owner = c.labels[LABELS.worker];
      if (owner === this.workerId || c.created > youngest) continue;
      if (owner && (await this.redis.client.exists(KEYS.workerAlive(owner)))) continue;
      this.logger.log(`removing container ${c.id.slice(0, 12)} of stopped worker ${owner}`);
      await this.engine.remove(c.id);
      for (const name of c.names) await this.sockets.remove(slotOf(name));
    }
    // Every container of the engine counts, whatever its cluster: the directory may be another stack's.
    const live = new Set((await this.engine.list({})).flatMap((c) => c.names.map(slotOf)));
    await this.sockets.removeOrphans(live, SWEEP_MIN_AGE_S * 1000);
  }

  /**
   * At shutdown, once the running jobs are done (not before: callers of a worker without a
   * heartbeat are told it was lost), and while Redis is still connected.
   */
  async leave(): Promise<void> {
    this.left = true;
    await this.redis.client
      .multi()
      .del(KEYS.workerAlive(this.workerId))
      .srem(KEYS.workers, this.workerId)
      .exec()
      .catch((err: Error) => this.logger.warn(`heartbeat not removed: ${err.message}`));
  }
}
