/**
 * How a host's instances of one deployment take calls: the rules, apart from containers and
 * timers, so they can be tested as they are.
 *
 * The signal is in-flight calls per instance, capped by CPU: an instance takes up to its
 * function's `concurrency_per_instance` calls at once while it has CPU to spare (a function
 * waiting on I/O shares one instance), but only one while its process uses its whole CPU share
 * (a CPU-bound function then gets an instance, and its CPU share, per call).
 */
export interface InstanceLoad {
  /** Started; otherwise starting. */
  ready: boolean;
  inFlight: number;
  /** Calls waiting for this instance's start. */
  claims: number;
  /** Its process used its whole CPU share lately. */
  saturated: boolean;
}

export interface ScalingLimits {
  maxInstances: number;
  concurrencyPerInstance: number;
}

export type Choice =
  { kind: 'use'; index: number } | { kind: 'await'; index: number } | { kind: 'start' } | { kind: 'wait' };

const capacity = (i: InstanceLoad, limits: ScalingLimits) =>
  i.saturated ? 1 : limits.concurrencyPerInstance;

/**
 * The least busy started instance with room; else a starting one with room to come; else a new
 * instance, within max_instances and the host's memory budget; else the call waits for room.
 */
export function choose(instances: InstanceLoad[], limits: ScalingLimits, budgetAllows: boolean): Choice {
  let best = -1;
  instances.forEach((i, index) => {
    if (i.ready && i.inFlight < capacity(i, limits) && (best < 0 || i.inFlight < instances[best].inFlight))
      best = index;
  });
  if (best >= 0) return { kind: 'use', index: best };
  const starting = instances.findIndex((i) => !i.ready && i.claims < limits.concurrencyPerInstance);
  if (starting >= 0) return { kind: 'await', index: starting };
  if (instances.length < limits.maxInstances && budgetAllows) return { kind: 'start' };
  return { kind: 'wait' };
}

/** Utilisation at or above this share of the instance's CPU counts as saturated. */
const SATURATED = 0.75;
/** Shorter intervals say little (a scheduler tick); longer ones are split no further. */
const MIN_WINDOW_MS = 100;
/** After this long without a sample the last reading is stale: the instance starts unsaturated. */
const STALE_MS = 2000;

/**
 * An instance's CPU use from the runtime's own process CPU time, reported with every reply (the
 * function shares the process and could misreport it, but only to its own cost: more instances of
 * itself, within its max_instances and the host's budget).
 */
export class CpuMeter {
  private last?: { cpuUs: number; at: number };
  /** Averaged over the last windows; undefined until one window was measured. */
  private utilisation?: number;

  constructor(private readonly cpus: number) {}

  sample(cpuUs: number, at: number): void {
    const last = this.last;
    if (last && at - last.at > STALE_MS) this.utilisation = undefined;
    if (!last || at - last.at > STALE_MS || cpuUs < last.cpuUs) {
      this.last = { cpuUs, at };
      return;
    }
    if (at - last.at < MIN_WINDOW_MS) return;
    const share = (cpuUs - last.cpuUs) / 1000 / (at - last.at) / this.cpus;
    this.utilisation = this.utilisation === undefined ? share : (this.utilisation + share) / 2;
    this.last = { cpuUs, at };
  }

  saturated(now: number): boolean {
    return !!this.last && now - this.last.at <= STALE_MS && (this.utilisation ?? 0) >= SATURATED;
  }
}
