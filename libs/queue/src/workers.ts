/**
 * Worker liveness, shared by the workers (which beat) and the api (which asks whether the worker
 * running an invocation is still there): a worker is alive while its key is.
 */
export const WORKER_BEAT_INTERVAL_MS = 2000;
export const WORKER_BEAT_TTL_S = 6;
/**
 * The lifetime of a deployment's warm set (KEYS.warm): each beat writes its worker's memberships
 * again, so the set of a deployment no worker holds any more goes by itself.
 */
export const WARM_SET_TTL_S = WORKER_BEAT_TTL_S;

/** What a worker says of itself, kept as its liveness key's value (GET /health, `cli workers`). */
export interface WorkerStatus {
  id: string;
  /** NODE_NAME: the host it runs on. */
  host: string;
  started_at: string;
  /** Invocations running now, of at most `concurrency`. */
  in_flight: number;
  concurrency: number;
  /** Its function instances (several of a busy deployment). */
  warm_containers: { function_uuid: string; deployment_uuid: string; in_flight: number }[];
  /** MB of function memory its instances hold, of the host's budget (WORKER_MEMORY_MB). */
  memory_mb: { used: number; budget: number };
  /** Stem cells ready per runtime: what the next cold starts take. */
  stem_cells: Record<string, number>;
  /** The latest image pulls from the registry, newest first. */
  pulls: { image: string; ms: number; at: string }[];
  /** Its host's function network policy (decision 34): no container starts while it is not enforced. */
  network_policy: { enforced: boolean; problem: string | null; checked_at: string };
  /** Its host's disk budgets as its storage collector last left them (decision 40); absent before its first pass. */
  storage?: { images: StoreUse; build_cache: StoreUse; checked_at: string };
}

/** Bytes a host's store holds after its collector's pass, of its budget. */
export interface StoreUse {
  used_bytes: number;
  budget_bytes: number;
}

const STORE_SETTINGS = { images: 'IMAGE_STORE_MAX_GB', build_cache: 'BUILD_CACHE_MAX_GB' } as const;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/**
 * What health reports warn of for hosts whose stores stay past their budget once collected: what
 * is left is needed by routed, building or recent versions. Once per host, however many workers.
 */
export const storageWarnings = (workers: WorkerStatus[]) => [
  ...new Set(
    workers.flatMap((w) =>
      (Object.keys(STORE_SETTINGS) as (keyof typeof STORE_SETTINGS)[]).flatMap((store) => {
        const use = w.storage?.[store];
        return use && use.used_bytes > use.budget_bytes
          ? [
              `host ${w.host}: ${store.replace('_', ' ')} hold ${gb(use.used_bytes)}, past ${STORE_SETTINGS[store]} (${gb(use.budget_bytes)}), all of it needed by routed, building or recent versions`,
            ]
          : [];
      }),
    ),
  ),
];

/** What health reports name for workers whose network policy is not in force (decision 34). */
export const policyProblems = (workers: WorkerStatus[]) =>
  workers.flatMap((w) =>
    // A worker of an older version says nothing of its policy: nothing to report.
    w.network_policy && !w.network_policy.enforced
      ? [`worker ${w.id} on ${w.host}: function network policy not in force: ${w.network_policy.problem}`]
      : [],
  );
