import { AcceptedEvent, AsyncEvents } from '@fnhost/database';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Events one statement records at most. */
const BATCH = 500;

interface Waiting {
  event: AcceptedEvent;
  done: (err?: Error) => void;
}

/**
 * Commits accepted events to PostgreSQL in batches, then queues their first attempts in one
 * round trip: while one batch is on its way, the events accepted meanwhile wait, then go in the
 * next one. Under load a commit (and its WAL flush) serves dozens of 202s instead of one; alone,
 * an event waits for nothing but its own statement.
 */
@Injectable()
export class EventIntake {
  private readonly logger = new Logger(EventIntake.name);
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Resolves once the event is committed (and, Redis permitting, queued: else the reconciler
   * queues it); rejects with the batch's error, and then nothing of it was recorded.
   */
  commit(event: AcceptedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ event, done: (err) => (err ? reject(err) : resolve()) });
      // Events of the same tick join: the flush starts after the current I/O callbacks.
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, BATCH);
      try {
        await AsyncEvents.acceptMany(
          this.db.manager,
          batch.map((w) => w.event),
        );
      } catch (err) {
        batch.forEach((w) => w.done(err as Error));
        continue;
      }
      try {
        await this.jobs.enqueueBulk(
          'events',
          'attempt',
          batch.map(({ event: { executionUuid } }) => ({
            payload: { executionUuid, attempt: 1 },
            opts: jobOptions.attempt(executionUuid, 1),
          })),
        );
      } catch (err) {
        this.logger.warn(
          `${batch.length} event(s) accepted but not queued (${(err as Error).message}): the reconciler will`,
        );
      }
      batch.forEach((w) => w.done());
    }
    this.flushing = false;
  }
}
