import { FunctionLifecycle } from '@fnhost/database';
import { DeletionsRunResult, JobPayload, StaleScanResult } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CleanupService } from './cleanup.service';
import { WorkerConfig } from '../config';

/** The stale-function lifecycle: scan -> pending deletions (grace period) -> deletion when due. */
@Injectable()
export class StaleService {
  private readonly logger = new Logger(StaleService.name);

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly cleanup: CleanupService,
  ) {}

  /**
   * Functions with a built image and no invocation for STALE_AFTER_DAYS (never-invoked ones
   * counted from creation, cancelled ones from the cancel) get one pending deletion per image and
   * status pending_deletion.
   * Running it again adds nothing: scheduled functions are no longer candidates, and the
   * one-pending-row-per-image index refuses duplicates.
   */
  async scan({ now }: JobPayload<'cleanup', 'stale.scan'>): Promise<StaleScanResult> {
    const at = now ? new Date(now) : new Date();
    return this.db.transaction(async (tx) => {
      const candidates: { uuid: string }[] = await tx.query(
        `SELECT f.uuid FROM functions f
         WHERE f.status IN ('active', 'deployed', 'failed')
           AND GREATEST(COALESCE(f.last_invoked_at, f.created_at), COALESCE(f.stale_reset_at, f.created_at))
               < $1::timestamptz - make_interval(days => $2)
           AND EXISTS (SELECT 1 FROM deployments d WHERE d.function_uuid = f.uuid AND d.status IN ('active', 'inactive'))
         FOR UPDATE OF f SKIP LOCKED`,
        [at, this.config.STALE_AFTER_DAYS],
      );
      const ids = candidates.map((c) => c.uuid);
      if (!ids.length) return { functions: 0, pendingDeletions: 0 };
      const inserted: unknown[] = await tx.query(
        `INSERT INTO pending_deletions (function_uuid, function_name, image_tag, reason, status, deletion_date, scheduled_at)
         SELECT f.uuid, f.name, d.image_tag, 'stale_function', 'pending', $2::timestamptz + make_interval(days => $3), $2
         FROM functions f JOIN deployments d ON d.function_uuid = f.uuid AND d.status IN ('active', 'inactive')
         WHERE f.uuid = ANY($1)
         ON CONFLICT (function_uuid, image_tag) WHERE status = 'pending' DO NOTHING
         RETURNING id`,
        [ids, at, this.config.DELETION_GRACE_DAYS],
      );
      await FunctionLifecycle.pendingDeletion(tx, ids);
      this.logger.log(
        `stale scan: ${ids.length} function(s) scheduled, ${inserted.length} pending deletion(s)`,
      );
      return { functions: ids.length, pendingDeletions: inserted.length };
    });
  }

  /**
   * Deletes every function with a due pending deletion, as DELETE would. Each function is claimed
   * in a transaction that locks its pending rows: a concurrent cancel waits and then finds them
   * completed (and says so), or wins and the run skips the function. A cleanup that fails after
   * the claim is taken up again by the reconciler (the function is `deleted`).
   */
  async runDue({ now }: JobPayload<'cleanup', 'deletions.run'>): Promise<DeletionsRunResult> {
    const at = now ? new Date(now) : new Date();
    const due: { function_uuid: string }[] = await this.db.query(
      `SELECT DISTINCT function_uuid FROM pending_deletions WHERE status = 'pending' AND deletion_date <= $1`,
      [at],
    );
    let deleted = 0;
    for (const { function_uuid: functionUuid } of due) {
      const claimed = await this.db.transaction(async (tx) => {
        const rows: unknown[] = await tx.query(
          `SELECT id FROM pending_deletions
           WHERE function_uuid = $1 AND status = 'pending' AND deletion_date <= $2 FOR UPDATE`,
          [functionUuid, at],
        );
        if (!rows.length) return false; // cancelled meanwhile, or claimed by another run
        await tx.query(
          `UPDATE pending_deletions SET status = 'completed', resolved_at = now() WHERE function_uuid = $1 AND status = 'pending'`,
          [functionUuid],
        );
        await FunctionLifecycle.deleted(tx, functionUuid);
        return true;
      });
      if (!claimed) continue;
      await this.cleanup.deleteFunction({ functionUuid });
      deleted++;
    }
    if (deleted) this.logger.log(`deletions run: ${deleted} function(s) deleted`);
    return { deleted };
  }
}
