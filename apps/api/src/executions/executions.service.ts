import { FunctionEntity } from '@fnhost/database';
import { notFound } from '@fnhost/common';
import { Deployment, Execution, ExecutionLog } from '@fnhost/database';
import { ClippedText, ExecutionRecord } from '@fnhost/engine';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  Between,
  EntityManager,
  FindOptionsSelect,
  ILike,
  LessThanOrEqual,
  MoreThanOrEqual,
  Repository,
} from 'typeorm';
import {
  ExecutionDto,
  ExecutionEnvelopeDto,
  ExecutionListDto,
  ExecutionListQueryDto,
  ExecutionSummaryDto,
  LogEntryDto,
  LogsDto,
  LogsQueryDto,
} from './dto/execution.dto';
import { timeRange } from '../common/api-queries';
import { mergedPage } from './merge';
import { ExecutionOutbox } from './outbox';

/** One logs response holds at most this much message text, whatever `limit` says. */
const LOGS_RESPONSE_BYTES = 1024 * 1024;

/** A function's version numbers by deployment. */
type Versions = Map<string, number>;

const summaryOf = (e: Execution, versions: Versions): ExecutionSummaryDto => ({
  uuid: e.uuid,
  version: (e.deploymentUuid ? versions.get(e.deploymentUuid) : undefined) ?? null,
  alias: e.alias,
  status: e.status,
  trigger: e.trigger,
  attempts: e.attempts,
  http_method: e.httpMethod,
  http_path: e.httpPath,
  started_at: e.startedAt.toISOString(),
  completed_at: e.completedAt?.toISOString() ?? null,
  duration_ms: e.durationMs,
});
/** A record still in the outbox: a synchronous invocation, finished. */
const pendingSummary = (r: ExecutionRecord, versions: Versions): ExecutionSummaryDto => ({
  uuid: r.executionUuid,
  version: versions.get(r.deploymentUuid) ?? null,
  alias: r.alias ?? null,
  status: r.status,
  trigger: r.http ? 'http' : 'sync',
  attempts: 1,
  http_method: r.http?.method ?? null,
  http_path: r.http?.path ?? null,
  started_at: new Date(r.startedAt).toISOString(),
  completed_at: new Date(r.completedAt).toISOString(),
  duration_ms: r.durationMs,
});
/** What the list reads of an execution. */
const SUMMARY_COLUMNS: FindOptionsSelect<Execution> = {
  uuid: true,
  status: true,
  trigger: true,
  attempts: true,
  httpMethod: true,
  httpPath: true,
  deploymentUuid: true,
  alias: true,
  startedAt: true,
  completedAt: true,
  durationMs: true,
};
type ListFilter = Pick<ExecutionListQueryDto, 'status' | 'trigger'> & { from?: Date; to?: Date };
/** The list's order: newest first, then by id. */
const byListOrder = (a: ExecutionSummaryDto, b: ExecutionSummaryDto) =>
  b.started_at.localeCompare(a.started_at) || a.uuid.localeCompare(b.uuid);

/**
 * Reads of executions and logs: PostgreSQL's rows merged with the records still in the outbox,
 * so what a caller was just answered is there at once (docs/decisions/0020-invocation-core.md, "Reads merge the outbox").
 */
@Injectable()
export class ExecutionsService {
  constructor(
    private readonly outbox: ExecutionOutbox,
    @InjectRepository(Execution) private readonly executions: Repository<Execution>,
    @InjectRepository(ExecutionLog) private readonly logs: Repository<ExecutionLog>,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
  ) {}

  async list(fn: FunctionEntity, query: ExecutionListQueryDto): Promise<ExecutionListDto> {
    const { page, per_page: perPage, offset, status, trigger } = query;
    const { from, to } = timeRange(query);
    const wanted = (e: ExecutionSummaryDto) =>
      (!status || e.status === status) &&
      (!trigger || e.trigger === trigger) &&
      (!from || Date.parse(e.started_at) >= from.getTime()) &&
      (!to || Date.parse(e.started_at) <= to.getTime());
    // One snapshot for the outbox's check and the rows (ExecutionOutbox.pending).
    return this.executions.manager.transaction('REPEATABLE READ', async (tx) => {
      const versions = await this.versionsOf(fn.uuid);
      const pending = (await this.outbox.pending([fn.uuid], tx))
        .map((r) => pendingSummary(r, versions))
        .filter(wanted)
        .sort(byListOrder);
      const filter: ListFilter = { status, trigger, from, to };
      const plan = mergedPage(offset, perPage, await this.rowsBefore(tx, fn.uuid, pending, filter));
      const startedAt = between(from, to);
      const [rows, recorded] = await tx.getRepository(Execution).findAndCount({
        // The list leaves out each execution's input and result (up to 64 KB each).
        select: SUMMARY_COLUMNS,
        where: {
          functionUuid: fn.uuid,
          ...(status && { status }),
          ...(trigger && { trigger }),
          ...(startedAt && { startedAt }),
        },
        order: { startedAt: 'DESC', uuid: 'ASC' },
        take: plan.take,
        skip: plan.skip,
      });
      const read = rows.map((e) => summaryOf(e, versions));
      const executions = plan.slots
        .map((slot) => (slot === 'row' ? read.shift() : pending[slot.pending]))
        .filter((e): e is ExecutionSummaryDto => e !== undefined);
      const total = recorded + pending.length;
      return { executions, page, per_page: perPage, total, has_next: offset + executions.length < total };
    });
  }

  /** Per pending record (in list order): how many of PostgreSQL's rows (of the list's filter) come before it. */
  private async rowsBefore(
    tx: EntityManager,
    functionUuid: string,
    pending: ExecutionSummaryDto[],
    { status, trigger, from, to }: ListFilter,
  ): Promise<number[]> {
    if (!pending.length) return [];
    const rows = (await tx.query(
      `SELECT count(e.uuid)::int AS n FROM unnest($2::timestamptz[], $3::uuid[]) WITH ORDINALITY AS p(started_at, uuid, i)
       LEFT JOIN executions e ON e.function_uuid = $1
         AND (e.started_at > p.started_at OR (e.started_at = p.started_at AND e.uuid < p.uuid))
         AND ($4::text IS NULL OR e.status = $4) AND ($5::text IS NULL OR e.trigger = $5)
         AND ($6::timestamptz IS NULL OR e.started_at >= $6) AND ($7::timestamptz IS NULL OR e.started_at <= $7)
       GROUP BY p.i ORDER BY p.i`,
      [
        functionUuid,
        pending.map((p) => p.started_at),
        pending.map((p) => p.uuid),
        status ?? null,
        trigger ?? null,
        from ?? null,
        to ?? null,
      ],
    )) as { n: number }[];
    return rows.map((r) => r.n);
  }

  async get(fn: FunctionEntity, executionUuid: string): Promise<ExecutionEnvelopeDto> {
    // The outbox first: a record leaves it only once written, so one missing there is in
    // PostgreSQL (read the other way round, one written in between was in neither).
    const r = await this.outbox.one(fn.uuid, executionUuid);
    if (!r) {
      const e = await this.executions.findOneBy({ uuid: executionUuid, functionUuid: fn.uuid });
      if (!e) throw notFound(`execution ${executionUuid} not found`);
      const logs = await this.logs.find({ where: { executionUuid: e.uuid }, order: { seq: 'ASC' } });
      return {
        execution: detail(summaryOf(e, await this.versionsOf(fn.uuid)), fn.uuid, {
          errorMessage: e.errorMessage,
          logs: logs.map(toLogEntry),
          input: kept(e.input, e.inputTruncated),
          output: kept(e.result, e.resultTruncated),
          stream: e.streamBytes === null ? undefined : { bytes: e.streamBytes, ttfbMs: e.streamTtfbMs },
        }),
      };
    }
    const logs = r.logs.map(({ timestamp, level, message }) => ({
      timestamp: new Date(timestamp).toISOString(),
      level,
      message,
    }));
    return {
      execution: detail(pendingSummary(r, await this.versionsOf(fn.uuid)), fn.uuid, { ...r, logs }),
    };
  }

  private async versionsOf(functionUuid: string): Promise<Versions> {
    const rows = await this.deployments.find({
      select: { uuid: true, version: true },
      where: { functionUuid },
    });
    return new Map(rows.map((d) => [d.uuid, d.version]));
  }

  /**
   * With `since`: the first entries from then on; without: the latest. Oldest first either way.
   * At most `limit` entries and LOGS_RESPONSE_BYTES of text: a response the api can afford to hold.
   */
  async functionLogs(fn: FunctionEntity, { limit, since, until, q }: LogsQueryDto): Promise<LogsDto> {
    const { from, to } = timeRange({ since, until });
    const timestamp = between(from, to);
    // The outbox first, as in `get`; a record written since is then in both: its rows are left out.
    const records = await this.outbox.pending([fn.uuid]);
    const inOutbox = new Set(records.map((r) => r.executionUuid));
    const rows = (
      await this.logs.find({
        where: {
          functionUuid: fn.uuid,
          ...(timestamp && { timestamp }),
          ...(q && { message: ILike(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) }),
        },
        order: from ? { timestamp: 'ASC', id: 'ASC' } : { timestamp: 'DESC', id: 'DESC' },
        take: limit,
      })
    ).filter((l) => !inOutbox.has(l.executionUuid));
    // Oldest first; at the same instant PostgreSQL's rows (by id) come before pending entries
    // (each record's in its own order).
    const needle = q?.toLowerCase();
    const pending = records
      .flatMap((r) => r.logs.map((l, seq) => ({ ...l, ts: Date.parse(l.timestamp), pending: 1, seq })))
      .filter(
        (l) =>
          (!from || l.ts >= from.getTime()) &&
          (!to || l.ts <= to.getTime()) &&
          (!needle || l.message.toLowerCase().includes(needle)),
      );
    const all = [
      ...rows.map((l) => ({ ...toLogEntry(l), ts: l.timestamp.getTime(), pending: 0, seq: Number(l.id) })),
      ...pending,
    ].sort((a, b) => a.ts - b.ts || a.pending - b.pending || a.seq - b.seq);
    const chosen = from ? all.slice(0, limit) : all.slice(-limit).reverse();
    let bytes = 0;
    const kept = chosen.filter((l) => (bytes += Buffer.byteLength(l.message)) <= LOGS_RESPONSE_BYTES);
    if (!from) kept.reverse();
    return {
      logs: kept.map(({ ts, level, message }) => ({ timestamp: new Date(ts).toISOString(), level, message })),
    };
  }
}

const toLogEntry = (l: ExecutionLog): LogEntryDto => ({
  timestamp: l.timestamp.toISOString(),
  level: l.level,
  message: l.message,
});

/** A TypeORM condition for a time range open at either end. */
const between = (from?: Date, to?: Date) =>
  from && to ? Between(from, to) : from ? MoreThanOrEqual(from) : to ? LessThanOrEqual(to) : undefined;

/** A row's clipped text as the record carries it. */
const kept = (text: string | null, truncated: boolean): ClippedText | null =>
  text === null ? null : { text, truncated };

function detail(
  s: ExecutionSummaryDto,
  functionUuid: string,
  r: {
    errorMessage: string | null;
    logs: LogEntryDto[];
    input?: ClippedText | null;
    output?: ClippedText | null;
    stream?: ExecutionRecord['stream'];
  },
): ExecutionDto {
  return {
    ...s,
    function_uuid: functionUuid,
    input: r.input?.text ?? null,
    input_truncated: r.input?.truncated ?? false,
    result: r.output?.text ?? null,
    result_truncated: r.output?.truncated ?? false,
    stream: r.stream ? { bytes: r.stream.bytes, time_to_first_byte_ms: r.stream.ttfbMs } : null,
    invocation: {
      uuid: s.uuid,
      timestamp: s.started_at,
      success: s.status === 'success',
      duration_ms: s.duration_ms,
      error_message: r.errorMessage,
    },
    logs: r.logs,
  };
}
