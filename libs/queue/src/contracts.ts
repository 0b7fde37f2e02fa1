import type { LogEntry } from '@fnhost/runtime';

/**
 * Queue names, job names and payload/result types shared by api and worker.
 * Names are persisted in Redis: never rename one once shipped. Payloads carry ids;
 * handlers reload state from the database.
 */

/**
 * An invocation's concurrency slot, as a job carries it (its rules: @fnhost/engine's lease.ts): a
 * member of its function's sorted set (KEYS.slots) and of its team's (KEYS.teamSlots), scored by
 * when it lapses. At most `max` live members per function and the team's concurrent_executions
 * quota per team, cluster-wide. It is taken once (by the api's admission for a synchronous call,
 * by the worker for an asynchronous attempt), travels with the job, and is released exactly once:
 * by the worker in the same Redis script that completes the invocation (or when it skips a job
 * whose caller was answered already), or by the api when no worker will (the job was withdrawn
 * unrun, or its worker died). Each holder is its own member, so a second release frees nothing.
 * Unreleased, it lapses at `expiresAt`: a take that finds the slots full drops lapsed members
 * first, so a crashed holder cannot keep a slot.
 */
export interface Lease {
  key: string;
  /** Absent on a lease taken before teams had quotas (a job queued across the upgrade). */
  teamKey?: string;
  holder: string;
  expiresAt: number;
}

/**
 * Where an event's outcome goes (the function's on_success or on_failure): a function of the team
 * (through `alias`, `latest` when absent), or a webhook.
 */
export type Destination =
  { type: 'function'; function_id: string; alias?: string } | { type: 'webhook'; url: string };

/** The queues every worker takes jobs from. */
export const QUEUES = ['deploy', 'invoke', 'cleanup', 'events'] as const;
export type SharedQueueName = (typeof QUEUES)[number];
/** Shared queues, and `host`: each worker's own queue (`hostQueueName`), for work on its host. */
export type QueueName = keyof JobContracts;

export interface JobContracts {
  deploy: {
    /** Build the image of a deployment and switch the function to it. */
    build: { deploymentUuid: string };
  };
  invoke: {
    /** Run one invocation on a warm container of the function's active deployment. */
    run: InvokePayload;
  };
  events: {
    /**
     * Run attempt `attempt` (from 1) of an asynchronous invocation (EventLedger in libs/engine
     * holds the event; the job only carries its id).
     */
    attempt: { executionUuid: string; attempt: number; traceparent?: string };
    /** Hand a finished event's outcome to a destination or its callback URL (retried on 5xx and timeouts). */
    deliver: DeliverPayload;
  };
  cleanup: {
    /** Remove a deleted function's archives and rows; every live worker purges its host (host.purge). */
    'function.delete': { functionUuid: string };
    /**
     * Remove a deleted version's archive; every live worker purges its host (host.purge). Queued
     * before the api's delete commits: done once the version's row is gone, retried while it is not.
     */
    'version.delete': PurgedVersion & {
      functionUuid: string;
      imageTag: string;
      storageKey: string;
      /** Its stored dependency tree, removed too once no other version installs it. */
      dependenciesKey?: string | null;
    };
    /** Schedule the images of functions idle past STALE_AFTER_DAYS for deletion. `now` overrides the clock. */
    'stale.scan': { now?: string };
    /** Delete the functions whose pending deletions are due. `now` overrides the clock. */
    'deletions.run': { now?: string };
    /** Fold the executions past their team's retention into rollups. `now` overrides the clock. */
    'executions.prune': { now?: string };
  };
  /** One worker's own queue: what must run on its host (a warm container there, its engine). */
  host: {
    /** An invocation placed on the worker that holds a warm container of the deployment. */
    run: InvokePayload;
    /**
     * Invocations placed on this worker within one event-loop turn of the api, in one job: each
     * job costs Redis three BullMQ scripts, whatever it carries (INVOKE_BATCH).
     */
    runs: { invocations: InvokePayload[] };
    /** After a rollback, on every live worker: retire the function's other versions, warm this one. */
    activate: { functionUuid: string; deploymentUuid: string };
    /**
     * After a delete, on every live worker: remove the function's containers, images and code
     * there; with `version`, that version's alone.
     */
    purge: { functionUuid: string; imageTags: string[]; version?: PurgedVersion };
  };
}

/**
 * At answerBy the api withdraws a job still waiting, or keeps waiting for one already running.
 * A worker taking the job later than this margin after answerBy knows the api had to answer
 * without withdrawing it (Redis was unreachable then): the caller got 503, so it skips the job.
 * The margin covers the api's own withdraw attempt (one Redis command, 2 s at most).
 */
export const ANSWER_BY_MARGIN_MS = 2000;

/** One version of a function, by deployment and number (its containers' names and code hold the number). */
export interface PurgedVersion {
  deploymentUuid: string;
  version: number;
}

export interface InvokePayload {
  executionUuid: string;
  /** Its concurrency slot (see Lease): the worker frees it when it completes the invocation. */
  lease: Lease;
  functionUuid: string;
  deploymentUuid: string;
  /** The alias the call came through (its execution records it); null: the caller named the version. */
  alias?: string | null;
  /** The invoke body exactly as received (JSON text), handed to the handler as `event`. */
  event: string;
  timeoutMs: number;
  /** The function's configuration revision at admission: an instance started on an older one is replaced first. */
  configRevision: number;
  /** Epoch ms when the api stops waiting for a pickup (see ANSWER_BY_MARGIN_MS). */
  answerBy: number;
  /** Redis channel of the api process waiting for the result. */
  replyTo: string;
  /**
   * A function URL's request (its event is in payload format 2.0): the worker holds the result to
   * the format's reply rules (an invalid reply is the execution's error) and records the request.
   */
  http?: { method: string; path: string };
  /** The invocation's trace (W3C), when tracing is on: the worker's spans continue it. */
  traceparent?: string;
  /**
   * The caller takes a streamed reply: a function that streams has its reply written to
   * KEYS.replyStream as it comes (the api is told once: StreamStarted). Absent: a streamed reply is
   * gathered into the result, up to the result limit.
   */
  stream?: true;
}

/** Published instead of the result when the reply streams: the api reads KEYS.replyStream. */
export interface StreamStarted {
  executionUuid: string;
  streaming: true;
}

/** What a destination receives about a finished asynchronous invocation. */
export interface OutcomeRecord {
  execution_id: string;
  function_id: string;
  status: 'success' | 'error' | 'timeout';
  attempts: number;
  /** On success: the handler's return value. */
  result?: unknown;
  /** On failure: the last attempt's error. */
  error?: string | null;
  request: { body: unknown };
  timestamps: { accepted_at: string; completed_at: string };
}

export interface DeliverPayload {
  /** The function whose outcome it is: its signing secret signs webhooks. */
  functionUuid: string;
  target: Destination;
  record: OutcomeRecord;
}

export interface InvokeResult {
  executionUuid: string;
  status: 'success' | 'error' | 'timeout';
  result: unknown;
  errorMessage: string | null;
  durationMs: number;
  startedAt: string;
  completedAt: string;
  logs: LogEntry[];
  /** A streamed reply: its bytes, ms to its first byte, and its first 64 KB as text (recorded). */
  stream?: { bytes: number; ttfbMs: number | null; first: string };
}

export interface StaleScanResult {
  functions: number;
  pendingDeletions: number;
}

export interface DeletionsRunResult {
  deleted: number;
}

export interface ExecutionsPruneResult {
  /** Executions removed (their logs with them), each counted in a rollup. */
  executions: number;
  /** Rollup rows past the statistics' horizon removed. */
  rollups: number;
}

/** Job schedulers of the cleanup queue: one schedule cluster-wide, however many workers. */
export const SCHEDULES = {
  staleScan: { id: 'stale-scan-daily', pattern: '0 3 * * *' },
  deletionsRun: { id: 'deletions-run-hourly', pattern: '15 * * * *' },
  executionsPrune: { id: 'executions-prune-hourly', pattern: '45 * * * *' },
} as const;

export type JobName<Q extends QueueName> = keyof JobContracts[Q] & string;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = JobContracts[Q][J];

/** Every job name of a queue, listed so the worker can check at boot that each has a handler. */
export const JOB_NAMES: { [Q in QueueName]: JobName<Q>[] } = {
  deploy: ['build'],
  invoke: ['run'],
  cleanup: ['function.delete', 'version.delete', 'stale.scan', 'deletions.run', 'executions.prune'],
  events: ['attempt', 'deliver'],
  host: ['run', 'runs', 'activate', 'purge'],
};

export const hostQueueName = (workerId: string) => `host-${workerId}`;

/** Deterministic ids collapse retries and double submits of the same work (BullMQ forbids ":" in them). */
export const jobIds = {
  build: (deploymentUuid: string) => `build-${deploymentUuid}`,
  functionDelete: (functionUuid: string) => `delete-${functionUuid}`,
  versionDelete: (deploymentUuid: string) => `delete-version-${deploymentUuid}`,
  attempt: (executionUuid: string, attempt: number) => `attempt-${executionUuid}-${attempt}`,
  deliver: (executionUuid: string, to: 'destination' | 'callback') => `deliver-${executionUuid}-${to}`,
};

/** What a `runs` job carries at most: invocations, and bytes of their events. */
export const INVOKE_BATCH = { invocations: 32, eventBytes: 256 * 1024 } as const;

/** How jobs are queued: the durable ones by the api and again by the worker's reconciler. */
export const jobOptions = {
  /**
   * A synchronous invocation: its caller waits for it, so a success is not kept (the last 1,000
   * failures are).
   */
  invocation: (executionUuid?: string) => ({
    ...(executionUuid && { jobId: executionUuid }),
    removeOnComplete: true,
    removeOnFail: 1000,
  }),
  build: (deploymentUuid: string) => ({
    jobId: jobIds.build(deploymentUuid),
    removeOnComplete: 1000,
    removeOnFail: 1000,
  }),
  functionDelete: (functionUuid: string) => ({
    jobId: jobIds.functionDelete(functionUuid),
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
  }),
  /** Its first attempt may come before the delete commits: tried again (1 s, 2 s, … about a minute in all). */
  versionDelete: (deploymentUuid: string) => ({
    jobId: jobIds.versionDelete(deploymentUuid),
    attempts: 6,
    backoff: { type: 'exponential', delay: 1000 },
  }),
  /** The attempt's own record is in PostgreSQL: the job goes once done. */
  attempt: (executionUuid: string, attempt: number, delayMs = 0) => ({
    jobId: jobIds.attempt(executionUuid, attempt),
    delay: Math.max(0, delayMs),
    removeOnComplete: true,
    removeOnFail: 1000,
  }),
  /** Six tries in all, the waits doubling from `retryBaseMs` (a webhook down for a while is tried again). */
  deliver: (executionUuid: string, to: 'destination' | 'callback', retryBaseMs: number) => ({
    jobId: jobIds.deliver(executionUuid, to),
    attempts: 6,
    backoff: { type: 'exponential', delay: retryBaseMs },
    removeOnComplete: true,
    removeOnFail: 1000,
  }),
};
