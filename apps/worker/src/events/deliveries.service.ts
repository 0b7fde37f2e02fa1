import { guardedLookup, isPrivateAddress } from '@fnhost/common';
import { EventIntake, EventLedger } from '@fnhost/engine';
import { LATEST } from '@fnhost/releases';
import { DeliverPayload, jobOptions, JobQueue, OutcomeRecord } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createHmac, randomUUID } from 'crypto';
import http from 'http';
import https from 'https';
import { isIP } from 'net';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';

const WEBHOOK_TIMEOUT_MS = 10_000;
/** A webhook's answer is not read past this. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** What a finished event's deliveries need to know of it. */
interface Finished {
  function_uuid: string;
  body: string;
  callback_url: string | null;
  created_at: Date;
  on_success: DeliverPayload['target'] | null;
  on_failure: DeliverPayload['target'] | null;
}

/** `X-Fnhost-Signature`: hex HMAC-SHA256, with the function's signing secret, of `<timestamp>.<body>`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Hands a finished asynchronous invocation's outcome on: to the function's on_success or
 * on_failure destination (read when the event finishes) and to the event's own callback URL.
 * A webhook is POSTed, signed, and tried again on 5xx, timeouts and connection errors; a function
 * destination gets an asynchronous invocation with the record as its body (once: the delivery's
 * idempotency key), and when it cannot run the event stays a dead letter of its source.
 */
@Injectable()
export class Deliveries {
  private readonly logger = new Logger(Deliveries.name);

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly intake: EventIntake,
  ) {}

  /** Queues the deliveries of a finished event; best effort while Redis is away (logged). */
  async finished(
    executionUuid: string,
    record: Omit<OutcomeRecord, 'request' | 'timestamps' | 'function_id'>,
  ) {
    const [e] = (await this.db.query(
      `SELECT ev.function_uuid, ev.body, ev.callback_url, ev.created_at, c.on_success, c.on_failure
       FROM async_events ev LEFT JOIN async_configs c ON c.function_uuid = ev.function_uuid
       WHERE ev.execution_uuid = $1`,
      [executionUuid],
    )) as Finished[];
    if (!e) return;
    const destination = record.status === 'success' ? e.on_success : e.on_failure;
    const targets: [DeliverPayload['target'], 'destination' | 'callback'][] = [];
    if (destination) targets.push([destination, 'destination']);
    if (e.callback_url) targets.push([{ type: 'webhook', url: e.callback_url }, 'callback']);
    if (!targets.length) return;
    const full: OutcomeRecord = {
      ...record,
      function_id: e.function_uuid,
      request: { body: JSON.parse(e.body) as unknown },
      timestamps: { accepted_at: e.created_at.toISOString(), completed_at: new Date().toISOString() },
    };
    for (const [target, to] of targets)
      await this.jobs
        .enqueue(
          'events',
          'deliver',
          { functionUuid: e.function_uuid, target, record: full },
          jobOptions.deliver(executionUuid, to, this.config.ASYNC_RETRY_BASE_MS),
        )
        .catch((err: Error) =>
          this.logger.warn(`outcome of ${executionUuid} not delivered to ${to}: ${err.message}`),
        );
  }

  async deliver({ functionUuid, target, record }: DeliverPayload): Promise<void> {
    if (target.type === 'function') return this.invoke(target.function_id, target.alias ?? LATEST, record);
    const [config] = (await this.db.query(
      `SELECT signing_secret FROM async_configs WHERE function_uuid = $1`,
      [functionUuid],
    )) as { signing_secret: string | null }[];
    const body = JSON.stringify(record);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'fnhost-webhooks',
    };
    if (config?.signing_secret) {
      headers['x-fnhost-timestamp'] = String(timestamp);
      headers['x-fnhost-signature'] = signWebhook(config.signing_secret, timestamp, body);
    }
    const status = await this.post(target.url, body, headers);
    // 4xx: the receiver refuses it; trying again cannot help.
    if (status >= 400 && status < 500)
      throw new UnrecoverableError(
        `webhook ${target.url} refused the outcome of ${record.execution_id}: ${status}`,
      );
    if (status >= 500) throw new Error(`webhook ${target.url} answered ${status}`);
  }

  /** The record as the body of an asynchronous invocation of the destination function, through its alias. */
  private async invoke(functionUuid: string, alias: string, record: OutcomeRecord): Promise<void> {
    const [fn] = (await this.db.query(
      `SELECT f.user_id, r.deployment_uuid FROM functions f
       LEFT JOIN function_routes r ON r.function_uuid = f.uuid AND r.alias = $2
       WHERE f.uuid = $1 AND f.status <> 'deleted'`,
      [functionUuid, alias],
    )) as { user_id: number; deployment_uuid: string | null }[];
    if (!fn?.deployment_uuid) {
      const missing = alias === LATEST ? 'not ready (no active version)' : `without alias ${alias}`;
      const reason = `outcome not delivered: destination function ${functionUuid} is ${fn ? missing : 'deleted'}`;
      this.logger.warn(`${record.execution_id}: ${reason}; kept as a dead letter`);
      await EventLedger.undelivered(this.db.manager, record.execution_id, reason);
      return;
    }
    // No cap: the source's events passed theirs, and refusing would drop the outcome.
    await this.intake.accept({
      executionUuid: randomUUID(),
      functionUuid,
      deploymentUuid: fn.deployment_uuid,
      userId: fn.user_id,
      body: JSON.stringify(record),
      trigger: 'async',
      door: 'destination',
      idempotencyKey: `destination:${record.execution_id}`,
      redriveOf: null,
      route: alias,
    });
  }

  /** POSTs to a public address only (unless allowed): checked where the connection is made. */
  private post(url: string, body: string, headers: Record<string, string>): Promise<number> {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    // An address given as such is connected to without a lookup: checked here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !this.config.ALLOW_PRIVATE_WEBHOOKS && isPrivateAddress(literal))
      return Promise.reject(new UnrecoverableError(`refused: ${url} is a private address`));
    return new Promise((resolve, reject) => {
      const req = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: WEBHOOK_TIMEOUT_MS,
          lookup: guardedLookup(this.config.ALLOW_PRIVATE_WEBHOOKS) as never,
        },
        (res) => {
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) res.destroy();
          });
          res.on('close', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`webhook ${url} did not answer within ${WEBHOOK_TIMEOUT_MS} ms`)),
      );
      req.on('error', (err: NodeJS.ErrnoException) =>
        reject(err.code === 'EPRIVATE' ? new UnrecoverableError(err.message) : err),
      );
      req.end(body);
    });
  }
}
