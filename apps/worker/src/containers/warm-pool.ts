import { Deployment, FunctionEntity } from '@fnhost/database';
import {
  boundLogs,
  deployedRuntime,
  INVOKE_LIMITS,
  LANGUAGES,
  LogEntry,
  MAX_REPLY_BYTES,
} from '@fnhost/runtime';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import { open } from 'fs/promises';
import http from 'http';
import * as path from 'path';
import { In, Repository } from 'typeorm';
import { ContainerEngine, LABELS } from './container-engine';
import { ImageStore } from './image-store';
import { SecretFiles, WrittenSecrets } from './secret-files';
import { SocketDirs } from './socket-dirs';
import { checkedReply, errorReply, ShimReply } from './shim-reply';
import { WorkerPresence } from './worker-presence';
import { WorkerConfig } from '../config';
import { KEYS, RedisService } from '@fnhost/redis';

export interface WarmContainer {
  deploymentUuid: string;
  functionUuid: string;
  containerId: string;
  containerName: string;
  socketPath: string;
  /** Sent with every request: the shim answers nobody else. */
  secret: string;
  /** The function's configuration revision it was started on. */
  configRevision: number;
  userId: number;
  /** The account secrets it reads, and the values their files hold. */
  secretNames: string[];
  secrets: WrittenSecrets;
  /** Why the container was taken away, once it was: told to the calls still in flight on it. */
  retired?: string;
  lastUsed: number;
  inFlight: number;
  /** Set while a retirement waits for the calls in flight: called when the last one ends. */
  onIdle?: () => void;
}

/** The function's own code is at fault (it does not load, it exits at start): its author sees the message. */
export class FunctionCodeError extends Error {}

/**
 * `unreachable`: the request provably never reached the runtime (no socket, nobody listening), so
 * it may run on a fresh container. Anything else ran, or may have: it is never run again.
 * `timeout` and `crash` carry the logs the runtime journaled up to then.
 */
export type CallOutcome =
  | { kind: 'reply'; reply: ShimReply }
  | { kind: 'timeout'; logs: LogEntry[] }
  | { kind: 'crash'; reason: string; logs: LogEntry[] }
  | { kind: 'unreachable'; reason: string };

const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 5;
/** Every this many polls the engine is asked whether the process stopped. */
const ENGINE_CHECK_EVERY = 20;

class ReplyTooLargeError extends Error {}
const REAP_INTERVAL_MS = 10_000;

/**
 * Warm containers of this worker, one per deployment it has served recently. Starting is
 * single-flight: concurrent invocations of a cold function share one start.
 */
@Injectable()
export class WarmPool implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WarmPool.name);
  /** Per deployment: its container, started or starting. */
  private readonly pool = new Map<string, Promise<WarmContainer>>();
  /** The started ones of `pool`, readable without waiting. */
  private readonly ready = new Map<string, WarmContainer>();
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  /** Removals of replaced versions waiting for their calls in flight (see retire). */
  private readonly draining = new Set<Promise<void>>();
  private network?: Promise<void>;
  private refresher?: NodeJS.Timeout;

  constructor(
    private readonly config: WorkerConfig,
    private readonly engine: ContainerEngine,
    private readonly presence: WorkerPresence,
    private readonly sockets: SocketDirs,
    private readonly images: ImageStore,
    private readonly secretFiles: SecretFiles,
    private readonly redis: RedisService,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {}

  /**
   * The deployment's warm container, started once for all callers. The host joins the
   * deployment's warm set as the start begins, not once it is ready: a burst of invocations
   * (after a rollback, say) is then spread over every host warming the version instead of piling
   * onto the one that finished first; what is placed here waits for the start it would have
   * waited for anyway. A failed start leaves the set again. `configRevision` 0: any (a warm-up).
   */
  acquire(deploymentUuid: string, configRevision = 0): Promise<WarmContainer> {
    const known = this.pool.get(deploymentUuid);
    const ready = this.ready.get(deploymentUuid);
    // Started on an older configuration: it finishes its calls, a new one takes this call. A start
    // under way read the configuration as it began, so it is newer than anything that came before.
    if (ready && ready.configRevision < configRevision)
      this.removeWhenIdle(ready, 'the configuration changed');
    else if (known) return known;
    const started = this.start(deploymentUuid);
    this.pool.set(deploymentUuid, started);
    void this.advertise('sadd', deploymentUuid);
    started.then(
      (warm) => this.ready.set(deploymentUuid, warm),
      () => {
        if (this.pool.get(deploymentUuid) !== started) return;
        this.pool.delete(deploymentUuid);
        void this.advertise('srem', deploymentUuid);
      },
    );
    return started;
  }

  /** This worker's started containers, at once: a start in progress is not waited for (the heartbeat must not be). */
  containers(): WarmContainer[] {
    return [...this.ready.values()];
  }

  /** The deployments this worker holds or is starting a container of: its warm-set memberships. */
  memberships(): string[] {
    return [...this.pool.keys()];
  }

  /**
   * The deployment's warm set, which the api places its invocations by. Best effort: without it an
   * invocation goes to whichever worker is free, which starts its own container.
   */
  private async advertise(op: 'sadd' | 'srem', deploymentUuid: string): Promise<void> {
    // Past shutdown's leave the heartbeat is gone: nothing is placed here, placement prunes the entry.
    if (this.presence.left) return;
    await this.redis.client[op](KEYS.warm(deploymentUuid), this.presence.workerId).catch((err: Error) =>
      this.logger.warn(`warm set of ${deploymentUuid} not updated: ${err.message}`),
    );
  }

  /** The function network, created once per process (asked again after a failure). */
  private networkReady(): Promise<void> {
    if (!this.network) {
      this.network = this.engine.ensureNetwork();
      this.network.catch(() => (this.network = undefined));
    }
    return this.network;
  }

  /**
   * A container of the version with the function's current configuration: memory, the version's
   * deploy-time env under the configured one, the secrets of both as files.
   */
  private async start(deploymentUuid: string): Promise<WarmContainer> {
    await this.networkReady();
    const deployment = await this.deployments.findOneByOrFail({ uuid: deploymentUuid });
    const fn = await this.functions.findOneByOrFail({ uuid: deployment.functionUuid });
    const runtime = deployedRuntime(deployment.runtime);
    await this.images.ensure(deployment.imageTag);
    // Unique per start: a retired container of the same version may still be being removed.
    const name = `fnhost-${fn.uuid.slice(0, 8)}-v${deployment.version}-${randomBytes(4).toString('hex')}`;
    const secret = randomBytes(24).toString('hex');
    const { socketDir, secretsDir } = await this.sockets.create(name);
    const secretNames = [...new Set([...deployment.secrets, ...fn.secrets])];
    let containerId: string | undefined;
    try {
      const secrets = await this.secretFiles.write(name, fn.userId, secretNames);
      containerId = await this.engine.run({
        name,
        image: this.images.ref(deployment.imageTag),
        memoryMb: fn.memory,
        socketDir,
        secretsDir,
        env: {
          ...deployment.env,
          ...fn.env,
          FNHOST_FUNCTION_ID: fn.uuid,
          FNHOST_SECRET: secret,
          FNHOST_LIMITS: JSON.stringify(INVOKE_LIMITS),
          ...LANGUAGES[runtime.language].env(fn.memory),
        },
        labels: {
          [LABELS.function]: fn.uuid,
          [LABELS.deployment]: deploymentUuid,
          ...(await this.presence.labels()),
        },
      });
      const warm: WarmContainer = {
        deploymentUuid,
        functionUuid: fn.uuid,
        containerId,
        containerName: name,
        socketPath: this.sockets.socketOf(name),
        secret,
        configRevision: fn.configRevision,
        userId: fn.userId,
        secretNames,
        secrets,
        lastUsed: Date.now(),
        inFlight: 0,
      };
      await this.waitReady(warm);
      return warm;
    } catch (err) {
      if (containerId) await this.engine.remove(containerId);
      await this.sockets.remove(name);
      throw err;
    }
  }

  /** Polls the shim often (a cold start waits on it) and the engine seldom (an inspect costs). */
  private async waitReady(warm: WarmContainer): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const res = await this.request(warm, 'GET', '/health', '', 1000).catch(() => null);
      if (res?.status === 200) return;
      if (res?.status === 500)
        throw new FunctionCodeError(
          `cannot load the handler: ${(JSON.parse(res.body) as { error: string }).error}`,
        );
      const stopped = attempt % ENGINE_CHECK_EVERY === 0 && (await this.engine.exitReason(warm.containerId));
      if (stopped) {
        // What the function printed, without the runtime's own stack frames.
        const output = (await this.engine.logsTail(warm.containerId, 10))
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .join('\n');
        throw new FunctionCodeError(`the function process stopped at start (${stopped}): ${output}`);
      }
      await new Promise((r) => setTimeout(r, READY_POLL_MS));
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
      const res = await this.request(warm, 'POST', '/invoke', event, timeoutMs, {
        'x-execution-id': executionUuid,
        'x-deadline-ms': String(Date.now() + timeoutMs),
      });
      return { kind: 'reply', reply: checkedReply(res.body) };
    } catch (err) {
      if (err instanceof ReplyTooLargeError)
        return { kind: 'reply', reply: errorReply(`result too large: ${err.message}`) };
      const code = (err as NodeJS.ErrnoException).code;
      // Never reached the runtime (a retired container already removed, too): safe to run elsewhere.
      if (code === 'ENOENT' || code === 'ECONNREFUSED') {
        if (!warm.retired) await this.discard(warm, 'its runtime could not be reached');
        return { kind: 'unreachable', reason: (err as Error).message };
      }
      const logs = await this.journal(warm, executionUuid);
      if ((err as Error).message === 'timeout') {
        await this.discard(warm, 'the container was replaced after a concurrent invocation timed out');
        return { kind: 'timeout', logs };
      }
      // A dropped connection usually means the process died; the engine may take a moment to say why.
      const reason =
        warm.retired ??
        (await this.engine.exitReasonWhenStopped(warm.containerId, 3000)) ??
        (err as Error).message;
      await this.discard(warm, reason); // the calls still in flight on it share the cause
      return { kind: 'crash', reason, logs };
    } finally {
      warm.inFlight--;
      warm.lastUsed = Date.now();
      if (warm.inFlight === 0) warm.onIdle?.();
    }
  }

  /** A request to the shim over its socket, with the secret; the reply is read up to MAX_REPLY_BYTES. */
  private request(
    warm: WarmContainer,
    method: string,
    path: string,
    body: string,
    timeoutMs: number,
    headers = {},
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Settles once: the error that stopped the exchange wins over the socket errors it causes.
      const abort = (err: Error) => {
        clearTimeout(timer);
        reject(err);
        req.destroy();
      };
      const req = http.request(
        {
          socketPath: warm.socketPath,
          method,
          path,
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-fnhost-secret': warm.secret,
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > MAX_REPLY_BYTES)
              abort(new ReplyTooLargeError(`the reply exceeded ${MAX_REPLY_BYTES} bytes`));
            else chunks.push(c);
          });
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', abort);
        },
      );
      // The whole exchange, not just idle time: a shim that trickles bytes still times out.
      const timer = setTimeout(() => abort(new Error('timeout')), timeoutMs);
      req.on('error', abort);
      req.end(body);
    });
  }

  /** The log entries an invocation's runtime journaled beside its socket (what a timeout or crash left). */
  private async journal(warm: WarmContainer, executionUuid: string): Promise<LogEntry[]> {
    const file = path.join(this.sockets.dirOf(warm.containerName), `${executionUuid}.log`);
    const text = await readHead(file, 2 * INVOKE_LIMITS.logBytes).catch(() => '');
    const entries = text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        try {
          return JSON.parse(line) as unknown;
        } catch {
          return null; // a line cut by the crash, or written by the handler itself
        }
      })
      .filter((e) => e !== null);
    return boundLogs(entries);
  }

  async discard(warm: WarmContainer, reason = 'the container was stopped'): Promise<void> {
    await this.withdraw(warm, reason);
    await this.remove(warm);
  }

  /** No new call goes to the container: out of the pool and of the deployment's warm set. */
  private async withdraw(warm: WarmContainer, reason: string): Promise<void> {
    warm.retired ??= reason;
    if (this.ready.get(warm.deploymentUuid) === warm) {
      this.ready.delete(warm.deploymentUuid);
      this.pool.delete(warm.deploymentUuid);
      await this.advertise('srem', warm.deploymentUuid);
    }
  }

  private async remove(warm: WarmContainer): Promise<void> {
    await this.engine.remove(warm.containerId);
    await this.sockets.remove(warm.containerName);
  }

  /**
   * Takes this worker's matching containers out of service (starts in progress too: a container
   * started just before the retirement must not outlive it). A version being replaced (`drain`)
   * finishes the calls already running on it before it is removed, in the background (shutdown
   * waits for it); a deleted function's containers go at once.
   */
  async retire(predicate: (w: WarmContainer) => boolean, { drain = false } = {}): Promise<void> {
    const settled = await Promise.all([...this.pool.values()].map((e) => e.catch(() => null)));
    for (const warm of settled) {
      if (!warm || !predicate(warm)) continue;
      if (!drain || warm.inFlight === 0) await this.discard(warm);
      else this.removeWhenIdle(warm, 'the version was replaced');
    }
  }

  /** Out of service at once, removed once its calls in flight are done (in the background; shutdown waits). */
  private removeWhenIdle(warm: WarmContainer, reason: string): void {
    // A call ends by its timeout at the latest, so the wait is bounded.
    const idle = new Promise<void>((resolve) => (warm.onIdle = resolve));
    const removal = this.withdraw(warm, reason)
      .then(() => (warm.inFlight === 0 ? undefined : idle))
      .then(() => this.remove(warm))
      .catch((err: Error) => this.logger.warn(`removing ${warm.containerName}: ${err.message}`))
      .finally(() => this.draining.delete(removal));
    this.draining.add(removal);
  }

  /** Scale to zero: idle containers, and containers of deployments no longer active (or about to be), are stopped. */
  @Interval(REAP_INTERVAL_MS)
  async reap(): Promise<void> {
    // A rejection here would be unhandled (the scheduler ignores the promise) and end the process.
    await this.stopUnused().catch((err: Error) => this.logger.warn(`reaping skipped: ${err.message}`));
  }

  private async stopUnused(): Promise<void> {
    const entries = this.containers();
    if (!entries.length) return;
    // A build warms its version before switching to it: `building` is kept like `active`, or a reap
    // between the two stopped the new version's container (its first invocation then started cold).
    const live = await this.deployments.findBy({
      uuid: In(entries.map((w) => w.deploymentUuid)),
      status: In(['building', 'active']),
    });
    const active = new Set(live.map((d) => d.uuid));
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

  /** A changed secret reaches running containers: their files are rewritten from the values that changed. */
  private async refreshSecrets(): Promise<void> {
    for (const warm of this.containers()) {
      if (!warm.secretNames.length || warm.retired) continue;
      warm.secrets = await this.secretFiles
        .write(warm.containerName, warm.userId, warm.secretNames, warm.secrets)
        .catch((err: Error) => {
          this.logger.warn(`secrets of ${warm.containerName} not refreshed: ${err.message}`);
          return warm.secrets;
        });
    }
  }

  onModuleInit(): void {
    this.refresher = setInterval(() => void this.refreshSecrets(), this.config.SECRETS_REFRESH_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.refresher);
    await this.retire(() => true);
    await Promise.all(this.draining);
    this.agent.destroy();
  }
}

/** The first `max` bytes of a file, as text. */
async function readHead(file: string, max: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(max);
    const { bytesRead } = await handle.read(buffer, 0, max, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
