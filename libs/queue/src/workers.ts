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
}

/** What health reports name for workers whose network policy is not in force (decision 34). */
export const policyProblems = (workers: WorkerStatus[]) =>
  workers.flatMap((w) =>
    // A worker of an older version says nothing of its policy: nothing to report.
    w.network_policy && !w.network_policy.enforced
      ? [`worker ${w.id} on ${w.host}: function network policy not in force: ${w.network_policy.problem}`]
      : [],
  );
