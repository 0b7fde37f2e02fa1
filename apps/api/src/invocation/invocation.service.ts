import { badRequest, ReplyHeaders, withHeaders } from '@fnhost/common';
import { Execution, TeamQuotas } from '@fnhost/database';
import { leaseMs } from '@fnhost/engine';
import { InvokePayload, InvokeResult } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { continuing, traced } from '@fnhost/observability';
import { SpanKind } from '@opentelemetry/api';
import { isUUID } from 'class-validator';
import { randomUUID } from 'crypto';
import { PinoLogger } from 'nestjs-pino';
import { Repository } from 'typeorm';
import { SignatureUse, SignatureVerifier } from '../api-keys/signature-verifier';
import { ApiConfig } from '../config';
import { FunctionsService } from '../functions/functions.service';
import { InvocableFunction } from '../functions/invocable';
import { StreamedReply } from '../reply/reply-reader';
import { Admission, AdmissionRequest } from './admission';
import { addressOf, Target, targetOf } from './addressing';
import { InvocationRequest } from './invocation-request';
import { InvocationRunner } from './invocation-runner';
import { invokeInput, wantsStream } from './invoke-input';
import { RunningCalls } from './running-calls';

/** The core's answer to a door: its value, and the headers the door's reply carries. */
export interface Answered<T> {
  value: T;
  headers: ReplyHeaders;
}

/**
 * A synchronous invocation, from a door's request to its answer: every check, then admission
 * (which counts the request, takes the signature's single use and the concurrency lease), then the
 * job on a worker and its result on this process's channel. No HTTP object reaches it: doors
 * decode their requests (InvocationRequest) and write their replies from its answer. Admission is
 * the last refusal: past it, the invocation runs (InvocationRunner), and its lease ends by its
 * worker's completion, a withdrawal or a lost worker (Leases).
 */
@Injectable()
export class InvocationService {
  constructor(
    private readonly config: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly signatures: SignatureVerifier,
    private readonly admission: Admission,
    private readonly quotas: TeamQuotas,
    private readonly running: RunningCalls,
    private readonly runner: InvocationRunner,
    private readonly log: PinoLogger,
    @InjectRepository(Execution) private readonly executions: Repository<Execution>,
  ) {}

  /** A streamed reply when the caller takes one (InvocationRequest.stream) and the function streams. */
  async invoke(r: InvocationRequest): Promise<Answered<InvokeResult | StreamedReply>> {
    const tracker = `user:${r.caller.id}`;
    const { fn, target, input, replay, stream } = await this.check(r, true).catch((err) =>
      this.admission.refuse(err, tracker),
    );
    return this.admitAndRun({
      tracker,
      fn,
      target,
      replay,
      traceparent: r.traceparent,
      event: () => JSON.stringify(input),
      stream,
    });
  }

  /**
   * Admits a checked request (the last refusal) and runs it: for every synchronous trigger.
   * `event` is made once the execution has its id (a function URL's event carries it).
   */
  async admitAndRun(r: {
    tracker: AdmissionRequest['tracker'];
    fn: InvocableFunction;
    target: Target;
    replay?: SignatureUse;
    event: (executionUuid: string) => string;
    http?: InvokePayload['http'];
    /** The caller's W3C trace header: the invocation's trace continues it. */
    traceparent?: string | string[];
    /** The caller takes a streamed reply (the function may still answer at once). */
    stream?: boolean;
  }): Promise<Answered<InvokeResult | StreamedReply>> {
    const executionUuid = randomUUID();
    this.log.assign({ execution_id: executionUuid });
    const attributes = { 'fnhost.function_id': r.fn.uuid, 'fnhost.execution_id': executionUuid };
    return this.running.track(() =>
      continuing(r.traceparent, () =>
        traced(
          'invoke',
          attributes,
          async () => {
            const admitted = await traced('admission', {}, async () =>
              this.admission.admit({
                tracker: r.tracker,
                functionUuid: r.fn.uuid,
                teamUuid: r.fn.teamUuid,
                deploymentUuid: r.target.deploymentUuid,
                executionUuid,
                leaseMs: leaseMs.call(this.config.INVOKE_PICKUP_TIMEOUT_MS, r.fn.timeoutS),
                maxSlots: this.config.MAX_CONCURRENT_EXECUTIONS,
                teamMaxSlots: (await this.quotas.limits(r.fn.teamUuid)).concurrent_executions,
                replay: r.replay,
              }),
            );
            // Counted either way: a 503 after admission carries the windows' headers too.
            const headers = { ...admitted.headers, 'X-Fnhost-Version': String(r.target.version) };
            const result = await this.runner
              .run(r.fn, r.target, executionUuid, admitted, r.event(executionUuid), r.http, r.stream === true)
              .catch((err: unknown) => Promise.reject(withHeaders(err, headers)));
            return { value: result, headers };
          },
          { kind: SpanKind.SERVER },
        ),
      ),
    );
  }

  /**
   * Everything that can refuse the request before admission, cheapest first; ownership before
   * the signature, then a version to run at the request's address (`pick`: a canary is chosen now).
   * For every trigger a request starts (asynchronous invokes too).
   */
  async check(r: InvocationRequest, pick: boolean) {
    if (!isUUID(r.functionId)) throw badRequest('id: must be a UUID');
    const address = addressOf(r.address);
    const input = invokeInput(r.input);
    const stream = wantsStream(r.stream);
    const fn = await this.functions.findInvocable(r.caller, r.functionId);
    const replay = this.signatures.verify(r.signed, fn);
    const target = await targetOf(this.executions.manager, fn, address, pick);
    return { fn, target, input, replay, stream };
  }
}
