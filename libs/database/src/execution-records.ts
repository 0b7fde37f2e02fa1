import type { EntityManager } from 'typeorm';

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
}

/**
 * Writes an execution, its logs and the function's last invocation time in one statement:
 * atomic like a transaction, one round trip on the path every invocation waits for. An
 * invocation during a stale function's grace period cancels its pending deletion. Idempotent:
 * an execution already recorded (a retry from the outbox, a worker-lost record racing the
 * worker's own) is left as it is, logs included.
 */
export async function insertExecution(db: Pick<EntityManager, 'query'>, r: ExecutionRecord): Promise<void> {
  await db.query(
    `WITH execution AS (
       INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, completed_at, duration_ms, error_message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (uuid) DO NOTHING
       RETURNING uuid
     ), logs AS (
       INSERT INTO execution_logs (execution_uuid, function_uuid, seq, timestamp, level, message)
       SELECT $1, $2, l.seq, l.ts, l.level, l.message
       FROM jsonb_to_recordset($9::jsonb) AS l(seq int, ts timestamptz, level text, message text)
       WHERE EXISTS (SELECT 1 FROM execution)
     ), revived AS (
       UPDATE pending_deletions SET status = 'cancelled', resolved_at = now()
       WHERE function_uuid = $2 AND status = 'pending' AND EXISTS (SELECT 1 FROM execution)
     )
     -- Staleness needs the last invocation; writing it at most once a minute keeps the row cool.
     UPDATE functions SET last_invoked_at = now(),
       status = CASE WHEN status = 'pending_deletion' THEN 'active' ELSE status END
     WHERE uuid = $2 AND EXISTS (SELECT 1 FROM execution)
       AND (last_invoked_at IS NULL OR last_invoked_at < now() - interval '1 minute' OR status = 'pending_deletion')`,
    [
      r.executionUuid,
      r.functionUuid,
      r.deploymentUuid,
      r.status,
      r.startedAt,
      r.completedAt,
      r.durationMs,
      r.errorMessage,
      JSON.stringify(r.logs.map((l, seq) => ({ seq, ts: l.timestamp, level: l.level, message: l.message }))),
    ],
  );
}
