import { unreachableDependency } from '@fnhost/common';
import { ExecutionRecord, insertExecution } from '@fnhost/database';
import { JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

/** Records waiting for the database, oldest first; drained by one worker at a time. */
const OUTBOX = 'fnhost:execution-outbox';
const FLUSH_LOCK = 'fnhost:lock:execution-outbox';
const FLUSH_INTERVAL_MS = 2000;
const BATCH = 100;

/**
 * Writes execution records. While PostgreSQL is unreachable a record goes to an outbox in Redis
 * (durable, shared by every worker) and is written once the database is back; while Redis is
 * down too, it waits in this process's memory for one of them to return.
 */
@Injectable()
export class ExecutionRecorder {
  private readonly logger = new Logger(ExecutionRecorder.name);
  private readonly held: ExecutionRecord[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  async record(r: ExecutionRecord): Promise<void> {
    try {
      await insertExecution(this.db, r);
    } catch (err) {
      if (!unreachableDependency(err)) {
        // Not an outage (the function was deleted meanwhile, say): retrying cannot help.
        this.logger.error(`execution ${r.executionUuid} not recorded: ${(err as Error).message}`);
        return;
      }
      this.logger.warn(`database unreachable: execution ${r.executionUuid} kept in the outbox`);
      await this.stash(r);
    }
  }

  private async stash(r: ExecutionRecord): Promise<void> {
    try {
      await this.jobs.connection.rpush(OUTBOX, JSON.stringify(r));
    } catch (err) {
      this.logger.warn(
        `redis unreachable too (${(err as Error).message}): execution ${r.executionUuid} held in memory`,
      );
      this.held.push(r);
    }
  }

  /** Moves held records to the outbox, then writes a batch of the outbox to the database. */
  @Interval(FLUSH_INTERVAL_MS)
  async flush(): Promise<void> {
    try {
      while (this.held.length) {
        await this.jobs.connection.rpush(OUTBOX, JSON.stringify(this.held[0]));
        this.held.shift();
      }
      if ((await this.jobs.connection.llen(OUTBOX)) === 0) return;
      if ((await this.jobs.connection.set(FLUSH_LOCK, '1', 'EX', 30, 'NX')) !== 'OK') return;
      try {
        await this.drain();
      } finally {
        await this.jobs.connection.del(FLUSH_LOCK);
      }
    } catch (err) {
      this.logger.warn(`outbox not flushed yet: ${(err as Error).message}`);
    }
  }

  /** Writes from the head of the outbox, trimming what is written; stops at the first outage. */
  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.jobs.connection.lrange(OUTBOX, 0, BATCH - 1);
      if (!batch.length) return;
      let written = 0;
      for (const text of batch) {
        const r = JSON.parse(text) as ExecutionRecord;
        try {
          await insertExecution(this.db, r);
        } catch (err) {
          if (unreachableDependency(err)) break;
          this.logger.error(
            `execution ${r.executionUuid} dropped from the outbox: ${(err as Error).message}`,
          );
        }
        written++;
      }
      // Only this holder of the lock trims, and new records are appended at the tail.
      await this.jobs.connection.ltrim(OUTBOX, written, -1);
      if (written > 0) this.logger.log(`outbox: ${written} execution(s) recorded`);
      if (written < batch.length) return;
    }
  }
}
