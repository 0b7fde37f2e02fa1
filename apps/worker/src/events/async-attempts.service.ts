import { Batched } from '@fnhost/common';
import { ExecutionTrigger, prepared, TeamQuotas } from '@fnhost/database';
import { LATEST, pickVersion } from '@fnhost/releases';
import {
  attemptHolder,
  AttemptAdmission,
  AttemptOutcome,
  EventDoor,
  EventLedger,
  Leases,
  leaseMs,
  leaseOf,
  outputOf,
  retryAt,
  retryRefusedAt,
  Settlement,
  userWindows,
} from '@fnhost/engine';
import { continuing, traced } from '@fnhost/observability';
import { JobPayload, JobQueue } from '@fnhost/queue';
import { SpanKind } from '@opentelemetry/api';
import { Injectable, Logger } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';
import { WorkerPresence } from '../containers/worker-presence';
import { InvokeService } from '../invoke/invoke.service';
import { Deliveries } from './deliveries.service';

const WORKER_LOST = 'the worker running the attempt was lost';

const attemptLease = (
  t: { function_uuid: string; team_uuid: string },
  executionUuid: string,
  attempt: number,
  ms: number,
) => leaseOf(t.function_uuid, t.team_uuid, attemptHolder(executionUuid, attempt), ms);

/** The version an attempt runs: its alias's, the canary chosen per attempt; or the version it was pinned to. */
const versionOf = (t: Target): string | null =>
  t.deployment_uuid &&
  pickVersion(
    { uuid: t.deployment_uuid },
    t.canary_deployment_uuid ? { uuid: t.canary_deployment_uuid, percent: t.canary_percent! } : null,
  ).uuid;

interface Target {
  function_uuid: string;
  team_uuid: string;
  user_id: number;
  door: EventDoor;
  state: string;
  attempts: number;
  expires_at: Date;
  /** The metrics' label: async, or schedule. */
  trigger: ExecutionTrigger;
  timeout: number;
  config_revision: number;
  /** The event's alias (null: pinned to its execution's version) and what that routes to now. */
  route: string | null;
  deployment_uuid: string | null;
  canary_deployment_uuid: string | null;
  canary_percent: number | null;
}

/**
 * Runs the attempts of asynchronous invocations (EventLedger holds them): each takes the
 * function's concurrency lease like a synchronous call, and the first attempt of an event from a
 * door with no caller is counted in its owner's rate windows (AttemptAdmission); no free slot or a
 * full window delays it without spending an attempt. It runs on this host's warm container, and is
 * recorded with its logs. A failure is retried after ASYNC_RETRY_BASE_MS * 2^(n-1) until
 * max_retries or the event's age runs out (retryAt); then it is a dead letter.
 */
@Injectable()
export class AsyncAttempts {
  private readonly logger = new Logger(AsyncAttempts.name);
  /** Attempts finishing together are settled in one statement (PostgreSQL's CPU is the drain's limit). */
  private readonly settlements = new Batched<Settlement, { reports: boolean } | null>((batch) =>
    EventLedger.settleMany(this.db.manager, batch),
  );

  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly leases: Leases,
    private readonly admission: AttemptAdmission,
    private readonly quotas: TeamQuotas,
    private readonly jobs: JobQueue,
    private readonly invoke: InvokeService,
    private readonly deliveries: Deliveries,
    private readonly presence: WorkerPresence,
    private readonly log: PinoLogger,
  ) {}

  /** An attempt, in a span that continues its door's trace (the first attempt's; later ones start their own). */
  run(payload: JobPayload<'events', 'attempt'>, job: Job, token?: string) {
    const attributes = { 'fnhost.execution_id': payload.executionUuid, 'fnhost.attempt': payload.attempt };
    return this.log.runInContext(
      () =>
        continuing(payload.traceparent, () =>
          traced('attempt', attributes, () => this.attempt(payload, job, token), { kind: SpanKind.CONSUMER }),
        ),
      { bindings: { execution_id: payload.executionUuid, attempt: payload.attempt } },
    );
  }

  private async attempt(
    { executionUuid, attempt }: JobPayload<'events', 'attempt'>,
    job: Job,
    token?: string,
  ) {
    const target = await this.target(executionUuid);
    // Done already, or a duplicate of a job that ran (the reconciler queues again what may be lost).
    if (!target || target.state !== 'queued' || target.attempts !== attempt - 1) return;
    if (target.expires_at.getTime() <= Date.now()) {
      const reason = 'the event expired (max_event_age_s) before it could run';
      if (await EventLedger.giveUp(this.db.manager, executionUuid, target.attempts, reason))
        await this.deliveries.finished(executionUuid, {
          execution_id: executionUuid,
          status: 'error',
          attempts: target.attempts,
          error: reason,
        });
      return;
    }
    const runningMs = leaseMs.attempt(target.timeout, this.config.ASYNC_ATTEMPT_MARGIN_MS);
    const lease = attemptLease(target, executionUuid, attempt, runningMs);
    // A caller's invoke was counted at the door; an event without one is, once, here.
    const windows = target.door !== 'invoke' && attempt === 1 ? userWindows(this.config, target.user_id) : [];
    const verdict = await this.admission.admit(
      lease,
      this.config.MAX_CONCURRENT_EXECUTIONS,
      (await this.quotas.limits(target.team_uuid)).concurrent_executions,
      windows,
    );
    if (!verdict.admitted) {
      // Later, the same attempt.
      const until = retryRefusedAt(verdict, this.config.ASYNC_THROTTLE_DELAY_MS);
      await EventLedger.postpone(this.db.manager, executionUuid, new Date(until));
      await job.moveToDelayed(until, token);
      throw new DelayedError();
    }
    try {
      const deploymentUuid = versionOf(target);
      if (!deploymentUuid) return await this.notReady(executionUuid, attempt, target.route);
      const claimed = await EventLedger.claim(
        this.db.manager,
        executionUuid,
        attempt,
        deploymentUuid,
        runningMs,
        this.presence.workerId,
      );
      if (!claimed) return;
      const result = await this.invoke.execute({
        executionUuid,
        functionUuid: target.function_uuid,
        trigger: target.trigger,
        deploymentUuid,
        event: claimed.body,
        timeoutMs: target.timeout * 1000,
        configRevision: target.config_revision,
      });
      await this.settle(executionUuid, attempt, claimed.maxRetries, claimed.expiresAt, result, result.result);
    } finally {
      await this.leases.complete(lease);
    }
  }

  /**
   * An attempt whose worker was lost counts as failed (the reconciler saw its worker's heartbeat
   * gone, or it running past its time), and its slot is freed: no completion will free it.
   */
  async lost(executionUuid: string, attempt: number): Promise<void> {
    const [row] = (await this.db.query(
      `SELECT ev.max_retries, ev.expires_at, ev.function_uuid, f.team_uuid
       FROM async_events ev JOIN functions f ON f.uuid = ev.function_uuid
       WHERE ev.execution_uuid = $1 AND ev.state = 'running' AND ev.attempts = $2`,
      [executionUuid, attempt],
    )) as { max_retries: number; expires_at: Date; function_uuid: string; team_uuid: string }[];
    if (!row) return;
    await this.leases.lose(attemptLease(row, executionUuid, attempt, 0));
    const now = new Date().toISOString();
    await this.settle(executionUuid, attempt, row.max_retries, row.expires_at, {
      status: 'error',
      errorMessage: WORKER_LOST,
      completedAt: now,
      durationMs: 0,
      logs: [],
    });
  }

  /** Queues attempt n again: done by the reconciler when Redis lost it. */
  requeue(executionUuid: string, attempt: number, delayMs = 0) {
    return this.jobs.enqueueAttempt(executionUuid, attempt, delayMs);
  }

  /** Records the outcome; a failure with attempts and age left is queued again, else it is a dead letter. */
  private async settle(
    executionUuid: string,
    attempt: number,
    maxRetries: number,
    expiresAt: Date,
    outcome: AttemptOutcome,
    result?: unknown,
  ): Promise<void> {
    const at = retryAt(
      { succeeded: outcome.status === 'success', attempt, maxRetries, expiresAt: expiresAt.getTime() },
      this.config.ASYNC_RETRY_BASE_MS,
    );
    const retryingAt = at === null ? null : new Date(at);
    // The execution keeps the result as its page shows it; destinations get the value itself.
    const output = outputOf({ status: outcome.status, result });
    const settled = await this.settlements.add({
      executionUuid,
      attempt,
      outcome: { ...outcome, output },
      retryAt: retryingAt,
    });
    if (!settled) return;
    if (retryingAt) {
      await this.requeue(executionUuid, attempt + 1, retryingAt.getTime() - Date.now()).catch((err: Error) =>
        this.logger.warn(`retry of ${executionUuid} not queued (${err.message}): the reconciler will`),
      );
      return;
    }
    if (outcome.status !== 'success')
      this.logger.log(
        `event ${executionUuid} is a dead letter after ${attempt} attempt(s): ${outcome.errorMessage}`,
      );
    if (!settled.reports) return;
    await this.deliveries.finished(executionUuid, {
      execution_id: executionUuid,
      status: outcome.status,
      attempts: attempt,
      ...(outcome.status === 'success' ? { result } : { error: outcome.errorMessage }),
    });
  }

  /**
   * No version serves the function (or its alias), or the version it was pinned to was deleted
   * (a redrive): the attempt fails like a call would (409 or 400 synchronously).
   */
  private async notReady(executionUuid: string, attempt: number, route: string | null): Promise<void> {
    // Claimed against no version: the execution keeps the one it was accepted for.
    const claimed = await EventLedger.claim(
      this.db.manager,
      executionUuid,
      attempt,
      await this.acceptedVersion(executionUuid),
      0,
      this.presence.workerId,
    );
    if (!claimed) return;
    const now = new Date().toISOString();
    await this.settle(executionUuid, attempt, claimed.maxRetries, claimed.expiresAt, {
      status: 'error',
      errorMessage:
        route === LATEST
          ? 'function is not ready (no active version)'
          : route === null
            ? 'the version it was pinned to was deleted'
            : `alias ${route} no longer exists`,
      completedAt: now,
      durationMs: 0,
      logs: [],
    });
  }

  private async acceptedVersion(executionUuid: string): Promise<string> {
    const [row] = (await this.db.query(`SELECT deployment_uuid FROM executions WHERE uuid = $1`, [
      executionUuid,
    ])) as {
      deployment_uuid: string;
    }[];
    return row.deployment_uuid;
  }

  private async target(executionUuid: string): Promise<Target | undefined> {
    const [row] = await prepared<Target>(
      this.db.manager,
      'async-target',
      `SELECT ev.function_uuid, ev.user_id, ev.door, ev.state, ev.attempts, ev.expires_at, COALESCE(e.trigger, 'async') AS trigger,
         f.team_uuid, f.timeout, f.config_revision, ev.route,
         CASE WHEN ev.route IS NULL THEN (SELECT d.uuid FROM deployments d WHERE d.uuid = e.deployment_uuid)
              ELSE r.deployment_uuid END AS deployment_uuid,
         r.canary_deployment_uuid, r.canary_percent
       FROM async_events ev JOIN functions f ON f.uuid = ev.function_uuid
       LEFT JOIN executions e ON e.uuid = ev.execution_uuid
       LEFT JOIN function_routes r ON r.function_uuid = f.uuid AND r.alias = ev.route
       WHERE ev.execution_uuid = $1 AND f.status <> 'deleted'`,
      [executionUuid],
    );
    return row;
  }
}
