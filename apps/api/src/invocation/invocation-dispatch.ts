import { unreachableDependency } from '@fnhost/common';
import { Leases } from '@fnhost/engine';
import { INVOKE_BATCH, InvokePayload, JobQueue, jobOptions } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';

/** An admitted invocation's job, once on its queue. */
export interface Queued {
  /**
   * Takes the job back while no worker has taken it: true when it was withdrawn, so it never runs
   * (its lease withdrawn too). Asked once per job: every invocation the job carries gets the same
   * answer.
   */
  withdraw(): Promise<boolean>;
}

interface Batch {
  invocations: InvokePayload[];
  eventBytes: number;
  /** The batch's job, once it is queued. */
  job: Promise<Job>;
  send: () => void;
  withdrawal?: Promise<boolean>;
}

/**
 * Puts admitted invocations on a queue. Those placed on one worker within one event-loop turn go
 * in one job (`runs`, up to INVOKE_BATCH): under load dozens of admissions end in one turn, and
 * each job costs Redis three BullMQ scripts (add, take, finish) and both processes their
 * handling, whatever it carries. Unplaced ones (no worker holds the version warm) go singly on
 * the shared queue, so that a cold burst spreads over the workers.
 */
@Injectable()
export class InvocationDispatch {
  private readonly logger = new Logger(InvocationDispatch.name);
  /** The batches still open in this turn, by the worker they go to. */
  private readonly open = new Map<string, Batch>();

  constructor(
    private readonly jobs: JobQueue,
    private readonly leases: Leases,
  ) {}

  /**
   * Settles once the invocation's job is queued; rejects when it could not be. With Redis
   * unreachable (a failover) no worker may ever see the job, so its lease is withdrawn.
   */
  async dispatch(placed: string | null, payload: InvokePayload): Promise<Queued> {
    const queued = await this.enqueue(placed, payload).catch((err: unknown) => {
      if (unreachableDependency(err)) void this.leases.withdraw(payload.lease);
      throw err;
    });
    return {
      withdraw: async () => {
        const withdrawn = await queued.withdraw();
        if (withdrawn) await this.leases.withdraw(payload.lease);
        return withdrawn;
      },
    };
  }

  private async enqueue(placed: string | null, payload: InvokePayload): Promise<Queued> {
    if (!placed) {
      // Its job's id is the execution's: the api asks BullMQ by it which worker took it.
      const job = await this.jobs.enqueue(
        'invoke',
        'run',
        payload,
        jobOptions.invocation(payload.executionUuid),
      );
      return { withdraw: () => this.withdraw(job) };
    }
    const batch = this.batchFor(placed);
    batch.invocations.push(payload);
    batch.eventBytes += Buffer.byteLength(payload.event);
    const full =
      batch.invocations.length >= INVOKE_BATCH.invocations || batch.eventBytes >= INVOKE_BATCH.eventBytes;
    if (full) batch.send();
    const job = await batch.job;
    return { withdraw: () => (batch.withdrawal ??= this.withdraw(job)) };
  }

  /** The open batch for a worker, sent when this turn ends (or once full). */
  private batchFor(workerId: string): Batch {
    const open = this.open.get(workerId);
    if (open) return open;
    let send!: () => void;
    const job = new Promise<Job>((resolve, reject) => {
      send = () => {
        if (this.open.get(workerId) !== batch) return; // sent already, full
        this.open.delete(workerId);
        const { invocations } = batch;
        // One invocation goes as the plain job it always was (by its execution's id).
        const queued =
          invocations.length === 1
            ? this.jobs.enqueueOnHost(
                workerId,
                'run',
                invocations[0],
                jobOptions.invocation(invocations[0].executionUuid),
              )
            : this.jobs.enqueueOnHost(workerId, 'runs', { invocations }, jobOptions.invocation());
        queued.then(resolve, reject);
      };
    });
    const batch: Batch = { invocations: [], eventBytes: 0, job, send };
    this.open.set(workerId, batch);
    setImmediate(send);
    return batch;
  }

  /** Removes a job no worker has taken; false when one has, or when the removal failed. */
  private async withdraw(job: Job): Promise<boolean> {
    const state = await job.getState();
    if (state !== 'waiting' && state !== 'prioritized' && state !== 'delayed') return false;
    return job.remove().then(
      () => true,
      (err: Error) => {
        this.logger.warn(`withdrawing job ${job.id}: ${err.message}`);
        return false;
      },
    );
  }
}
