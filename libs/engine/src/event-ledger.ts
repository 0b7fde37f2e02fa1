import { invokedCtes, prepared } from '@fnhost/database';
import { LATEST } from '@fnhost/releases';
import type { EntityManager } from 'typeorm';
import { clipIo } from './execution-ledger';
import { settledState } from './retry-policy';
import type { AcceptedEvent, AsyncPolicy, ClaimedAttempt, Settlement } from './events';

type Tx = Pick<EntityManager, 'query'>;

/** A function's retry policy when it has none saved (AWS Lambda's defaults). */
export const ASYNC_DEFAULTS = { maxRetries: 2, maxEventAgeS: 21_600 } as const;
/** A repeated Idempotency-Key answers the first execution for this long. */
export const IDEMPOTENCY_WINDOW_S = 24 * 3600;
const UNIQUE_VIOLATION = '23505';
/** Dead letters are kept this long. */
export const DEAD_LETTER_DAYS = 14;

/**
 * Asynchronous invocations owed (async_events), and the only way their state changes: accepted
 * (queued) -> running (an attempt claimed) -> done, or queued again (a retry), or dead (retries
 * spent or too old: a dead letter) -> redriven (a new event of the same body) or forgotten. The
 * execution a caller reads follows along in the same statements. Every transition is guarded by
 * the state and attempt it expects, so a duplicate job, a lost worker's late reply or a second
 * reconciler changes nothing. Doors do not call `accept` directly: EventIntake does, for all.
 */
export const EventLedger = {
  async policy(tx: Tx, functionUuid: string): Promise<AsyncPolicy> {
    const [row] = (await tx.query(
      `SELECT max_retries, max_event_age_s FROM async_configs WHERE function_uuid = $1`,
      [functionUuid],
    )) as { max_retries: number; max_event_age_s: number }[];
    return row ? { maxRetries: row.max_retries, maxEventAgeS: row.max_event_age_s } : { ...ASYNC_DEFAULTS };
  },

  /** How many events a team's functions have queued or running, counted up to `upTo` (its cost grows with them: OwedEvents reuses it). */
  async owedBy(tx: Tx, teamUuid: string, upTo: number): Promise<number> {
    const [row] = (await tx.query(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM async_events e JOIN functions f ON f.uuid = e.function_uuid
         WHERE f.team_uuid = $1 AND e.state IN ('queued', 'running') LIMIT $2) owed`,
      [teamUuid, upTo],
    )) as { n: number }[];
    return row.n;
  },

  /**
   * Records an accepted event (its execution, queued, and the work owed) under the function's
   * policy. With an idempotency key used for the function within the window, nothing is recorded
   * and the first execution's id is returned instead (a concurrent twin loses on the unique index).
   */
  async accept(tx: Tx, e: AcceptedEvent): Promise<{ executionUuid: string; accepted: boolean }> {
    if (e.idempotencyKey) {
      const first = await firstWithKey(tx, e.functionUuid, e.idempotencyKey);
      if (first) return { executionUuid: first, accepted: false };
    }
    try {
      await EventLedger.acceptMany(tx, [e]);
    } catch (err) {
      if ((err as { code?: string }).code !== UNIQUE_VIOLATION || !e.idempotencyKey) throw err;
      const first = await firstWithKey(tx, e.functionUuid, e.idempotencyKey);
      if (!first) throw err;
      return { executionUuid: first, accepted: false };
    }
    return { executionUuid: e.executionUuid, accepted: true };
  },

  /**
   * Records accepted events in one statement (one commit for a whole batch: the api gathers
   * the events accepted at once), each under its function's policy. No idempotency check: `accept`.
   */
  async acceptMany(tx: Tx, events: readonly AcceptedEvent[]): Promise<void> {
    if (!events.length) return;
    await tx.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(
           execution_uuid uuid, function_uuid uuid, deployment_uuid uuid, user_id int, body text, trigger text,
           door text, idempotency_key text, redrive_of uuid, callback_url text, input text, input_truncated boolean,
           route text, trigger_uuid uuid)
       ), execution AS (
         INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, trigger, attempts,
           input, input_truncated, alias)
         SELECT execution_uuid, function_uuid, deployment_uuid, 'queued', now(), trigger, 0, input, input_truncated, route
         FROM input
       ), touched AS (
         -- An event owed to a function is a use of it, whenever its attempts run.
         SELECT DISTINCT function_uuid FROM input
       ), ${invokedCtes('touched')}
       INSERT INTO async_events (execution_uuid, function_uuid, user_id, body, state, max_retries, expires_at,
         idempotency_key, redrive_of, callback_url, door, route, trigger_uuid)
       SELECT i.execution_uuid, i.function_uuid, i.user_id, i.body, 'queued', COALESCE(c.max_retries, $2),
         now() + make_interval(secs => COALESCE(c.max_event_age_s, $3)), i.idempotency_key, i.redrive_of, i.callback_url,
         i.door, i.route, i.trigger_uuid
       FROM input i LEFT JOIN async_configs c ON c.function_uuid = i.function_uuid`,
      [
        JSON.stringify(
          events.map((e) => {
            const input = clipIo(e.body);
            return {
              execution_uuid: e.executionUuid,
              function_uuid: e.functionUuid,
              deployment_uuid: e.deploymentUuid,
              user_id: e.userId,
              body: e.body,
              trigger: e.trigger,
              door: e.door,
              idempotency_key: e.idempotencyKey,
              redrive_of: e.redriveOf,
              callback_url: e.callbackUrl ?? null,
              input: input.text,
              input_truncated: input.truncated,
              route: e.route === undefined ? LATEST : e.route,
              trigger_uuid: e.triggerUuid ?? null,
            };
          }),
        ),
        ASYNC_DEFAULTS.maxRetries,
        ASYNC_DEFAULTS.maxEventAgeS,
      ],
    );
  },

  /**
   * Takes attempt `attempt` of a queued event on worker `workerId` for `runningMs` (the reconciler
   * counts the attempt lost once that passes, or once the worker's heartbeat is gone). Null when
   * the event is not waiting for that attempt (a duplicate job).
   */
  async claim(
    tx: EntityManager,
    executionUuid: string,
    attempt: number,
    deploymentUuid: string,
    runningMs: number,
    workerId: string,
  ) {
    // One statement (the event and its execution together): no transaction round trips per attempt.
    const [claimed] = await prepared<{
      function_uuid: string;
      body: string;
      attempts: number;
      max_retries: number;
      expires_at: Date;
    }>(
      tx,
      'async-claim',
      `WITH event AS (
         UPDATE async_events SET state = 'running', attempts = attempts + 1,
           running_until = now() + make_interval(secs => $3 / 1000.0), worker_id = $5
         WHERE execution_uuid = $1 AND state = 'queued' AND attempts = $2 - 1
         RETURNING execution_uuid, function_uuid, body, attempts, max_retries, expires_at
       ), execution AS (
         UPDATE executions e SET status = 'running', attempts = $2, deployment_uuid = $4
         FROM event WHERE e.uuid = event.execution_uuid
       )
       SELECT function_uuid, body, attempts, max_retries, expires_at FROM event`,
      [executionUuid, attempt, runningMs, deploymentUuid, workerId],
    );
    if (!claimed) return null;
    return {
      executionUuid,
      functionUuid: claimed.function_uuid,
      body: claimed.body,
      attempt: claimed.attempts,
      maxRetries: claimed.max_retries,
      expiresAt: claimed.expires_at,
    } satisfies ClaimedAttempt;
  },

  /**
   * Records attempts' outcomes and logs (appended after the earlier attempts'), then each event
   * is done on success, queued again at its `retryAt`, or dead. Answers, in order, null for an
   * attempt that was no longer the running one (the reconciler counted its worker lost meanwhile),
   * else whether its outcome goes anywhere (a destination for it, or a callback URL). One
   * statement for the batch: the events, their executions, the functions' last invocation and the
   * logs change together or not at all.
   */
  async settleMany(
    tx: EntityManager,
    settlements: readonly Settlement[],
  ): Promise<({ reports: boolean } | null)[]> {
    // A duplicate in one batch (the same attempt twice) settles once, as its first occurrence says.
    const seen = new Set<string>();
    const unique = settlements.filter((s) => !seen.has(s.executionUuid) && seen.add(s.executionUuid));
    const rows = unique.map(({ executionUuid, attempt, outcome, retryAt }) => {
      const { state, status } = settledState(outcome.status, retryAt !== null);
      return {
        execution_uuid: executionUuid,
        attempt,
        state,
        retry_at: retryAt,
        error: outcome.errorMessage,
        status,
        completed_at: outcome.completedAt,
        duration_ms: outcome.durationMs,
        result: outcome.output?.text ?? null,
        result_truncated: outcome.output?.truncated ?? false,
        logs: outcome.logs.map((l, seq) => ({ seq, ts: l.timestamp, level: l.level, message: l.message })),
      };
    });
    const settled = await prepared<{ execution_uuid: string; reports: boolean }>(
      tx,
      'async-settle-many',
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(execution_uuid uuid, attempt int, state text,
           retry_at timestamptz, error text, status text, completed_at timestamptz, duration_ms int, result text,
           result_truncated boolean, logs jsonb)
       ), event AS (
         UPDATE async_events ev SET state = i.state, running_until = NULL, worker_id = NULL, run_after = COALESCE(i.retry_at, ev.run_after),
           last_error = i.error, dead_at = CASE WHEN i.state = 'dead' THEN now() END
         FROM input i
         WHERE ev.execution_uuid = i.execution_uuid AND ev.state = 'running' AND ev.attempts = i.attempt
         RETURNING ev.execution_uuid, ev.function_uuid, ev.callback_url, i.state
       ), execution AS (
         UPDATE executions e SET status = i.status, completed_at = CASE WHEN i.status = 'queued' THEN NULL ELSE i.completed_at END,
           duration_ms = i.duration_ms, error_message = i.error, result = i.result, result_truncated = i.result_truncated
         FROM event JOIN input i USING (execution_uuid) WHERE e.uuid = event.execution_uuid
       ), touched AS (
         SELECT DISTINCT function_uuid FROM event
       ), ${invokedCtes('touched')}, logs AS (
         INSERT INTO execution_logs (execution_uuid, function_uuid, seq, timestamp, level, message)
         SELECT event.execution_uuid, event.function_uuid,
           (SELECT COALESCE(max(seq) + 1, 0) FROM execution_logs WHERE execution_uuid = event.execution_uuid) + l.seq,
           l.ts, l.level, l.message
         FROM event JOIN input i USING (execution_uuid),
           jsonb_to_recordset(i.logs) AS l(seq int, ts timestamptz, level text, message text)
       )
       SELECT event.execution_uuid, event.callback_url IS NOT NULL
         OR CASE event.state WHEN 'done' THEN c.on_success IS NOT NULL WHEN 'dead' THEN c.on_failure IS NOT NULL ELSE false END
         AS reports
       FROM event LEFT JOIN async_configs c ON c.function_uuid = event.function_uuid`,
      [JSON.stringify(rows)],
    );
    const reports = new Map(settled.map((r) => [r.execution_uuid, r.reports]));
    return settlements.map((s) => {
      const r = reports.get(s.executionUuid);
      reports.delete(s.executionUuid);
      return r === undefined ? null : { reports: r };
    });
  },

  /** A queued event that will not run (too old): a dead letter without a further attempt. */
  async giveUp(tx: Tx, executionUuid: string, attempts: number, reason: string): Promise<boolean> {
    const [, count] = (await tx.query(
      `UPDATE async_events SET state = 'dead', dead_at = now(), last_error = $3
       WHERE execution_uuid = $1 AND state = 'queued' AND attempts = $2`,
      [executionUuid, attempts, reason],
    )) as [unknown, number];
    if (count !== 1) return false;
    await tx.query(
      `UPDATE executions SET status = 'error', completed_at = now(), error_message = $2 WHERE uuid = $1`,
      [executionUuid, reason],
    );
    return true;
  },

  /** Delays a queued event that found no free slot, without spending an attempt. */
  async postpone(tx: Tx, executionUuid: string, until: Date): Promise<void> {
    await tx.query(`UPDATE async_events SET run_after = $2 WHERE execution_uuid = $1 AND state = 'queued'`, [
      executionUuid,
      until,
    ]);
  },

  /**
   * A dead letter of the function leaves the list as `redriven` (its execution stays), and its
   * body is accepted again as a new event (`fresh`) through the same alias (or on the same pinned
   * version). False when it is no dead letter of the function (then nothing changed).
   */
  async redrive(
    tx: Tx,
    r: { functionUuid: string; deadUuid: string; executionUuid: string; userId: number },
  ): Promise<boolean> {
    const [rows] = (await tx.query(
      `UPDATE async_events ev SET state = 'redriven' WHERE execution_uuid = $1 AND function_uuid = $2 AND state = 'dead'
       RETURNING body, route, COALESCE(
         (SELECT deployment_uuid FROM function_routes WHERE function_uuid = $2 AND alias = ev.route),
         (SELECT deployment_uuid FROM executions WHERE uuid = $1)) AS deployment_uuid`,
      [r.deadUuid, r.functionUuid],
    )) as [{ body: string; route: string | null; deployment_uuid: string }[], number];
    if (!rows[0]) return false;
    await EventLedger.acceptMany(tx, [
      {
        executionUuid: r.executionUuid,
        functionUuid: r.functionUuid,
        deploymentUuid: rows[0].deployment_uuid,
        userId: r.userId,
        body: rows[0].body,
        trigger: 'async',
        door: 'redrive',
        idempotencyKey: null,
        redriveOf: r.deadUuid,
        route: rows[0].route,
      },
    ]);
    return true;
  },

  /**
   * A finished event whose outcome its destination function cannot take (deleted, or no version
   * serves it): kept as a dead letter saying why, so that it can be redriven once the destination
   * runs again, rather than dropped. A failure is one already; it gains the reason.
   */
  async undelivered(tx: Tx, executionUuid: string, reason: string): Promise<void> {
    await tx.query(
      `UPDATE async_events SET state = 'dead', dead_at = COALESCE(dead_at, now()),
         last_error = CASE WHEN state = 'dead' AND last_error IS NOT NULL THEN last_error || '; ' || $2 ELSE $2 END
       WHERE execution_uuid = $1 AND state IN ('done', 'dead')`,
      [executionUuid, reason],
    );
  },

  /** Forgets a dead letter of the function with its execution (the event row goes with it). */
  async forget(tx: Tx, functionUuid: string, executionUuid: string): Promise<boolean> {
    const [, count] = (await tx.query(
      `DELETE FROM executions WHERE uuid = $1 AND function_uuid = $2
         AND EXISTS (SELECT 1 FROM async_events WHERE execution_uuid = $1 AND state = 'dead')`,
      [executionUuid, functionUuid],
    )) as [unknown, number];
    return count === 1;
  },

  /**
   * Work owed that no queue may hold any more: events queued and due for longer than `graceMs`,
   * and attempts running past their time (their worker was lost).
   */
  async owed(tx: Tx, graceMs: number, limit = 1000) {
    return (await tx.query(
      `SELECT execution_uuid, state, attempts FROM async_events
       WHERE (state = 'queued' AND run_after < now() - make_interval(secs => $1 / 1000.0))
          OR (state = 'running' AND running_until < now())
       ORDER BY run_after LIMIT $2`,
      [graceMs, limit],
    )) as { execution_uuid: string; state: 'queued' | 'running'; attempts: number }[];
  },

  /** The workers running attempts now. */
  async runners(tx: Tx): Promise<string[]> {
    const rows = (await tx.query(
      `SELECT DISTINCT worker_id FROM async_events WHERE state = 'running' AND worker_id IS NOT NULL`,
    )) as { worker_id: string }[];
    return rows.map((r) => r.worker_id);
  },

  /** The attempts running on `workerIds`. */
  async runningOn(tx: Tx, workerIds: string[]) {
    return (await tx.query(
      `SELECT execution_uuid, attempts, function_uuid FROM async_events WHERE state = 'running' AND worker_id = ANY($1)`,
      [workerIds],
    )) as { execution_uuid: string; attempts: number; function_uuid: string }[];
  },

  /**
   * Forgotten: idempotency keys and broker messages' receipts past the window; the owed-work rows of events finished (or
   * redriven) past it (their executions stay); dead letters past their keeping, with their executions.
   */
  async expire(tx: Tx): Promise<void> {
    await tx.query(
      `DELETE FROM async_events WHERE state IN ('done', 'redriven') AND created_at < now() - make_interval(secs => $1)`,
      [IDEMPOTENCY_WINDOW_S],
    );
    await tx.query(
      `UPDATE async_events SET idempotency_key = NULL
       WHERE idempotency_key IS NOT NULL AND created_at < now() - make_interval(secs => $1)`,
      [IDEMPOTENCY_WINDOW_S],
    );
    await tx.query(`DELETE FROM trigger_receipts WHERE received_at < now() - make_interval(secs => $1)`, [
      IDEMPOTENCY_WINDOW_S,
    ]);
    await tx.query(
      `DELETE FROM executions WHERE uuid IN (
         SELECT execution_uuid FROM async_events WHERE state = 'dead' AND dead_at < now() - make_interval(days => $1))`,
      [DEAD_LETTER_DAYS],
    );
  },
};

/** The first event accepted under the key within the window (an older one gives its key up). */
async function firstWithKey(tx: Tx, functionUuid: string, key: string): Promise<string | null> {
  const [row] = (await tx.query(
    `SELECT execution_uuid, created_at > now() - make_interval(secs => $3) AS fresh
     FROM async_events WHERE function_uuid = $1 AND idempotency_key = $2`,
    [functionUuid, key, IDEMPOTENCY_WINDOW_S],
  )) as { execution_uuid: string; fresh: boolean }[];
  if (!row) return null;
  if (row.fresh) return row.execution_uuid;
  await tx.query(`UPDATE async_events SET idempotency_key = NULL WHERE execution_uuid = $1`, [
    row.execution_uuid,
  ]);
  return null;
}
