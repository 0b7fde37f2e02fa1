import { badRequest, outboundUrlProblem, payloadTooLarge, tooManyRequests } from '@fnhost/common';
import { AcceptedEvent, AsyncEvents } from '@fnhost/database';
import { JobQueue } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import type { RawBodyRequest } from '../common/http-setup';
import { ApiConfig } from '../config';
import { Admission } from './admission';
import { EventIntake } from './event-intake';
import { InvocationService } from './invocation.service';
import { OwedEvents } from './owed-events';
import { PinoLogger } from 'nestjs-pino';

/** Idempotency keys: up to 255 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * An asynchronous invoke (`Prefer: respond-async`): the same checks and admission as a
 * synchronous one, then the event is committed to PostgreSQL before the caller hears 202, and
 * queued. Whatever happens to Redis after the commit, the reconciler queues it again.
 */
@Injectable()
export class AsyncInvocationService {
  private readonly logger = new Logger(AsyncInvocationService.name);

  constructor(
    private readonly config: ApiConfig,
    private readonly invocations: InvocationService,
    private readonly admission: Admission,
    private readonly jobs: JobQueue,
    private readonly db: DataSource,
    private readonly intake: EventIntake,
    private readonly owed: OwedEvents,
    private readonly log: PinoLogger,
  ) {}

  async accept(user: AuthUser, req: RawBodyRequest, res: Response): Promise<{ executionUuid: string }> {
    const tracker = `user:${user.id}`;
    let checked: Awaited<ReturnType<InvocationService['check']>>;
    let idempotencyKey: string | null;
    let callbackUrl: string | null;
    try {
      idempotencyKey = this.idempotencyKey(req);
      callbackUrl = await this.callbackUrl(req);
      const size = req.rawBody?.length ?? 0;
      if (size > this.config.ASYNC_MAX_BODY_BYTES)
        throw payloadTooLarge(
          `an asynchronous invoke's body is at most ${this.config.ASYNC_MAX_BODY_BYTES} bytes`,
        );
      checked = await this.invocations.check(user, req);
      if (!(await this.owed.take(user.id)))
        throw tooManyRequests(
          `at most ${this.config.ASYNC_MAX_QUEUED_PER_USER} asynchronous invocations may wait at once; try again later`,
        );
    } catch (err) {
      await this.admission.count(res, tracker);
      throw err;
    }
    const { fn, input, replay } = checked;
    const executionUuid = randomUUID();
    this.log.assign({ execution_id: executionUuid });
    await this.admission.accept(res, {
      tracker,
      functionUuid: fn.uuid,
      deploymentUuid: fn.activeDeploymentUuid,
      executionUuid,
      replay,
    });
    const event: AcceptedEvent = {
      executionUuid,
      functionUuid: fn.uuid,
      deploymentUuid: fn.activeDeploymentUuid,
      userId: user.id,
      body: JSON.stringify(input),
      trigger: 'async',
      idempotencyKey,
      redriveOf: null,
      callbackUrl,
    };
    // Keyed events are looked up first, one by one; the others are committed (and queued) in batches.
    if (!idempotencyKey) {
      await this.intake.commit(event);
      return { executionUuid };
    }
    const accepted = await this.db.transaction((tx) => AsyncEvents.accept(tx, event));
    if (accepted.accepted) await this.enqueue(executionUuid);
    return { executionUuid: accepted.executionUuid };
  }

  /** Queues attempt 1; Redis being away only delays it (the reconciler queues what PostgreSQL owes). */
  async enqueue(executionUuid: string): Promise<void> {
    await this.jobs
      .enqueueAttempt(executionUuid, 1)
      .catch((err: Error) =>
        this.logger.warn(
          `event ${executionUuid} accepted but not queued (${err.message}): the reconciler will`,
        ),
      );
  }

  /** X-Callback-Url receives the outcome as a webhook destination does. */
  private async callbackUrl(req: RawBodyRequest): Promise<string | null> {
    const url = req.headers['x-callback-url'];
    if (url === undefined) return null;
    const problem =
      typeof url === 'string'
        ? await outboundUrlProblem(url, this.config.ALLOW_PRIVATE_WEBHOOKS)
        : 'given once';
    if (problem) throw badRequest(`X-Callback-Url: ${problem}`);
    return url as string;
  }

  private idempotencyKey(req: RawBodyRequest): string | null {
    const key = req.headers['idempotency-key'];
    if (key === undefined) return null;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
      throw badRequest('Idempotency-Key: 1 to 255 visible ASCII characters');
    return key;
  }
}
