import { notFound } from '@fnhost/common';
import { AsyncEvents } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { AuthUser } from '../auth/current-user.decorator';
import { PageQueryDto } from '../common/api-queries';
import { FunctionsService } from '../functions/functions.service';
import { AsyncInvocationService } from '../invocation/async-invocation.service';
import { AsyncConfigDto, DeadLetterListDto, RedriveDto } from './dto/async.dto';

/** A function's asynchronous invocation policy and its dead letters. */
@Injectable()
export class AsyncService {
  constructor(
    private readonly functions: FunctionsService,
    private readonly accepting: AsyncInvocationService,
    private readonly db: DataSource,
  ) {}

  async config(user: AuthUser, functionUuid: string): Promise<AsyncConfigDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    const p = await AsyncEvents.policy(this.db.manager, fn.uuid);
    return { max_retries: p.maxRetries, max_event_age_s: p.maxEventAgeS };
  }

  /** Applies to events accepted from now on (an accepted event keeps the policy it was accepted under). */
  async setConfig(user: AuthUser, functionUuid: string, dto: AsyncConfigDto): Promise<AsyncConfigDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    await this.db.query(
      `INSERT INTO async_configs (function_uuid, max_retries, max_event_age_s) VALUES ($1, $2, $3)
       ON CONFLICT (function_uuid) DO UPDATE SET max_retries = $2, max_event_age_s = $3, updated_at = now()`,
      [fn.uuid, dto.max_retries, dto.max_event_age_s],
    );
    return { max_retries: dto.max_retries, max_event_age_s: dto.max_event_age_s };
  }

  /** Newest first; kept DEAD_LETTER_DAYS. */
  async deadLetters(user: AuthUser, functionUuid: string, q: PageQueryDto): Promise<DeadLetterListDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
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
  async redrive(user: AuthUser, functionUuid: string, executionUuid: string): Promise<RedriveDto> {
    const fn = await this.functions.findOwned(user, functionUuid);
    const fresh = randomUUID();
    await this.db.transaction(async (tx) => {
      const [rows] = (await tx.query(
        `UPDATE async_events SET state = 'redriven' WHERE execution_uuid = $1 AND function_uuid = $2 AND state = 'dead'
         RETURNING body, (SELECT deployment_uuid FROM executions WHERE uuid = $1) AS deployment_uuid`,
        [executionUuid, fn.uuid],
      )) as [{ body: string; deployment_uuid: string }[], number];
      if (!rows[0]) throw notFound(`dead letter ${executionUuid} not found`);
      const [active] = (await tx.query(
        `SELECT uuid FROM deployments WHERE function_uuid = $1 AND is_active`,
        [fn.uuid],
      )) as { uuid: string }[];
      await AsyncEvents.accept(tx, {
        executionUuid: fresh,
        functionUuid: fn.uuid,
        deploymentUuid: active?.uuid ?? rows[0].deployment_uuid,
        userId: user.id,
        body: rows[0].body,
        trigger: 'async',
        idempotencyKey: null,
        redriveOf: executionUuid,
      });
    });
    await this.accepting.enqueue(fresh);
    return { execution_id: fresh, status: 'queued', redrive_of: executionUuid };
  }

  /** Forgets a dead letter and its execution. */
  async deleteDeadLetter(user: AuthUser, functionUuid: string, executionUuid: string): Promise<void> {
    const fn = await this.functions.findOwned(user, functionUuid);
    const [, count] = (await this.db.query(
      `DELETE FROM executions WHERE uuid = $1 AND function_uuid = $2
         AND EXISTS (SELECT 1 FROM async_events WHERE execution_uuid = $1 AND state = 'dead')`,
      [executionUuid, fn.uuid],
    )) as [unknown, number];
    if (count !== 1) throw notFound(`dead letter ${executionUuid} not found`);
  }

  private async deadCount(functionUuid: string): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM async_events WHERE function_uuid = $1 AND state = 'dead'`,
      [functionUuid],
    )) as { n: number }[];
    return row.n;
  }
}
