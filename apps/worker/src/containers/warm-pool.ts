import { Deployment, FunctionEntity } from '@fnhost/database';
import { boundLogs, deployedRuntime, INVOKE_LIMITS, LANGUAGES, LogEntry } from '@fnhost/runtime';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { open } from 'fs/promises';
import * as path from 'path';
import { In, Repository } from 'typeorm';
import { ContainerEngine, cpusFor, LABELS } from './container-engine';
import { choose, CpuMeter, ScalingLimits } from './scaling';
import { ImageStore } from './image-store';
import { SecretFiles, WrittenSecrets } from './secret-files';
import { newSlot, SocketDirs } from './socket-dirs';
import { StemCells } from './stem-cells';
import { ReplyTooLargeError, ShimConnection } from './shim-connection';
import { checkedReply, errorReply, ShimReply } from './shim-reply';
import { WorkerPresence } from './worker-presence';
import { WorkerConfig } from '../config';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { KEYS, RedisService } from '@fnhost/redis';
import { JobQueue } from '@fnhost/queue';
import { totalmem } from 'os';
import { currentTraceparent } from '@fnhost/observability';

export interface WarmContainer {
  deploymentUuid: string;
  functionUuid: string;
  containerId: string;
  containerName: string;
  /** Names its directories on the host (SocketDirs). */
  slot: string;
  /** Carries its calls, over its socket. */
  shim: ShimConnection;
  /** Sent with every call: the shim answers nobody else. */
  secret: string;
  /** The function's configuration revision it was started on. */
  configRevision: number;
  memoryMb: number;
  limits: ScalingLimits;
  cpu: CpuMeter;
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

/** A container of a deployment on this host: starting (`warm` unset) or started. */
interface Instance {
  started: Promise<WarmContainer>;
  warm?: WarmContainer;
  /** Calls waiting for its start. */
  claims: number;
  /** Known once the function's row is read; counted against the host's budget from then. */
  memoryMb: number;
  /** Why its start failed: told to the calls that waited on it. */
  error?: Error;
}

/** The host's memory budget cannot hold another instance now: the call waits. */
class BudgetFullError extends Error {}

/** How long placement avoids a host that said it is full of a deployment. */
const FULL_MARK_MS = 3000;

const DEFAULT_LIMITS: ScalingLimits = { maxInstances: 10, concurrencyPerInstance: 10 };

/**
 * The function instances of this worker's host: per deployment as many containers as its load
 * needs (scaling.ts says when to share one, start one or wait), within the function's
 * max_instances and the host's memory budget (WORKER_MEMORY_MB). Extra instances are reaped after
 * SCALE_IN_IDLE_S idle, the last one after IDLE_TIMEOUT_S; min_instances are never reaped.
 */
@Injectable()
export class WarmPool implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WarmPool.name);
  /** Per deployment: its instances, started or starting. */
  private readonly groups = new Map<string, Set<Instance>>();
  /** Calls waiting for room (an instance freed, removed or started): woken on any such change. */
  private readonly waiting = new Set<() => void>();
  /** Per deployment, when this host last said it is full of it (markFull). */
  private readonly markedFull = new Map<string, number>();
  /** Per deployment, the instances kept started (min_instances), set by keepWarm. */
  private readonly kept = new Map<string, number>();
  /** Removals of replaced versions waiting for their calls in flight (see retire). */
  private readonly draining = new Set<Promise<void>>();
  private network?: Promise<void>;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly budgetMb: number;

  constructor(
    private readonly config: WorkerConfig,
    private readonly engine: ContainerEngine,
    private readonly presence: WorkerPresence,
    private readonly sockets: SocketDirs,
    private readonly images: ImageStore,
    private readonly secretFiles: SecretFiles,
    private readonly stems: StemCells,
    private readonly redis: RedisService,
    private readonly jobs: JobQueue,
    private readonly metrics: WorkerMetrics,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {
    this.budgetMb = config.WORKER_MEMORY_MB || Math.floor(totalmem() / 1024 / 1024 / 2);
    metrics.gauge('fnhost_instances', 'Started instances on this host, by function', ['function'], (g) => {
      for (const w of this.containers()) g.inc({ function: metrics.functionLabel(w.functionUuid) });
    });
    metrics.gauge('fnhost_executions_in_flight', 'Calls running on this host', [], (g) =>
      g.set(this.containers().reduce((n, w) => n + w.inFlight, 0)),
    );
    metrics.gauge(
      'fnhost_worker_memory_mb',
      'Function memory held on this host, and its budget',
      ['kind'],
      (g) => {
        g.set({ kind: 'used' }, this.usedMb());
        g.set({ kind: 'budget' }, this.budgetMb);
      },
    );
  }

  /**
   * An instance of the deployment with room for one more call, reserved for it: `call` releases
   * it. Instances on an older configuration (`configRevision`) finish their calls and are
   * replaced. Waits up to `waitMs` for room when max_instances or the memory budget is reached.
   * The host joins the deployment's warm set as its first start begins, so a burst is spread over
   * every host warming the version.
   */
  async acquire(deploymentUuid: string, configRevision: number, waitMs: number): Promise<WarmContainer> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const group = this.group(deploymentUuid);
      for (const i of group)
        if (i.warm && i.warm.configRevision < configRevision)
          this.removeWhenIdle(i.warm, 'the configuration changed');
      const instances = [...group];
      const now = Date.now();
      const choice = choose(
        instances.map((i) => ({
          ready: !!i.warm,
          inFlight: i.warm?.inFlight ?? 0,
          claims: i.claims,
          saturated: !!i.warm?.cpu.saturated(now),
        })),
        instances.find((i) => i.warm)?.warm?.limits ?? DEFAULT_LIMITS,
        // Idle instances of other deployments make room when a start needs it (see evict).
        this.usedMb() - sum(this.evictable()) + (instances[0]?.memoryMb ?? 0) <= this.budgetMb,
      );
      if (choice.kind === 'use') {
        const warm = instances[choice.index].warm!;
        warm.inFlight++;
        warm.lastUsed = now;
        return warm;
      }
      if (choice.kind === 'wait') this.markFull(deploymentUuid);
      // Starting: the call takes whichever comes first, this start or room on a busy instance (a
      // CPU-bound call frees one sooner than a cold start ends). Either wakes the wait.
      const instance =
        choice.kind === 'start'
          ? this.launch(deploymentUuid)
          : choice.kind === 'await'
            ? instances[choice.index]
            : null;
      if (instance) instance.claims++;
      const woken = await this.changed(deadline).finally(() => instance && instance.claims--);
      if (instance?.error && !(instance.error instanceof BudgetFullError)) throw instance.error;
      if (!woken) throw this.noRoom(deploymentUuid);
    }
  }

  /**
   * Warms the deployment (a build, a rollback, min_instances): `count` instances unless they are
   * there. A full memory budget is no failure (the first calls wait for room); a function that
   * does not start is.
   */
  async warm(deploymentUuid: string, count = 1): Promise<void> {
    const group = this.group(deploymentUuid);
    const missing = Math.max(0, count - group.size);
    const starts = [...group].map((i) => i.started);
    for (let n = 0; n < missing; n++) starts.push(this.launch(deploymentUuid).started);
    const failed = (await Promise.allSettled(starts)).find(
      (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof BudgetFullError),
    );
    if (failed) throw failed.reason;
  }

  /** The deployment's instances here (none: an empty set, not kept, so it is no warm-set membership). */
  private group(deploymentUuid: string): Set<Instance> {
    return this.groups.get(deploymentUuid) ?? new Set();
  }

  /** A new instance, counted at once (single-flight decisions stay right while it starts). */
  private launch(deploymentUuid: string): Instance {
    let group = this.groups.get(deploymentUuid);
    if (!group) {
      this.groups.set(deploymentUuid, (group = new Set()));
      void this.advertise('sadd', deploymentUuid);
    }
    const instance: Instance = { started: undefined!, claims: 0, memoryMb: 0 };
    instance.started = this.start(deploymentUuid, instance);
    group.add(instance);
    instance.started.then(
      (warm) => {
        instance.warm = warm;
        this.wake();
      },
      (err: Error) => {
        instance.error = err;
        this.forget(deploymentUuid, instance);
        this.wake();
      },
    );
    return instance;
  }

  /**
   * Placement sends the deployment's next calls to another worker for a while (KEYS.full): this
   * host's instances are busy and it may not start another. Written at most once per half period.
   */
  private markFull(deploymentUuid: string): void {
    const now = Date.now();
    if (now - (this.markedFull.get(deploymentUuid) ?? 0) < FULL_MARK_MS / 2) return;
    this.markedFull.set(deploymentUuid, now);
    void this.redis.client
      .set(KEYS.full(deploymentUuid, this.presence.workerId), '1', 'PX', FULL_MARK_MS)
      .catch((err: Error) => this.logger.warn(`full mark of ${deploymentUuid} not written: ${err.message}`));
  }

  /** Out of the deployment's instances; the host leaves its warm set with the last one. */
  private forget(deploymentUuid: string, instance: Instance): void {
    const group = this.groups.get(deploymentUuid);
    if (!group?.delete(instance) || group.size) return;
    this.groups.delete(deploymentUuid);
    this.markedFull.delete(deploymentUuid);
    void this.advertise('srem', deploymentUuid);
  }

  /** MB of function memory held here, of the budget. */
  memory(): { used: number; budget: number } {
    return { used: this.usedMb(), budget: this.budgetMb };
  }

  private usedMb(): number {
    let mb = 0;
    for (const group of this.groups.values()) for (const i of group) mb += i.memoryMb;
    return mb;
  }

  /** True on the next change of room (an instance freed, started, failed or removed); false past the deadline. */
  private changed(deadline: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(
        () => {
          this.waiting.delete(wake);
          resolve(false);
        },
        Math.max(0, deadline - Date.now()),
      );
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiting.add(wake);
    });
  }

  private noRoom(deploymentUuid: string): Error {
    const group = this.group(deploymentUuid);
    const limits = [...group].find((i) => i.warm)?.warm?.limits ?? DEFAULT_LIMITS;
    return new Error(
      `no instance was free within the function's timeout: ${group.size} of max_instances ${limits.maxInstances} busy, ${this.usedMb()} of ${this.budgetMb} MB of this host's budget in use`,
    );
  }

  private wake(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const wake of waiting) wake();
  }

  /** This worker's started containers, at once: a start in progress is not waited for (the heartbeat must not be). */
  containers(): WarmContainer[] {
    return [...this.groups.values()].flatMap((g) => [...g].flatMap((i) => (i.warm ? [i.warm] : [])));
  }

  /** The deployments this worker holds or is starting a container of: its warm-set memberships. */
  memberships(): string[] {
    return [...this.groups.keys()];
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
  private async start(deploymentUuid: string, instance: Instance): Promise<WarmContainer> {
    const deployment = await this.deployments.findOneByOrFail({ uuid: deploymentUuid });
    const fn = await this.functions.findOneByOrFail({ uuid: deployment.functionUuid });
    // Reserved before anything is awaited: a concurrent start counts it while this one makes room.
    instance.memoryMb = fn.memory;
    if (this.usedMb() > this.budgetMb && !(await this.evict()))
      throw new BudgetFullError(`this host's memory budget (${this.budgetMb} MB) is in use`);
    const runtime = deployedRuntime(deployment.runtime);
    const startedAt = Date.now();
    const stem = this.stems.take(runtime.id);
    const slot = stem?.slot ?? newSlot();
    // Unique per start (the slot): a retired container of the same version may still be being removed.
    const name = `fnhost-${fn.uuid}-v${deployment.version}-${slot}`;
    const secret = randomBytes(24).toString('hex');
    const secretNames = [...new Set([...deployment.secrets, ...fn.secrets])];
    const env = {
      ...deployment.env,
      ...fn.env,
      FNHOST_FUNCTION_ID: fn.uuid,
      FNHOST_SECRET: secret,
      FNHOST_LIMITS: JSON.stringify(INVOKE_LIMITS),
      ...LANGUAGES[runtime.language].env(fn.memory),
    };
    let containerId: string | undefined;
    try {
      if (!stem) await this.sockets.create(slot);
      const secrets = await this.secretFiles.write(slot, fn.userId, secretNames);
      containerId = stem
        ? await this.stems
            .launch(stem, { memoryMb: fn.memory, env, code: deployment })
            .catch((err: Error) => {
              this.logger.warn(`stem cell not taken, starting a container: ${err.message}`);
              return undefined;
            })
        : undefined;
      const fromStem = !!containerId;
      containerId ??= await this.run(deployment, fn, { name, slot, env });
      const warm: WarmContainer = {
        deploymentUuid,
        functionUuid: fn.uuid,
        containerId,
        containerName: name,
        slot,
        shim: new ShimConnection(this.sockets.socketOf(slot)),
        secret,
        configRevision: fn.configRevision,
        memoryMb: fn.memory,
        limits: { maxInstances: fn.maxInstances, concurrencyPerInstance: fn.concurrencyPerInstance },
        cpu: new CpuMeter(cpusFor(fn.memory)),
        userId: fn.userId,
        secretNames,
        secrets,
        lastUsed: Date.now(),
        inFlight: 0,
      };
      // A stem cell is named after its function while its runtime starts.
      await Promise.all([this.waitReady(warm), fromStem && this.engine.rename(warm.containerId, name)]);
      this.metrics.coldStart(runtime.id, fromStem ? 'stem' : 'image', Date.now() - startedAt);
      // It started its runtime with the host's CPUs: from its first call on, the function's share.
      if (fromStem)
        void this.engine
          .resize(warm.containerId, fn.memory, cpusFor(fn.memory))
          .catch((err: Error) => this.logger.warn(`${name} keeps the host's CPUs: ${err.message}`));
      return warm;
    } catch (err) {
      // A stem cell taken is gone whatever failed (its secrets, its launch): none is handed back.
      const started = containerId ?? stem?.containerId;
      if (started) await this.engine.remove(started);
      await this.sockets.remove(slot);
      throw err;
    } finally {
      // Behind the start, not beside it: a stem cell's start would take CPU from this one.
      if (stem) this.stems.refill();
    }
  }

  /** A container of the version's image: the start when no stem cell is ready. */
  private async run(
    deployment: Deployment,
    fn: FunctionEntity,
    { name, slot, env }: { name: string; slot: string; env: Record<string, string> },
  ): Promise<string> {
    await this.networkReady();
    await this.images.ensure(deployment.imageTag);
    return this.engine.run({
      name,
      image: this.images.ref(deployment.imageTag),
      memoryMb: fn.memory,
      socketDir: this.sockets.dirOf(slot),
      secretsDir: this.sockets.secretsDirOf(slot),
      shimDir: this.stems.shimDir(),
      env,
      labels: {
        [LABELS.function]: fn.uuid,
        [LABELS.deployment]: deployment.uuid,
        ...(await this.presence.labels()),
      },
    });
  }

  /** Polls the shim often (a cold start waits on it) and the engine seldom (an inspect costs). */
  private async waitReady(warm: WarmContainer): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const health = await warm.shim
        .call({ op: 'health', secret: warm.secret }, '', 1000)
        .then((text) => JSON.parse(text) as { ok?: boolean; error?: string })
        .catch(() => null);
      if (health?.ok === true) return;
      if (health?.ok === false) throw new FunctionCodeError(`cannot load the handler: ${health.error}`);
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

  /**
   * One invocation on an instance `acquire` reserved (the reservation ends here); a timeout or
   * crash removes the instance, so the next call gets a fresh one.
   */
  async call(
    warm: WarmContainer,
    event: string,
    executionUuid: string,
    timeoutMs: number,
  ): Promise<CallOutcome> {
    try {
      const request = {
        op: 'invoke' as const,
        secret: warm.secret,
        execution_id: executionUuid,
        deadline_ms: Date.now() + timeoutMs,
        // The function's context carries the trace of its call (tracing on).
        traceparent: currentTraceparent(),
      };
      const reply = checkedReply(await warm.shim.call(request, event, timeoutMs));
      if (reply.cpuUs !== null) warm.cpu.sample(reply.cpuUs, Date.now());
      return { kind: 'reply', reply };
    } catch (err) {
      if (err instanceof ReplyTooLargeError)
        return { kind: 'reply', reply: errorReply(`result too large: ${err.message}`) };
      const code = (err as NodeJS.ErrnoException).code;
      // Never reached the runtime (a retired container already removed, too): safe to run elsewhere.
      if (code === 'ENOENT' || code === 'ECONNREFUSED') {
        // Out of service now, removed in the background: the call goes on to another instance.
        if (!warm.retired) this.removeWhenIdle(warm, 'its runtime could not be reached');
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
      this.wake();
    }
  }

  /** The log entries an invocation's runtime journaled beside its socket (what a timeout or crash left). */
  private async journal(warm: WarmContainer, executionUuid: string): Promise<LogEntry[]> {
    const file = path.join(this.sockets.dirOf(warm.slot), `${executionUuid}.log`);
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
    this.withdraw(warm, reason);
    await this.remove(warm);
  }

  /** No new call goes to the container: out of its deployment's instances (the warm set with the last). */
  private withdraw(warm: WarmContainer, reason: string): void {
    warm.retired ??= reason;
    const instance = [...(this.groups.get(warm.deploymentUuid) ?? [])].find((i) => i.warm === warm);
    if (instance) this.forget(warm.deploymentUuid, instance);
    this.wake();
  }

  private async remove(warm: WarmContainer): Promise<void> {
    warm.shim.close();
    await this.engine.remove(warm.containerId);
    await this.sockets.remove(warm.slot);
  }

  /**
   * Takes this worker's matching containers out of service (starts in progress too: a container
   * started just before the retirement must not outlive it). A version being replaced (`drain`)
   * finishes the calls already running on it before it is removed, in the background (shutdown
   * waits for it); a deleted function's containers go at once.
   */
  async retire(predicate: (w: WarmContainer) => boolean, { drain = false } = {}): Promise<void> {
    const starts = [...this.groups.values()].flatMap((g) => [...g].map((i) => i.started));
    const settled = await Promise.all(starts.map((e) => e.catch(() => null)));
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
    this.withdraw(warm, reason);
    const removal = (warm.inFlight === 0 ? Promise.resolve() : idle)
      .then(() => this.remove(warm))
      .catch((err: Error) => this.logger.warn(`removing ${warm.containerName}: ${err.message}`))
      .finally(() => this.draining.delete(removal));
    this.draining.add(removal);
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
    const held = [...this.groups.keys()];
    if (!held.length) return;
    // A build warms its version before switching to it: `building` is kept like `active`, or a reap
    // between the two stopped the new version's container (its first invocation then started cold).
    const live = await this.deployments.findBy({ uuid: In(held), status: In(['building', 'active']) });
    const active = new Set(live.map((d) => d.uuid));
    const now = Date.now();
    for (const deploymentUuid of held) {
      const group = this.groups.get(deploymentUuid);
      if (!group) continue;
      // Least recently used first: those go before the ones still in use.
      const idle = [...group]
        .flatMap((i) => (i.warm && i.warm.inFlight === 0 ? [i.warm] : []))
        .sort((a, b) => a.lastUsed - b.lastUsed);
      let left = group.size;
      for (const warm of idle) {
        const inactive = !active.has(deploymentUuid);
        const idleFor = (now - warm.lastUsed) / 1000;
        const scaleIn = left > 1 ? this.config.SCALE_IN_IDLE_S : this.config.IDLE_TIMEOUT_S;
        if (!inactive && (left <= (this.kept.get(deploymentUuid) ?? 0) || idleFor < scaleIn)) continue;
        this.logger.log(
          `stopping an instance of deployment ${deploymentUuid} (${inactive ? 'inactive' : 'idle'})`,
        );
        left--;
        await this.discard(warm);
      }
    }
  }

  /**
   * min_instances: each function that asks for kept instances has them on one live worker, the
   * same one for as long as the set of workers stays (rendezvous hashing of function and worker).
   */
  private async keepWarm(): Promise<void> {
    const rows = (await this.functions.query(
      `SELECT f.uuid, f.min_instances, d.uuid AS deployment_uuid FROM functions f
       JOIN deployments d ON d.function_uuid = f.uuid AND d.is_active
       WHERE f.min_instances > 0 AND f.status <> 'deleted'`,
    )) as { uuid: string; min_instances: number; deployment_uuid: string }[];
    const workers = rows.length ? (await this.jobs.liveWorkers()).map((w) => w.id) : [];
    this.kept.clear();
    for (const row of rows) {
      if (keeperOf(row.uuid, workers) !== this.presence.workerId) continue;
      this.kept.set(row.deployment_uuid, row.min_instances);
      await this.warm(row.deployment_uuid, row.min_instances).catch((err: Error) =>
        this.logger.warn(`min_instances of function ${row.uuid} not started: ${err.message}`),
      );
    }
  }

  /** Idle instances that are not kept (min_instances), least recently used first. */
  private evictable(): WarmContainer[] {
    return [...this.groups.entries()]
      .flatMap(([deploymentUuid, group]) =>
        [...group]
          .slice(this.kept.get(deploymentUuid) ?? 0)
          .flatMap((i) => (i.warm?.inFlight === 0 ? [i.warm] : [])),
      )
      .sort((a, b) => a.lastUsed - b.lastUsed);
  }

  /**
   * Back within the budget by stopping idle instances (least recently used first, never kept
   * ones); true when it is.
   */
  private async evict(): Promise<boolean> {
    for (const warm of this.evictable()) {
      if (this.usedMb() <= this.budgetMb) break;
      await this.discard(warm, 'stopped to make room in the host memory budget');
    }
    return this.usedMb() <= this.budgetMb;
  }

  /** A changed secret reaches running containers: their files are rewritten from the values that changed. */
  private async refreshSecrets(): Promise<void> {
    for (const warm of this.containers()) {
      if (!warm.secretNames.length || warm.retired) continue;
      warm.secrets = await this.secretFiles
        .write(warm.slot, warm.userId, warm.secretNames, warm.secrets)
        .catch((err: Error) => {
          this.logger.warn(`secrets of ${warm.containerName} not refreshed: ${err.message}`);
          return warm.secrets;
        });
    }
  }

  onModuleInit(): void {
    this.timers.push(
      setInterval(() => void this.refreshSecrets(), this.config.SECRETS_REFRESH_MS),
      setInterval(() => void this.reap(), this.config.REAP_INTERVAL_MS),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.retire(() => true);
    await Promise.all(this.draining);
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

/** The live worker that keeps a function's min_instances: the highest hash of function and worker. */
export function keeperOf(functionUuid: string, workers: string[]): string | undefined {
  const score = (worker: string) => createHash('sha256').update(`${functionUuid}:${worker}`).digest('hex');
  return workers.reduce<string | undefined>(
    (best, w) => (best === undefined || score(w) > score(best) ? w : best),
    undefined,
  );
}

const sum = (instances: WarmContainer[]) => instances.reduce((mb, w) => mb + w.memoryMb, 0);
