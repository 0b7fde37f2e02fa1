/**
 * Worker liveness, shared by the workers (which beat) and the api (which asks whether the worker
 * running an invocation is still there): a worker is alive while its key is.
 */
export const WORKER_BEAT_INTERVAL_MS = 2000;
export const WORKER_BEAT_TTL_S = 6;
export const workerAliveKey = (workerId: string) => `fnhost:worker-alive:${workerId}`;
