import { JOB_NAMES, JobName, JobPayload, QueueName } from '@fnhost/queue';
import { WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';

/** One handler per job name of a queue: the compiler requires all of them. */
export type JobHandlers<Q extends QueueName> = {
  [J in JobName<Q>]: (payload: JobPayload<Q, J>, job: Job, token?: string) => Promise<unknown>;
};

/**
 * Dispatches a job to its handler by name. Checked at construction (boot) as well, so a job
 * name added to libs/queue without a handler stops the worker instead of failing jobs later.
 */
export function dispatcher<Q extends QueueName>(queue: Q, handlers: JobHandlers<Q>) {
  const missing = JOB_NAMES[queue].filter((name) => typeof handlers[name] !== 'function');
  if (missing.length) throw new Error(`queue ${queue}: no handler for job(s) ${missing.join(', ')}`);
  return (job: Job, token?: string) => {
    const handler = handlers[job.name as JobName<Q>] as
      ((p: unknown, j: Job, t?: string) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`queue ${queue}: unknown job name "${job.name}"`);
    return handler(job.data, job, token);
  };
}

/** A queue's processor: BullMQ hands every job to the handler its name selects. */
export abstract class DispatchingProcessor<Q extends QueueName> extends WorkerHost {
  private readonly dispatch: (job: Job, token?: string) => Promise<unknown>;

  protected constructor(queue: Q, handlers: JobHandlers<Q>) {
    super();
    this.dispatch = dispatcher(queue, handlers);
  }

  process(job: Job, token?: string): Promise<unknown> {
    return this.dispatch(job, token);
  }
}
