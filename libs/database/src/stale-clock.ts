import type { EntityManager } from 'typeorm';

/**
 * Cancels a function's pending deletions and restarts its stale clock: it is next eligible
 * STALE_AFTER_DAYS from now. Waits for (and then loses to) a deletion run holding the rows.
 * Returns how many pending deletions were cancelled.
 */
export async function cancelPendingDeletions(
  tx: Pick<EntityManager, 'query'>,
  functionUuid: string,
): Promise<number> {
  const [, cancelled] = (await tx.query(
    `UPDATE pending_deletions SET status = 'cancelled', resolved_at = now()
     WHERE function_uuid = $1 AND status = 'pending'`,
    [functionUuid],
  )) as [unknown, number];
  if (cancelled)
    await tx.query(`UPDATE functions SET stale_reset_at = now() WHERE uuid = $1`, [functionUuid]);
  return cancelled;
}
