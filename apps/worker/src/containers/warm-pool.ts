import { AppConfig } from '@fnhost/common';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import http from 'http';
import { In, Repository } from 'typeorm';
import { CONTAINER_GONE, ContainerEngine, LABELS } from './container-engine';
import { WorkerPresence } from './worker-presence';

export interface WarmContainer {
  deploymentUuid: string;
  functionUuid: string;
  containerId: string;
  port: number;
  lastUsed: number;
  inFlight: number;
}

/** The handler module could not be loaded (syntax error, missing export): a build failure. */
export class HandlerLoadError extends Error {}

export interface ShimReply {
  status: 'success' | 'error';
  result: unknown;
  error: string | null;
  logs: { timestamp: string; level: 'debug' | 'info' | 'warn' | 'error'; message: string }[];
}

/** `unreachable`: the request never reached a live handler (container removed, port refused), so it may be retried. */
export type CallOutcome =
  | { kind: 'reply'; reply: ShimReply }
  | { kind: 'timeout' }
  | { kind: 'crash'; reason: string }
  | { kind: 'unreachable'; reason: string };

const READY_TIMEOUT_MS = 15_000;
const REAP_INTERVAL_MS = 10_000;

/**
 * Warm containers of this worker, one per deployment it has served recently. Starting is
 * single-flight: concurrent invocations of a cold function share one start.
 */
@Injectable()
export class WarmPool implements OnApplicationShutdown {
  private readonly logger = new Logger(WarmPool.name);
  private readonly pool = new Map<string, Promise<WarmContainer>>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  constructor(
    private readonly config: AppConfig,
    private readonly engine: ContainerEngine,
    private readonly presence: WorkerPresence,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {}

  acquire(deploymentUuid: string): Promise<WarmContainer> {
    let entry = this.pool.get(deploymentUuid);
    if (!entry) {
      entry = this.start(deploymentUuid);
      this.pool.set(deploymentUuid, entry);
      entry.catch(() => this.pool.delete(deploymentUuid));
    }
    return entry;
  }

  private async start(deploymentUuid: string): Promise<WarmContainer> {
    const deployment = await this.deployments.findOneByOrFail({ uuid: deploymentUuid });
    const fn = await this.functions.findOneByOrFail({ uuid: deployment.functionUuid });
    const { id, port } = await this.engine.run({
      // Unique per start: a retired container of the same version may still be being removed.
      name: `fnhost-${fn.uuid.slice(0, 8)}-v${deployment.version}-${randomBytes(4).toString('hex')}`,
      image: deployment.imageTag,
      memoryMb: fn.memory,
      env: {
        ...deployment.env,
        FNHOST_FUNCTION_ID: fn.uuid,
        // V8 gives up before the cgroup kills the process, so the cause can be reported.
        NODE_OPTIONS: `--max-old-space-size=${Math.max(16, Math.floor(fn.memory * 0.75))}`,
      },
      labels: {
        [LABELS.function]: fn.uuid,
        [LABELS.deployment]: deploymentUuid,
        ...(await this.presence.labels()),
      },
    });
    try {
      await this.waitReady(id, port);
    } catch (err) {
      await this.engine.remove(id);
      throw err;
    }
    return {
      deploymentUuid,
      functionUuid: fn.uuid,
      containerId: id,
      port,
      lastUsed: Date.now(),
      inFlight: 0,
    };
  }

  private async waitReady(id: string, port: number): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const res = await this.request(port, 'GET', '/health', '', 1000).catch(() => null);
      if (res?.status === 200) return;
      if (res?.status === 500)
        throw new HandlerLoadError(String((JSON.parse(res.body) as { error: string }).error));
      const stopped = await this.engine.exitReason(id);
      if (stopped)
        throw new HandlerLoadError(
          `function process stopped at start (${stopped}): ${await this.engine.logsTail(id, 10)}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`container did not become ready within ${READY_TIMEOUT_MS / 1000}s`);
  }

  /** One invocation on the container; a timeout or crash removes it so the next call gets a fresh one. */
  async call(
    warm: WarmContainer,
    event: string,
    executionUuid: string,
    timeoutMs: number,
  ): Promise<CallOutcome> {
    warm.inFlight++;
    warm.lastUsed = Date.now();
    try {
      const res = await this.request(warm.port, 'POST', '/invoke', event, timeoutMs, {
        'x-execution-id': executionUuid,
        'x-deadline-ms': String(Date.now() + timeoutMs),
      });
      return { kind: 'reply', reply: JSON.parse(res.body) as ShimReply };
    } catch (err) {
      const timedOut = (err as Error).message === 'timeout';
      // A dropped connection usually means the process died; the engine may take a moment to say why.
      const reason = timedOut
        ? 'timeout'
        : ((await this.engine.exitReasonWhenStopped(warm.containerId, 3000)) ?? (err as Error).message);
      await this.discard(warm);
      if (timedOut) return { kind: 'timeout' };
      const unreachable = (err as NodeJS.ErrnoException).code === 'ECONNREFUSED' || reason === CONTAINER_GONE;
      return { kind: unreachable ? 'unreachable' : 'crash', reason };
    } finally {
      warm.inFlight--;
      warm.lastUsed = Date.now();
    }
  }

  private request(port: number, method: string, path: string, body: string, timeoutMs: number, headers = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  async discard(warm: WarmContainer): Promise<void> {
    const current = this.pool.get(warm.deploymentUuid);
    if (current && (await current.catch(() => null)) === warm) this.pool.delete(warm.deploymentUuid);
    await this.engine.remove(warm.containerId);
  }

  /** Removes this worker's containers of a deployment, or of every deployment but `keep` of a function. */
  async retire(predicate: (w: WarmContainer) => boolean): Promise<void> {
    for (const entry of [...this.pool.values()]) {
      const warm = await entry.catch(() => null);
      if (warm && predicate(warm)) await this.discard(warm);
    }
  }

  /** Scale to zero: idle containers, and containers of deployments no longer active, are stopped. */
  @Interval(REAP_INTERVAL_MS)
  async reap(): Promise<void> {
    const entries = (await Promise.all([...this.pool.values()].map((e) => e.catch(() => null)))).filter(
      (w): w is WarmContainer => w !== null,
    );
    if (!entries.length) return;
    const active = new Set(
      (await this.deployments.findBy({ uuid: In(entries.map((w) => w.deploymentUuid)), isActive: true })).map(
        (d) => d.uuid,
      ),
    );
    const idleBefore = Date.now() - this.config.IDLE_TIMEOUT_S * 1000;
    for (const warm of entries) {
      if (warm.inFlight === 0 && (!active.has(warm.deploymentUuid) || warm.lastUsed < idleBefore)) {
        this.logger.log(
          `stopping container of deployment ${warm.deploymentUuid} (${active.has(warm.deploymentUuid) ? 'idle' : 'inactive'})`,
        );
        await this.discard(warm);
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.retire(() => true);
    this.agent.destroy();
  }
}
