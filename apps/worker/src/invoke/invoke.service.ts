import { InvokePayload, InvokeResult, JobQueue, publishResult } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallOutcome, WarmPool } from '../containers/warm-pool';

/** Runs one invocation, records it (execution + log rows) whatever the outcome, and replies to the api. */
@Injectable()
export class InvokeService {
  constructor(
    private readonly pool: WarmPool,
    private readonly jobs: JobQueue,
    private readonly db: DataSource,
  ) {}

  async run(payload: InvokePayload): Promise<void> {
    const result = await this.execute(payload);
    await this.record(payload, result);
    await publishResult(this.jobs.connection, payload.replyTo, result);
  }

  private async execute(payload: InvokePayload): Promise<InvokeResult> {
    const startedAt = new Date();
    const done = (
      partial: Pick<InvokeResult, 'status' | 'result' | 'errorMessage' | 'logs'>,
    ): InvokeResult => {
      const completedAt = new Date();
      return {
        executionUuid: payload.executionUuid,
        ...partial,
        startedAt: startedAt.toISOString(),
        completedAt: completedAt.toISOString(),
        durationMs: completedAt.getTime() - startedAt.getTime(),
      };
    };
    let outcome: CallOutcome = { kind: 'unreachable', reason: 'not attempted' };
    // A container removed behind the pool's back never saw the request: one retry on a fresh one.
    for (let attempt = 0; attempt < 2 && outcome.kind === 'unreachable'; attempt++) {
      let warm;
      try {
        warm = await this.pool.acquire(payload.deploymentUuid);
      } catch (err) {
        return done({
          status: 'error',
          result: null,
          errorMessage: `function could not start: ${(err as Error).message}`,
          logs: [],
        });
      }
      outcome = await this.pool.call(warm, payload.event, payload.executionUuid, payload.timeoutMs);
    }
    switch (outcome.kind) {
      case 'reply':
        return done({
          status: outcome.reply.status,
          result: outcome.reply.result,
          errorMessage: outcome.reply.error,
          logs: outcome.reply.logs,
        });
      case 'timeout':
        return done({
          status: 'timeout',
          result: null,
          errorMessage: `function timed out after ${payload.timeoutMs / 1000}s`,
          logs: [],
        });
      case 'unreachable':
      case 'crash':
        return done({
          status: 'error',
          result: null,
          errorMessage:
            outcome.reason === 'out of memory'
              ? 'function exceeded its memory limit (out of memory)'
              : `function process crashed (${outcome.reason})`,
          logs: [],
        });
    }
  }

  /**
   * The execution, its logs and the function's last invocation time in one statement: atomic
   * like a transaction, but one round trip on the path every invocation waits for.
   */
  private async record(payload: InvokePayload, r: InvokeResult): Promise<void> {
    await this.db.query(
      `WITH execution AS (
         INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, completed_at, duration_ms, error_message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ), logs AS (
         INSERT INTO execution_logs (execution_uuid, function_uuid, seq, timestamp, level, message)
         SELECT $1, $2, l.seq, l.ts, l.level, l.message
         FROM jsonb_to_recordset($9::jsonb) AS l(seq int, ts timestamptz, level text, message text)
       )
       -- Staleness needs the last invocation; writing it at most once a minute keeps the row cool.
       UPDATE functions SET last_invoked_at = now()
       WHERE uuid = $2 AND (last_invoked_at IS NULL OR last_invoked_at < now() - interval '1 minute')`,
      [
        payload.executionUuid,
        payload.functionUuid,
        payload.deploymentUuid,
        r.status,
        r.startedAt,
        r.completedAt,
        r.durationMs,
        r.errorMessage,
        JSON.stringify(
          r.logs.map((l, seq) => ({ seq, ts: l.timestamp, level: l.level, message: l.message })),
        ),
      ],
    );
  }
}
