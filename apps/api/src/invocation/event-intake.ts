import { AcceptedEvent, AsyncEvents } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Events one statement records at most. */
const BATCH = 500;

interface Waiting {
  event: AcceptedEvent;
  done: (err?: Error) => void;
}

/**
 * Commits accepted events to PostgreSQL in batches: while one statement runs, the events accepted
 * meanwhile wait, then go in the next one. Under load a commit (and its WAL flush) serves dozens
 * of 202s instead of one; alone, an event waits for nothing but its own statement.
 */
@Injectable()
export class EventIntake {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(private readonly db: DataSource) {}

  /** Resolves once the event is committed; rejects with the batch's error (nothing of it was recorded). */
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
        batch.forEach((w) => w.done());
      } catch (err) {
        batch.forEach((w) => w.done(err as Error));
      }
    }
    this.flushing = false;
  }
}
