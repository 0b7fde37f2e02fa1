import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';

/**
 * The audit log's one deleter: entries older than AUDIT_RETENTION_DAYS, with the daily stale scan.
 * The table refuses every other UPDATE and DELETE (its trigger lets this transaction's through).
 */
@Injectable()
export class AuditRetention {
  private readonly logger = new Logger(AuditRetention.name);

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
  ) {}

  async prune(now = new Date()): Promise<number> {
    const removed = await this.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL fnhost.audit_retention = 'on'`);
      const [, count] = (await tx.query(
        `DELETE FROM audit_log WHERE at < $1::timestamptz - make_interval(days => $2)`,
        [now, this.config.AUDIT_RETENTION_DAYS],
      )) as [unknown, number];
      return count;
    });
    if (removed)
      this.logger.log(`audit log: ${removed} entries past ${this.config.AUDIT_RETENTION_DAYS} days removed`);
    return removed;
  }
}
