import type { EntityManager } from 'typeorm';

type Tx = Pick<EntityManager, 'query'>;

/** A function that has a version to serve. */
const SERVING = `EXISTS (SELECT 1 FROM deployments d WHERE d.function_uuid = functions.uuid AND d.is_active)`;

/**
 * After a cancel, or an invocation during the grace period: active when a version serves,
 * deployed while one builds, else init.
 */
const REVIVED_STATUS = `CASE WHEN ${SERVING} THEN 'active'
  WHEN EXISTS (SELECT 1 FROM deployments d WHERE d.function_uuid = functions.uuid AND d.status = 'building') THEN 'deployed'
  ELSE 'init' END`;

/**
 * SQL: CTEs (to join a WITH list) recording that the functions in `touched` (a CTE with a
 * `function_uuid` column) were invoked, or were sent an event to run: their pending deletions are
 * cancelled and a function waiting for deletion revived (REVIVED_STATUS), and their last invocation
 * is written (at most once a minute, which keeps the row cool; at once when reviving). Every record
 * of an invocation and every accepted event joins it, whatever its trigger: the one revive rule.
 */
export const invokedCtes = (touched: string) => `revived AS (
     UPDATE pending_deletions SET status = 'cancelled', resolved_at = now()
     WHERE function_uuid IN (SELECT function_uuid FROM ${touched}) AND status = 'pending'
   ), invoked AS (
     UPDATE functions SET last_invoked_at = now(),
       status = CASE WHEN status = 'pending_deletion' THEN ${REVIVED_STATUS} ELSE status END
     WHERE uuid IN (SELECT function_uuid FROM ${touched})
       AND (last_invoked_at IS NULL OR last_invoked_at < now() - interval '1 minute' OR status = 'pending_deletion')
   )`;

/**
 * A function's status, and the only way it changes: init -> deployed (a build queued) -> active
 * (a version serves) or failed (its first build failed); pending_deletion (stale) -> back by a
 * cancel or an invocation (invokedCtes), or deleted. Every writer (api, worker, recorders) goes through these transitions, each a
 * guarded UPDATE inside the caller's transaction, so a transition that no longer applies (the
 * function moved on meanwhile) changes nothing.
 */
export const FunctionLifecycle = {
  /** A deploy was accepted: a function with no working version shows its build is on the way. */
  async building(tx: Tx, uuid: string): Promise<void> {
    await tx.query(
      `UPDATE functions SET status = 'deployed', updated_at = now() WHERE uuid = $1 AND status IN ('init', 'failed')`,
      [uuid],
    );
  },

  /**
   * A version became active (its build finished, or a rollback). A scheduled deletion stands: a
   * build in the grace period does not revive the function (a rollback cancels first).
   */
  async active(tx: Tx, uuid: string): Promise<void> {
    await tx.query(
      `UPDATE functions SET status = 'active', updated_at = now()
       WHERE uuid = $1 AND status NOT IN ('active', 'pending_deletion', 'deleted')`,
      [uuid],
    );
  },

  /** A build failed: the function is failed only while nothing else serves (its first build). */
  async failed(tx: Tx, uuid: string): Promise<void> {
    await tx.query(
      `UPDATE functions SET status = 'failed', updated_at = now()
       WHERE uuid = $1 AND status IN ('deployed', 'init') AND NOT ${SERVING}`,
      [uuid],
    );
  },

  /** Stale: scheduled for deletion (its pending deletion rows are the caller's). */
  async pendingDeletion(tx: Tx, uuids: readonly string[]): Promise<void> {
    await tx.query(
      `UPDATE functions SET status = 'pending_deletion', updated_at = now()
       WHERE uuid = ANY($1) AND status <> 'deleted'`,
      [uuids],
    );
  },

  /** Deleted: hidden from its owner at once, its name free again; the cleanup job removes the rest. */
  async deleted(tx: Tx, uuid: string): Promise<void> {
    await tx.query(`UPDATE functions SET status = 'deleted', updated_at = now() WHERE uuid = $1`, [uuid]);
  },

  /**
   * Cancels the function's pending deletions and restarts its stale clock (next eligible
   * STALE_AFTER_DAYS from now); a function waiting for deletion is revived (REVIVED_STATUS).
   * Waits for (and then loses to) a deletion run holding the rows. Returns how many were cancelled.
   */
  async cancel(tx: Tx, uuid: string): Promise<number> {
    const [, cancelled] = (await tx.query(
      `UPDATE pending_deletions SET status = 'cancelled', resolved_at = now()
       WHERE function_uuid = $1 AND status = 'pending'`,
      [uuid],
    )) as [unknown, number];
    if (cancelled)
      await tx.query(
        `UPDATE functions SET stale_reset_at = now(), updated_at = now(),
           status = CASE WHEN status = 'pending_deletion' THEN ${REVIVED_STATUS} ELSE status END
         WHERE uuid = $1`,
        [uuid],
      );
    return cancelled;
  },
};
