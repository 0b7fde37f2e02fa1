import { WARM_SET_TTL_S, WORKER_BEAT_INTERVAL_MS, WORKER_BEAT_TTL_S, WorkerStatus } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ImageStore } from './image-store';
import { StemCells } from './stem-cells';
import { WarmPool } from './warm-pool';
import { WorkerPresence } from './worker-presence';
import { WorkerConfig } from '../config';
import { NetworkPolicy } from '../network/network-policy.service';
import { KEYS, RedisService } from '@fnhost/redis';

/**
 * The worker's heartbeat, which carries what it says of itself (host, load, warm containers,
 * pulls): the api tells a dead worker's callers within seconds, places invocations and broadcasts
 * by it, and `npm run cli -- workers` lists it.
 */
@Injectable()
export class WorkerStatusService implements OnApplicationBootstrap {
  private readonly logger = new Logger(WorkerStatusService.name);
  private readonly startedAt = new Date().toISOString();
  /** The host's disk budgets as its storage collector (HostStorage) last left them. */
  storage?: WorkerStatus['storage'];

  constructor(
    private readonly config: WorkerConfig,
    private readonly redis: RedisService,
    private readonly presence: WorkerPresence,
    private readonly pool: WarmPool,
    private readonly images: ImageStore,
    private readonly stems: StemCells,
    private readonly policy: NetworkPolicy,
  ) {}

  status(): WorkerStatus {
    const warm = this.pool.containers();
    return {
      id: this.presence.workerId,
      host: this.config.NODE_NAME,
      started_at: this.startedAt,
      in_flight: warm.reduce((n, w) => n + w.inFlight, 0),
      concurrency: this.config.WORKER_CONCURRENCY,
      warm_containers: warm.map((w) => ({
        function_uuid: w.functionUuid,
        deployment_uuid: w.deploymentUuid,
        in_flight: w.inFlight,
      })),
      memory_mb: this.pool.memory(),
      stem_cells: this.stems.counts(),
      pulls: this.images.pulls,
      network_policy: this.policy.state,
      ...(this.storage && { storage: this.storage }),
    };
  }

  /** Announced as soon as Redis is connected: broadcasts reach the worker from its first second. */
  async onApplicationBootstrap(): Promise<void> {
    await this.redis.connected();
    await this.beat();
  }

  /**
   * Often, and short-lived; the set of workers and the warm sets of its containers are written
   * again each time, in case they were pruned or expired.
   */
  @Interval(WORKER_BEAT_INTERVAL_MS)
  async beat(): Promise<void> {
    if (this.presence.left) return;
    const id = this.presence.workerId;
    const beat = this.redis.client
      .multi()
      .set(KEYS.workerAlive(id), JSON.stringify(this.status()), 'EX', WORKER_BEAT_TTL_S);
    if (!this.presence.withdrawn) {
      beat.sadd(KEYS.workers, id);
      for (const deployment of this.pool.memberships())
        beat.sadd(KEYS.warm(deployment), id).expire(KEYS.warm(deployment), WARM_SET_TTL_S);
    }
    await beat.exec().catch((err: Error) => this.logger.warn(`heartbeat not written: ${err.message}`));
  }
}
