import { badRequest, outboundUrlProblem, payloadTooLarge } from '@fnhost/common';
import { EventIntake } from '@fnhost/engine';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import type { Response } from 'express';
import { AuthUser } from '../auth/current-user.decorator';
import type { RawBodyRequest } from '../common/http-setup';
import { ApiConfig } from '../config';
import { Admission } from './admission';
import { InvocationService } from './invocation.service';
import { PinoLogger } from 'nestjs-pino';

/** Idempotency keys: up to 255 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The asynchronous invoke door (`Prefer: respond-async`): the same checks and admission as a
 * synchronous one, then the engine's EventIntake commits the event to PostgreSQL (within the
 * owner's cap) before the caller hears 202, and queues it.
 */
@Injectable()
export class AsyncInvocationService {
  constructor(
    private readonly config: ApiConfig,
    private readonly invocations: InvocationService,
    private readonly admission: Admission,
    private readonly intake: EventIntake,
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
    const accepted = await this.intake.accept(
      {
        executionUuid,
        functionUuid: fn.uuid,
        deploymentUuid: fn.activeDeploymentUuid,
        userId: user.id,
        body: JSON.stringify(input),
        trigger: 'async',
        door: 'invoke',
        idempotencyKey,
        redriveOf: null,
        callbackUrl,
      },
      this.config.ASYNC_MAX_QUEUED_PER_USER,
    );
    return { executionUuid: accepted.executionUuid };
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
