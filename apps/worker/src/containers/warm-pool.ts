import { START_MARGIN_MS } from '@fnhost/engine';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { totalmem } from 'os';
import { WorkerConfig } from '../config';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { NetworkPolicy } from '../network/network-policy.service';
import { ContainerEngine } from './container-engine';
import { InstanceStarter, WarmContainer } from './instance-starter';
import { choose, ScalingLimits } from './scaling';
import { SocketDirs } from './socket-dirs';
import { WorkerPresence } from './worker-presence';

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
 * max_instances and the host's memory budget (WORKER_MEMORY_MB). The InstanceStarter starts them,
 * InstanceCalls carries calls on them, the Reaper scales them in; this owns which exist.
 */
@Injectable()
export class WarmPool implements OnApplicationShutdown {
  private readonly logger = new Logger(WarmPool.name);
  /** Per deployment: its instances, started or starting. */
  private readonly groups = new Map<string, Set<Instance>>();
  /** Calls waiting for room (an instance freed, removed or started): woken on any such change. */
  private readonly waiting = new Set<() => void>();
  /** Per deployment, when this host last said it is full of it (markFull). */
  private readonly markedFull = new Map<string, number>();
  /** Per deployment, the instances kept started (min_instances), set by the Reaper. */
  private kept = new Map<string, number>();
  /**
   * Per deployment, the memory its last start reserved: a call whose start found the budget full
   * then waits for room instead of trying a start again at once (with no instance left of its
   * deployment, the pool would not know what one needs).
   */
  private readonly needs = new Map<string, number>();
  /** Removals of replaced versions waiting for their calls in flight (see retire). */
  private readonly draining = new Set<Promise<void>>();
  private readonly budgetMb: number;

  constructor(
    config: WorkerConfig,
    private readonly starter: InstanceStarter,
    private readonly engine: ContainerEngine,
    private readonly presence: WorkerPresence,
    private readonly sockets: SocketDirs,
    private readonly redis: RedisService,
    private readonly policy: NetworkPolicy,
    metrics: WorkerMetrics,
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
   * replaced. Waits up to `waitMs` for room when max_instances or the memory budget is reached;
   * a start the call waits on may take longer: up to the cold start its lease allows
   * (START_MARGIN_MS), a function's short timeout being no bound on how long its container starts.
   * The host joins the deployment's warm set as its first start begins, so a burst is spread over
   * every host warming the version.
   */
  async acquire(deploymentUuid: string, configRevision: number, waitMs: number): Promise<WarmContainer> {
    // A started instance too: no call runs on this host while its instances are not fenced in.
    await this.policy.guard();
    const deadline = Date.now() + waitMs;
    const startDeadline = Math.max(deadline, Date.now() + START_MARGIN_MS);
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
        this.usedMb() -
          sum(this.evictable()) +
          (instances[0]?.memoryMb ?? this.needs.get(deploymentUuid) ?? 0) <=
          this.budgetMb,
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
      const starting = !!instance && !instance.warm;
      const woken = await this.changed(starting ? startDeadline : deadline).finally(
        () => instance && instance.claims--,
      );
      if (instance?.error && !(instance.error instanceof BudgetFullError)) throw instance.error;
      if (!woken && starting) throw new Error(`no instance started within ${START_MARGIN_MS / 1000}s`);
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
    // In the group before its start begins: its reservation counts itself, whenever it is made.
    group.add(instance);
    // Reserved before anything is awaited: a concurrent start counts it while this one makes room.
    instance.started = this.starter.start(deploymentUuid, async (memoryMb) => {
      instance.memoryMb = memoryMb;
      this.needs.set(deploymentUuid, memoryMb);
      if (this.usedMb() > this.budgetMb && !(await this.evict()))
        throw new BudgetFullError(`this host's memory budget (${this.budgetMb} MB) is in use`);
    });
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
    // What it needs is kept only while its calls wait for room.
    if (!(instance.error instanceof BudgetFullError)) this.needs.delete(deploymentUuid);
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
    // Draining, the worker stays out of placement; past shutdown's leave placement prunes the entry.
    if (this.presence.left || (op === 'sadd' && this.presence.withdrawn)) return;
    await this.redis.client[op](KEYS.warm(deploymentUuid), this.presence.workerId).catch((err: Error) =>
      this.logger.warn(`warm set of ${deploymentUuid} not updated: ${err.message}`),
    );
  }

  /** The end of a call `acquire` reserved room for: the instance takes another, or may go idle. */
  release(warm: WarmContainer): void {
    warm.inFlight--;
    warm.lastUsed = Date.now();
    if (warm.inFlight === 0) warm.onIdle?.();
    this.wake();
  }

  /** The deployment's idle started instances, least recently used first, and how many it has in all. */
  idleOf(deploymentUuid: string): { idle: WarmContainer[]; size: number } {
    const group = this.group(deploymentUuid);
    const idle = [...group]
      .flatMap((i) => (i.warm && i.warm.inFlight === 0 ? [i.warm] : []))
      .sort((a, b) => a.lastUsed - b.lastUsed);
    return { idle, size: group.size };
  }

  /** The instances kept started per deployment (min_instances on this host): never reaped or evicted. */
  keep(kept: Map<string, number>): void {
    this.kept = kept;
  }

  keptOf(deploymentUuid: string): number {
    return this.kept.get(deploymentUuid) ?? 0;
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
  removeWhenIdle(warm: WarmContainer, reason: string): void {
    // A call ends by its timeout at the latest, so the wait is bounded.
    const idle = new Promise<void>((resolve) => (warm.onIdle = resolve));
    this.withdraw(warm, reason);
    const removal = (warm.inFlight === 0 ? Promise.resolve() : idle)
      .then(() => this.remove(warm))
      .catch((err: Error) => this.logger.warn(`removing ${warm.containerName}: ${err.message}`))
      .finally(() => this.draining.delete(removal));
    this.draining.add(removal);
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

  async onApplicationShutdown(): Promise<void> {
    await this.retire(() => true);
    await Promise.all(this.draining);
  }
}

const sum = (instances: WarmContainer[]) => instances.reduce((mb, w) => mb + w.memoryMb, 0);
