import { badRequest, conflict, notFound } from '@fnhost/common';
import { cronProblem, nextRun, timezoneProblem } from '@fnhost/runtime';
import { FunctionEntity } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { FunctionsService } from '../functions/functions.service';
import { CreateScheduleDto, ScheduleDto, ScheduleListDto, UpdateScheduleDto } from './dto/schedule.dto';

export const MAX_SCHEDULES_PER_FUNCTION = 10;
/** A schedule's event is an invoke body: the same bound as an asynchronous invoke's. */
const MAX_BODY_BYTES = 256 * 1024;

interface Row {
  uuid: string;
  cron: string;
  timezone: string;
  body: string;
  enabled: boolean;
  next_run_at: Date | null;
  last_run_at: Date | null;
  alias: string;
  created_at: Date;
}

const toDto = (r: Row): ScheduleDto => ({
  id: r.uuid,
  cron: r.cron,
  timezone: r.timezone,
  body: JSON.parse(r.body) as Record<string, unknown>,
  enabled: r.enabled,
  next_run_at: r.next_run_at?.toISOString() ?? null,
  last_run_at: r.last_run_at?.toISOString() ?? null,
  alias: r.alias,
  created_at: r.created_at.toISOString(),
});

/** A function's cron schedules; workers fire them (ScheduleRunner). */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly functions: FunctionsService,
    private readonly db: DataSource,
  ) {}

  async create(fn: FunctionEntity, dto: CreateScheduleDto): Promise<ScheduleDto> {
    const s = checkedSchedule({
      cron: dto.cron,
      timezone: dto.timezone ?? 'UTC',
      body: dto.body ?? {},
      enabled: dto.enabled ?? true,
    });
    const alias = await this.functions.requireAlias(fn.uuid, dto.alias, 'alias');
    return this.db.transaction(async (tx) => {
      // Counted under the function's row lock: two creations at once cannot both pass the limit.
      await tx.query(`SELECT 1 FROM functions WHERE uuid = $1 FOR UPDATE`, [fn.uuid]);
      const [{ n }] = (await tx.query(`SELECT count(*)::int AS n FROM schedules WHERE function_uuid = $1`, [
        fn.uuid,
      ])) as {
        n: number;
      }[];
      if (n >= MAX_SCHEDULES_PER_FUNCTION)
        throw conflict(`a function has at most ${MAX_SCHEDULES_PER_FUNCTION} schedules; delete one first`);
      const [row] = (await tx.query(
        `INSERT INTO schedules (uuid, function_uuid, cron, timezone, body, enabled, next_run_at, alias)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [randomUUID(), fn.uuid, s.cron, s.timezone, JSON.stringify(s.body), s.enabled, s.nextRunAt, alias],
      )) as Row[];
      return toDto(row);
    });
  }

  async list(fn: FunctionEntity): Promise<ScheduleListDto> {
    const rows = (await this.db.query(
      `SELECT * FROM schedules WHERE function_uuid = $1 ORDER BY created_at, uuid`,
      [fn.uuid],
    )) as Row[];
    return { schedules: rows.map(toDto) };
  }

  async update(fn: FunctionEntity, scheduleUuid: string, dto: UpdateScheduleDto): Promise<ScheduleDto> {
    const alias = dto.alias && (await this.functions.requireAlias(fn.uuid, dto.alias, 'alias'));
    return this.db.transaction(async (tx) => {
      const [row] = (await tx.query(
        `SELECT * FROM schedules WHERE uuid = $1 AND function_uuid = $2 FOR UPDATE`,
        [scheduleUuid, fn.uuid],
      )) as Row[];
      if (!row) throw notFound(`schedule ${scheduleUuid} not found`);
      const s = checkedSchedule({
        cron: dto.cron ?? row.cron,
        timezone: dto.timezone ?? row.timezone,
        body: dto.body ?? (JSON.parse(row.body) as Record<string, unknown>),
        enabled: dto.enabled ?? row.enabled,
      });
      // An UPDATE answers [rows, count] through TypeORM.
      const [[updated]] = (await tx.query(
        `UPDATE schedules SET cron = $2, timezone = $3, body = $4, enabled = $5, next_run_at = $6, alias = $7
         WHERE uuid = $1 RETURNING *`,
        [row.uuid, s.cron, s.timezone, JSON.stringify(s.body), s.enabled, s.nextRunAt, alias || row.alias],
      )) as [Row[], number];
      return toDto(updated);
    });
  }

  async delete(fn: FunctionEntity, scheduleUuid: string): Promise<void> {
    const [, count] = (await this.db.query(`DELETE FROM schedules WHERE uuid = $1 AND function_uuid = $2`, [
      scheduleUuid,
      fn.uuid,
    ])) as [unknown, number];
    if (count !== 1) throw notFound(`schedule ${scheduleUuid} not found`);
  }
}

/** A schedule's fields checked (400 naming the bad one), with its next run (null while disabled). */
export function checkedSchedule(s: {
  cron: string;
  timezone: string;
  body: Record<string, unknown>;
  enabled: boolean;
}) {
  const cronIssue = cronProblem(s.cron);
  if (cronIssue) throw badRequest(`cron: ${cronIssue}`);
  const zoneIssue = timezoneProblem(s.timezone);
  if (zoneIssue) throw badRequest(`timezone: ${zoneIssue}`);
  if (Buffer.byteLength(JSON.stringify(s.body)) > MAX_BODY_BYTES)
    throw badRequest(`body: at most ${MAX_BODY_BYTES} bytes`);
  return { ...s, cron: s.cron.trim(), nextRunAt: s.enabled ? nextRun(s.cron, s.timezone, new Date()) : null };
}
