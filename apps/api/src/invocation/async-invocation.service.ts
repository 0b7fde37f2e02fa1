import { badRequest, outboundUrlProblem, payloadTooLarge, withHeaders } from '@fnhost/common';
import { EventIntake, idempotencyKeyOf } from '@fnhost/engine';
import { continuing, currentTraceparent, traced } from '@fnhost/observability';
import { Injectable } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { randomUUID } from 'crypto';
import { ApiConfig } from '../config';
import { Admission } from './admission';
import { InvocationRequest } from './invocation-request';
import { Answered, InvocationService } from './invocation.service';
import { PinoLogger } from 'nestjs-pino';

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

  /** In a span that continues the caller's trace; the event's first attempt continues it. */
  accept(r: InvocationRequest): Promise<Answered<string>> {
    return continuing(r.traceparent, () =>
      traced('accept', { 'fnhost.function_id': r.functionId }, () => this.admitAndAccept(r), {
        kind: SpanKind.SERVER,
      }),
    );
  }

  private async admitAndAccept(r: InvocationRequest): Promise<Answered<string>> {
    const tracker = `user:${r.caller.id}`;
    const { fn, target, input, replay, idempotencyKey, callbackUrl } = await this.check(r).catch((err) =>
      this.admission.refuse(err, tracker),
    );
    const executionUuid = randomUUID();
    this.log.assign({ execution_id: executionUuid });
    const headers = await this.admission.accept({
      tracker,
      functionUuid: fn.uuid,
      teamUuid: fn.teamUuid,
      deploymentUuid: target.deploymentUuid,
      executionUuid,
      replay,
    });
    const accepted = await this.intake
      .accept(
        {
          executionUuid,
          functionUuid: fn.uuid,
          deploymentUuid: target.deploymentUuid,
          userId: r.caller.id,
          body: JSON.stringify(input),
          trigger: 'async',
          door: 'invoke',
          idempotencyKey,
          redriveOf: null,
          callbackUrl,
          // Through an alias, each attempt chooses its version when it runs (a canary too).
          route: target.alias,
          traceparent: currentTraceparent(),
        },
        fn.teamUuid,
      )
      .catch((err) => Promise.reject(withHeaders(err, headers)));
    return { value: accepted.executionUuid, headers };
  }

  /** Everything that can refuse an asynchronous invoke before admission: a synchronous one's checks, and its own. */
  private async check(r: InvocationRequest) {
    const idempotencyKey = idempotencyKeyOf(r.idempotencyKey);
    const callbackUrl = await this.callbackUrl(r.callbackUrl);
    if (r.signed.body.length > this.config.ASYNC_MAX_BODY_BYTES)
      throw payloadTooLarge(
        `an asynchronous invoke's body is at most ${this.config.ASYNC_MAX_BODY_BYTES} bytes`,
      );
    return { idempotencyKey, callbackUrl, ...(await this.invocations.check(r, false)) };
  }

  /** X-Callback-Url receives the outcome as a webhook destination does. */
  private async callbackUrl(url: string | string[] | undefined): Promise<string | null> {
    if (url === undefined) return null;
    const problem =
      typeof url === 'string'
        ? await outboundUrlProblem(url, this.config.ALLOW_PRIVATE_WEBHOOKS)
        : 'given once';
    if (problem) throw badRequest(`X-Callback-Url: ${problem}`);
    return url as string;
  }
}
