import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { randomBytes } from 'crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';
import { exists } from './code-cache';
import { ContainerEngine, LABELS } from './container-engine';
import { slotOf, SocketDirs } from './socket-dirs';
import { KEYS, RedisService } from '@fnhost/redis';

const SWEEP_INTERVAL_MS = 10_000;
/** A worker whose liveness file is older than this is gone: three beats missed. */
const ALIVE_TTL_MS = 3 * SWEEP_INTERVAL_MS;
/** A socket directory this young may be a container's that the engine has not listed yet. */
const DIR_MIN_AGE_MS = 60_000;

/**
 * Which worker runs which container, and sweeping the containers of workers that died without
 * stopping them (SIGKILL, host crash). A worker is alive while its liveness file is fresh: a file
 * on the host (CODE_DIR/workers/<worker id>) whose modification time it renews every 10 s, named
 * in a label of every container it starts. Any worker on the engine's host judges any container
 * by it, whichever Redis its worker used: a test, a bench or a stack whose Redis lost its keys
 * leaves nothing running. A file whose directory this worker cannot see (a worker elsewhere,
 * mounted differently) is no evidence either way: its containers are left alone.
 */
@Injectable()
export class WorkerPresence {
  private readonly logger = new Logger(WorkerPresence.name);
  readonly workerId = `${process.pid}-${randomBytes(3).toString('hex')}`;
  /** Set as shutdown begins (withdraw): out of placement, while its heartbeat goes on. */
  withdrawn = false;
  /** Set at shutdown: no heartbeat is written after the last one was removed. */
  left = false;
  private readonly aliveFile: string;
  /** Whether the liveness file was written: tried once, before the first container starts. */
  private written?: Promise<boolean>;

  constructor(
    config: WorkerConfig,
    private readonly redis: RedisService,
    private readonly engine: ContainerEngine,
    private readonly sockets: SocketDirs,
  ) {
    this.aliveFile = path.resolve(config.CODE_DIR, 'workers', this.workerId);
  }

  /**
   * The labels every container this worker starts carries. Without its liveness file (CODE_DIR
   * not writable) they still start, but no other worker will sweep them should this one die.
   */
  async labels(): Promise<Record<string, string>> {
    this.written ??= mkdir(path.dirname(this.aliveFile), { recursive: true })
      .then(() => writeFile(this.aliveFile, ''))
      .then(
        () => true,
        (err: Error) => {
          this.logger.warn(`no liveness file, containers of this worker are never swept: ${err.message}`);
          return false;
        },
      );
    const alive = (await this.written) && { [LABELS.alive]: this.aliveFile };
    return { [LABELS.worker]: this.workerId, ...alive };
  }

  @Interval(SWEEP_INTERVAL_MS)
  async sweepOrphans(): Promise<void> {
    try {
      // Written anew rather than touched: a worker judged gone while it was stalled comes back.
      if ((await this.written) && !this.left) await writeFile(this.aliveFile, '');
      await this.sweep();
    } catch (err) {
      this.logger.warn(`orphan sweep skipped: ${(err as Error).message}`);
    }
  }

  /** Removes containers whose worker is gone, and socket directories left without a container. */
  private async sweep(): Promise<void> {
    for (const c of await this.engine.list({ [LABELS.worker]: '' })) {
      const owner = c.labels[LABELS.worker];
      const alive = c.labels[LABELS.alive];
      if (owner === this.workerId || !alive || !(await gone(alive))) continue;
      this.logger.log(`removing container ${c.id.slice(0, 12)} of stopped worker ${owner}`);
      await this.engine.remove(c.id);
      for (const name of c.names) await this.sockets.remove(slotOf(name));
    }
    const dir = path.dirname(this.aliveFile);
    for (const name of await readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      if (file !== this.aliveFile && (await gone(file))) await rm(file, { force: true });
    }
    // Every container of the engine counts: the directory may be another stack's.
    const live = new Set((await this.engine.list({})).flatMap((c) => c.names.map(slotOf)));
    await this.sockets.removeOrphans(live, DIR_MIN_AGE_MS);
  }

  /**
   * As shutdown begins: out of the set of workers and the warm sets of `memberships` (its
   * deployments), so the api places no new call here (nor broadcasts, nor min_instances); the
   * heartbeat goes on, so the calls still running here are not taken for lost.
   */
  async withdraw(memberships: string[]): Promise<void> {
    this.withdrawn = true;
    const out = this.redis.client.multi().srem(KEYS.workers, this.workerId);
    for (const deployment of memberships) out.srem(KEYS.warm(deployment), this.workerId);
    await out.exec().catch((err: Error) => this.logger.warn(`not withdrawn from placement: ${err.message}`));
  }

  /**
   * At shutdown, once the running jobs are done (not before: callers of a worker without a
   * heartbeat are told it was lost), and while Redis is still connected. Its containers, stopped
   * next, may be swept by another worker meanwhile: either removal will do.
   */
  async leave(): Promise<void> {
    this.left = true;
    await Promise.all([
      this.redis.client
        .multi()
        .del(KEYS.workerAlive(this.workerId))
        .srem(KEYS.workers, this.workerId)
        .exec()
        .catch((err: Error) => this.logger.warn(`heartbeat not removed: ${err.message}`)),
      rm(this.aliveFile, { force: true }).catch((err: Error) =>
        this.logger.warn(`liveness file not removed: ${err.message}`),
      ),
    ]);
  }
}

/** A worker's liveness file is stale, or missing from a directory this worker sees. */
async function gone(aliveFile: string): Promise<boolean> {
  const info = await stat(aliveFile).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  if (info) return Date.now() - info.mtimeMs > ALIVE_TTL_MS;
  return exists(path.dirname(aliveFile));
}
