import { invokedCtes } from '@fnhost/database';
import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** An execution keeps the first this many bytes of its input and of its result. */
export const EXECUTION_IO_BYTES = 64 * 1024;

/** Text kept up to a bound; `truncated` says whether there was more. */
export interface ClippedText {
  text: string;
  truncated: boolean;
}

/** The first `max` bytes of `text` (UTF-8), never cutting a character in two. */
export function clipIo(text: string, max = EXECUTION_IO_BYTES): ClippedText {
  // Length counts UTF-16 units: at most 3 bytes each, so short text needs no byte count.
  if (text.length * 3 <= max || Buffer.byteLength(text) <= max) return { text, truncated: false };
  const cut = Buffer.from(text).subarray(0, max).toString('utf8');
  // A character cut at the bound decodes as U+FFFD: it is left out.
  return { text: cut.endsWith('\uFFFD') ? cut.slice(0, -1) : cut, truncated: true };
}

/** What an execution keeps of its result: the return value as JSON, when it succeeded. */
export const outputOf = (r: { status: string; result: unknown }): ClippedText | null =>
  r.status === 'success' ? clipIo(JSON.stringify(r.result ?? null)) : null;

export interface ExecutionRecord {
  executionUuid: string;
  functionUuid: string;
  deploymentUuid: string;
  status: 'success' | 'error' | 'timeout';
  startedAt: string;
  completedAt: string;
  durationMs: number;
  errorMessage: string | null;
  logs: { timestamp: string; level: string; message: string }[];
  /** A function URL's request (trigger http); absent for an invoke (trigger sync). */
  http?: { method: string; path: string };
  /** The alias it came through; null or absent: its caller named the version. */
  alias?: string | null;
  /** The event as received (absent in records of workers older than the field). */
  input?: ClippedText;
  /** The handler's result as JSON; null when it failed. A streamed reply's first bytes as text. */
  output?: ClippedText | null;
  /** A streamed reply: the bytes it sent, ms to its first byte. */
  stream?: { bytes: number; ttfbMs: number | null };
}

/** Why an invocation whose worker was lost has no outcome of its own. */
export const WORKER_LOST = 'the worker running the invocation was lost; it was not run again';

/**
 * The executions of synchronous invocations (invoke, function URL) in PostgreSQL, and the only
 * writer of their rows. A worker completes an invocation into Redis first (its recorder's stream
 * and the function's outbox, which reads merge: ExecutionRecorder); the recorders move them here
 * in batches. Asynchronous executions are the event ledger's (EventLedger).
 */
export const ExecutionLedger = {
  /**
   * Writes executions, their logs and their functions' last invocation (which revives a function
   * waiting for deletion: invokedCtes) in one statement: atomic like a transaction, one round trip
   * for a whole batch. Idempotent: an execution already recorded (a batch written again after a
   * crash, a worker-lost record racing the worker's own, the same record twice in one batch) is
   * left as it is, logs included.
   * Executions of a deployment deleted meanwhile are left out.
   */
  async complete(db: Db, records: readonly ExecutionRecord[]): Promise<void> {
    if (!records.length) return;
    await db.query(
      // One row per execution: a record handed on twice may come twice in a batch, and the logs
      // join the input (not the insert), so a second copy would store every line again.
      `WITH input AS (
         SELECT DISTINCT ON (execution_uuid) * FROM jsonb_to_recordset($1::jsonb) AS i(
           execution_uuid uuid, function_uuid uuid, deployment_uuid uuid, status text, started_at timestamptz,
           completed_at timestamptz, duration_ms int, error_message text, logs jsonb, http_method text, http_path text,
           input text, input_truncated boolean, result text, result_truncated boolean, alias text,
           stream_bytes bigint, stream_ttfb_ms int)
       ), execution AS (
         INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, completed_at, duration_ms,
           error_message, trigger, http_method, http_path, input, input_truncated, result, result_truncated, alias,
           stream_bytes, stream_ttfb_ms)
         SELECT i.execution_uuid, i.function_uuid, i.deployment_uuid, i.status, i.started_at, i.completed_at, i.duration_ms,
           i.error_message, CASE WHEN i.http_method IS NULL THEN 'sync' ELSE 'http' END, i.http_method, i.http_path,
           i.input, COALESCE(i.input_truncated, false), i.result, COALESCE(i.result_truncated, false), i.alias,
           i.stream_bytes, i.stream_ttfb_ms
         FROM input i JOIN deployments d ON d.uuid = i.deployment_uuid
         ON CONFLICT (uuid) DO NOTHING
         RETURNING uuid, function_uuid
       ), logs AS (
         INSERT INTO execution_logs (execution_uuid, function_uuid, seq, timestamp, level, message)
         SELECT e.uuid, e.function_uuid, l.seq, l.ts, l.level, l.message
         FROM execution e JOIN input i ON i.execution_uuid = e.uuid,
           jsonb_to_recordset(i.logs) AS l(seq int, ts timestamptz, level text, message text)
       ), touched AS (
         SELECT DISTINCT function_uuid FROM execution
       ), ${invokedCtes('touched')}
       SELECT count(*)::int AS n FROM execution`,
      [
        JSON.stringify(
          records.map((r) => ({
            execution_uuid: r.executionUuid,
            function_uuid: r.functionUuid,
            deployment_uuid: r.deploymentUuid,
            status: r.status,
            started_at: r.startedAt,
            completed_at: r.completedAt,
            duration_ms: r.durationMs,
            error_message: r.errorMessage,
            logs: r.logs.map((l, seq) => ({ seq, ts: l.timestamp, level: l.level, message: l.message })),
            http_method: r.http?.method,
            http_path: r.http?.path,
            input: r.input?.text,
            input_truncated: r.input?.truncated,
            result: r.output?.text,
            result_truncated: r.output?.truncated,
            alias: r.alias,
            stream_bytes: r.stream?.bytes,
            stream_ttfb_ms: r.stream?.ttfbMs,
          })),
        ),
      ],
    );
  },

  /**
   * An invocation whose worker was lost, recorded by the api that admitted it (once: the worker
   * may have recorded it already, and then that record stands).
   */
  lost(
    db: Db,
    i: Pick<ExecutionRecord, 'executionUuid' | 'functionUuid' | 'deploymentUuid' | 'http' | 'alias'> & {
      event: string;
      startedAt: number;
    },
  ): Promise<void> {
    return ExecutionLedger.complete(db, [
      {
        executionUuid: i.executionUuid,
        functionUuid: i.functionUuid,
        deploymentUuid: i.deploymentUuid,
        http: i.http,
        alias: i.alias,
        input: clipIo(i.event),
        status: 'error',
        startedAt: new Date(i.startedAt).toISOString(),
        completedAt: new Date().toISOString(),
        durationMs: Date.now() - i.startedAt,
        errorMessage: WORKER_LOST,
        logs: [],
      },
    ]);
  },
};
