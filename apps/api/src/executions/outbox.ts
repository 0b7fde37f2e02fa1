import { ExecutionRecord } from '@fnhost/engine';
import { KEYS, RedisService } from '@fnhost/redis';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The executions answered but not yet moved to PostgreSQL by a recorder (KEYS.outbox): reads of
 * executions, logs and statistics merge them with PostgreSQL's rows, so a caller finds what it was
 * just answered without waiting for a write. The outbox is small: a recorder empties it within
 * milliseconds, and it grows only while PostgreSQL cannot be written (when reads fail anyway).
 */
@Injectable()
export class ExecutionOutbox {
  constructor(
    private readonly redis: RedisService,
    private readonly db: DataSource,
  ) {}

  /**
   * The functions' pending records; those PostgreSQL has meanwhile (written, not yet removed) are
   * left out, as `db` sees them. A read that merges them with rows must use one snapshot for both
   * (a REPEATABLE READ transaction, this its first query): a record written in between is then
   * either pending or a row, never both.
   */
  async pending(
    functionUuids: readonly string[],
    db: Pick<EntityManager, 'query'> = this.db,
  ): Promise<ExecutionRecord[]> {
    if (!functionUuids.length) return [];
    const pipeline = this.redis.client.pipeline();
    for (const uuid of functionUuids) pipeline.hvals(KEYS.outbox(uuid));
    const records = ((await pipeline.exec()) ?? []).flatMap(([err, values]) => {
      if (err) throw err;
      return (values as string[]).map((v) => JSON.parse(v) as ExecutionRecord);
    });
    if (!records.length) return records;
    const written = new Set(
      (
        (await db.query('SELECT uuid FROM executions WHERE uuid = ANY($1::uuid[])', [
          records.map((r) => r.executionUuid),
        ])) as { uuid: string }[]
      ).map((r) => r.uuid),
    );
    return records.filter((r) => !written.has(r.executionUuid));
  }

  /** One pending record, or null. */
  async one(functionUuid: string, executionUuid: string): Promise<ExecutionRecord | null> {
    const value = await this.redis.client.hget(KEYS.outbox(functionUuid), executionUuid);
    return value ? (JSON.parse(value) as ExecutionRecord) : null;
  }
}
