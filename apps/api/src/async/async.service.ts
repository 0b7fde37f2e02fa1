import { badRequest, notFound, outboundUrlProblem } from '@fnhost/common';
import { EventIntake, EventLedger } from '@fnhost/engine';
import type { Destination } from '@fnhost/queue';
import { FunctionEntity } from '@fnhost/database';
import { LATEST } from '@fnhost/releases';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { randomBytes, randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { PageQueryDto } from '../common/api-queries';
import { FunctionsService } from '../functions/functions.service';
import { ApiConfig } from '../config';
import { AsyncConfigDto, DeadLetterListDto, RedriveDto, SavedAsyncConfigDto } from './dto/async.dto';

/** A function's asynchronous invocation policy and its dead letters. */
@Injectable()
export class AsyncService {
  constructor(
    private readonly settings: ApiConfig,
    private readonly functions: FunctionsService,
    private readonly intake: EventIntake,
    private readonly db: DataSource,
  ) {}

  async config(fn: FunctionEntity): Promise<AsyncConfigDto> {
    const p = await EventLedger.policy(this.db.manager, fn.uuid);
    const [row] = (await this.db.query(
      `SELECT on_success, on_failure FROM async_configs WHERE function_uuid = $1`,
      [fn.uuid],
    )) as { on_success: Destination | null; on_failure: Destination | null }[];
    return {
      max_retries: p.maxRetries,
      max_event_age_s: p.maxEventAgeS,
      on_success: row?.on_success ?? null,
      on_failure: row?.on_failure ?? null,
    };
  }

  /**
   * The retry policy applies to events accepted from now on (an accepted event keeps its own);
   * destinations, to events finishing from now on. The first save makes the signing secret.
   */
  async setConfig(user: AuthUser, fn: FunctionEntity, dto: AsyncConfigDto): Promise<SavedAsyncConfigDto> {
    const onSuccess = await this.destination(user, fn, 'on_success', dto.on_success);
    const onFailure = await this.destination(user, fn, 'on_failure', dto.on_failure);
    const secret = randomBytes(32).toString('hex');
    const [row] = (await this.db.query(
      `INSERT INTO async_configs (function_uuid, max_retries, max_event_age_s, on_success, on_failure, signing_secret)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (function_uuid) DO UPDATE SET max_retries = $2, max_event_age_s = $3, on_success = $4,
         on_failure = $5, signing_secret = COALESCE(async_configs.signing_secret, $6), updated_at = now()
       RETURNING signing_secret = $6 AS fresh`,
      [fn.uuid, dto.max_retries, dto.max_event_age_s, onSuccess, onFailure, secret],
    )) as { fresh: boolean }[];
    return {
      max_retries: dto.max_retries,
      max_event_age_s: dto.max_event_age_s,
      on_success: onSuccess,
      on_failure: onFailure,
      ...(row.fresh && { signing_secret: secret }),
    };
  }

  /** A destination as given, checked: a function of the same team the caller may invoke, or a public webhook URL. */
  private async destination(
    user: AuthUser,
    fn: FunctionEntity,
    field: string,
    given: unknown,
  ): Promise<Destination | null> {
    if (given === undefined || given === null) return null;
    const d = given as Record<string, unknown>;
    const keys = Object.keys(d).sort().join(',');
    if (d.type === 'function' && (keys === 'function_id,type' || keys === 'alias,function_id,type')) {
      if (typeof d.function_id !== 'string' || !isUUID(d.function_id))
        throw badRequest(`${field}.function_id: must be a UUID`);
      const target = await this.functions.findInvocable(user, d.function_id); // another team's function is 404
      // Outcomes stay in their team: a member of two teams cannot pipe one's events into the other.
      if (target.teamUuid !== fn.teamUuid)
        throw badRequest(`${field}.function_id: function ${d.function_id} is not in this function's team`);
      if (d.alias !== undefined) {
        if (typeof d.alias !== 'string') throw badRequest(`${field}.alias: must be a string`);
        const alias = await this.functions.requireAlias(target.uuid, d.alias, `${field}.alias`);
        if (alias !== LATEST) return { type: 'function', function_id: d.function_id, alias };
      }
      if (!target.routes.has(LATEST))
        throw badRequest(
          `${field}.function_id: function ${d.function_id} has no active version to receive outcomes; deploy it first`,
        );
      return { type: 'function', function_id: d.function_id };
    }
    if (d.type === 'webhook' && keys === 'type,url') {
      const problem =
        typeof d.url === 'string'
          ? await outboundUrlProblem(d.url, this.settings.ALLOW_PRIVATE_WEBHOOKS)
          : 'must be a string';
      if (problem) throw badRequest(`${field}.url: ${problem}`);
      return { type: 'webhook', url: d.url as string };
    }
    throw badRequest(`${field}: null, {type: "function", function_id, alias?} or {type: "webhook", url}`);
  }

  /** Newest first; kept DEAD_LETTER_DAYS. */
  async deadLetters(fn: FunctionEntity, q: PageQueryDto): Promise<DeadLetterListDto> {
    const rows = (await this.db.query(
      `SELECT execution_uuid, attempts, last_error, body, created_at, dead_at, count(*) OVER ()::int AS total
       FROM async_events WHERE function_uuid = $1 AND state = 'dead'
       ORDER BY dead_at DESC, execution_uuid LIMIT $2 OFFSET $3`,
      [fn.uuid, q.per_page, q.offset],
    )) as {
      execution_uuid: string;
      attempts: number;
      last_error: string | null;
      body: string;
      created_at: Date;
      dead_at: Date;
      total: number;
    }[];
    const total = rows[0]?.total ?? (q.offset ? await this.deadCount(fn.uuid) : 0);
    return {
      dead_letters: rows.map((r) => ({
        execution_id: r.execution_uuid,
        attempts: r.attempts,
        error_message: r.last_error,
        body: JSON.parse(r.body) as Record<string, unknown>,
        accepted_at: r.created_at.toISOString(),
        dead_at: r.dead_at.toISOString(),
      })),
      page: q.page,
      per_page: q.per_page,
      total,
      has_next: q.offset + rows.length < total,
    };
  }

  /** A new execution of the dead letter's event; the dead letter leaves the list (its execution stays). */
  async redrive(user: AuthUser, fn: FunctionEntity, executionUuid: string): Promise<RedriveDto> {
    const fresh = randomUUID();
    const redriven = await this.intake.redrive(
      { functionUuid: fn.uuid, deadUuid: executionUuid, executionUuid: fresh, userId: user.id },
      fn.teamUuid,
    );
    if (!redriven) throw notFound(`dead letter ${executionUuid} not found`);
    return { execution_id: fresh, status: 'queued', redrive_of: executionUuid };
  }

  /** Forgets a dead letter and its execution. */
  async deleteDeadLetter(fn: FunctionEntity, executionUuid: string): Promise<void> {
    if (!(await EventLedger.forget(this.db.manager, fn.uuid, executionUuid)))
      throw notFound(`dead letter ${executionUuid} not found`);
  }

  private async deadCount(functionUuid: string): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM async_events WHERE function_uuid = $1 AND state = 'dead'`,
      [functionUuid],
    )) as { n: number }[];
    return row.n;
  }
}
