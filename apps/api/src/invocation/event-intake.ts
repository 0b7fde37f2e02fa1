import { Batched } from '@fnhost/common';
import { AcceptedEvent, AsyncEvents } from '@fnhost/database';
import { jobOptions, JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Commits accepted events to PostgreSQL in batches, then queues their first attempts in one
 * round trip: under load a commit (and its WAL flush) serves dozens of 202s instead of one.
 */
@Injectable()
export class EventIntake {
  private readonly logger = new Logger(EventIntake.name);
  private readonly batches = new Batched<AcceptedEvent, void>((events) => this.commitMany(events));

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * Resolves once the event is committed (and, Redis permitting, queued: else the reconciler
   * queues it); rejects with the batch's error, and then nothing of it was recorded.
   */
  commit(event: AcceptedEvent): Promise<void> {
    return this.batches.add(event);
  }

  private async commitMany(events: AcceptedEvent[]): Promise<void[]> {
    await AsyncEvents.acceptMany(this.db.manager, events);
    try {
      await this.jobs.enqueueBulk(
        'events',
        'attempt',
        events.map(({ executionUuid }) => ({
          payload: { executionUuid, attempt: 1 },
          opts: jobOptions.attempt(executionUuid, 1),
        })),
      );
    } catch (err) {
      this.logger.warn(
        `${events.length} event(s) accepted but not queued (${(err as Error).message}): the reconciler will`,
      );
    }
    return events.map(() => undefined);
  }
}
