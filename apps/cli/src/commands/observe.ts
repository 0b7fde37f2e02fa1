import { EXECUTION_STATUSES, EXECUTION_TRIGGERS, LogEntry, Period, Schemas } from '@fnhost/sdk';
import { green, plot, red } from 'asciichart';
import { Command, InvalidArgumentError, Option } from 'commander';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { positive } from './arguments';

type Bucket = Schemas['BucketDto'];
type Execution = Schemas['ExecutionSummaryDto'];

const FOLLOW_INTERVAL_MS = 1000;
const PERIODS: Period[] = ['1h', '24h', '7d', '30d'];
const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since`, `--until`: an ISO 8601 timestamp or a duration back from now (90s, 10m, 2h, 7d). */
function since(value: string): string {
  const relative = /^(\d+)([smhd])$/.exec(value);
  if (relative) return new Date(Date.now() - Number(relative[1]) * UNITS[relative[2]]).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value)))
    throw new InvalidArgumentError('must be an ISO 8601 timestamp or a duration such as 10m, 2h, 1d');
  return new Date(value).toISOString();
}

const logLine = (e: LogEntry) => `${e.timestamp} ${e.level.toUpperCase().padEnd(5)} ${e.message}`;

/** A chart of requests and errors per bucket, with the first and last bucket's label below. */
function chart(data: Bucket[]): string {
  if (data.length === 0) return 'no data';
  const requests = data.map((b) => b.total_requests);
  const tty = process.stdout.isTTY;
  const graph = plot([requests, data.map((b) => b.error_count)], {
    // One row per unit for small counts, so that every label on the axis is a whole number.
    height: Math.min(8, Math.max(1, ...requests)),
    colors: tty ? [green, red] : undefined,
    format: (x: number) => String(Math.round(x)).padStart(6),
  });
  const label = (b: Bucket) => b.hour ?? b.day ?? '';
  const legend = tty ? 'requests (green), errors (red)' : 'requests, errors (lower line)';
  return `${graph}\n        ${label(data[0])} … ${label(data[data.length - 1])}   ${legend}`;
}

export function observeCommands(program: Command): void {
  program
    .command('logs')
    .argument('<function>', 'function name or id')
    .description("a function's logs, oldest first; --follow keeps printing new ones")
    .option('--since <when>', 'from this time: ISO 8601 or a duration back (10m, 2h, 1d)', since)
    .option('--until <when>', 'up to this time: ISO 8601 or a duration back (10m, 2h, 1d)', since)
    .option('--grep <text>', 'only entries whose message contains this text (any case)')
    .option('--limit <n>', 'at most this many (1..1000)', positive, 100)
    .option('-f, --follow', 'keep polling for new entries until interrupted')
    .action(
      async (
        nameOrId: string,
        options: { since?: string; until?: string; grep?: string; limit: number; follow?: boolean },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const id = await ctx.functionId(nameOrId);
        const print = (entries: LogEntry[]) =>
          entries.forEach((e) => process.stdout.write(`${ctx.json ? JSON.stringify(e) : logLine(e)}\n`));
        const { limit, since: from, until, grep: q } = options;
        if (!options.follow) return print((await ctx.client.logs(id, { limit, since: from, until, q })).logs);
        if (until) throw new InvalidArgumentError('--until and --follow exclude each other');
        const tail = ctx.client.tailLogs(id, { since: from, limit, q, intervalMs: FOLLOW_INTERVAL_MS });
        for await (const entries of tail) print(entries);
      },
    );

  program
    .command('executions')
    .argument('<function>', 'function name or id')
    .description("a function's executions, newest first")
    .addOption(new Option('--status <status>', 'only those with this status').choices(EXECUTION_STATUSES))
    .addOption(
      new Option('--trigger <trigger>', 'only those run by this trigger').choices(EXECUTION_TRIGGERS),
    )
    .option('--since <when>', 'started from this time: ISO 8601 or a duration back (10m, 2h, 1d)', since)
    .option('--until <when>', 'started up to this time: ISO 8601 or a duration back (10m, 2h, 1d)', since)
    .option('--page <n>', 'page', positive, 1)
    .option('--per-page <n>', 'per page (1..100)', positive, 20)
    .action(
      async (
        nameOrId: string,
        options: {
          page: number;
          perPage: number;
          status?: Execution['status'];
          trigger?: Execution['trigger'];
          since?: string;
          until?: string;
        },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const { page, perPage: per_page, status, trigger, since: from, until } = options;
        const list = await ctx.authed().executions(await ctx.functionId(nameOrId), {
          page,
          per_page,
          status,
          trigger,
          since: from,
          until,
        });
        emit(ctx.json, list, () => {
          if (list.total === 0)
            return note(
              status || trigger || from || until
                ? 'None match.'
                : `No executions yet: \`fnhost invoke ${nameOrId}\``,
            );
          printTable(
            ['execution', 'status', 'trigger', 'started', 'ms'],
            list.executions.map((e) => [e.uuid, e.status, e.trigger, e.started_at, e.duration_ms]),
          );
          note(
            `page ${list.page}, ${list.executions.length} of ${list.total}${list.has_next ? `; next: --page ${list.page + 1}` : ''}`,
          );
        });
      },
    );

  program
    .command('execution')
    .argument('<function>', 'function name or id')
    .argument('<execution>', 'execution uuid')
    .description('one execution: its input, result or error, and logs')
    .action(async (nameOrId: string, executionId: string, _options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const { execution: e } = await ctx.authed().execution(await ctx.functionId(nameOrId), executionId);
      emit(ctx.json, e, () => {
        const version = e.version ? `v${e.version}` : 'a deleted version';
        process.stdout.write(
          `${e.uuid} ${e.status} (${e.trigger}, ${version}, ${e.attempts} attempt(s)) in ${e.duration_ms ?? '-'} ms, started ${e.started_at}\n`,
        );
        const clipped = (truncated: boolean) => (truncated ? ' (first 64 KB)' : '');
        if (e.input !== null) process.stdout.write(`input${clipped(e.input_truncated)}: ${e.input}\n`);
        if (e.result !== null) process.stdout.write(`result${clipped(e.result_truncated)}: ${e.result}\n`);
        if (e.invocation.error_message) process.stdout.write(`error: ${e.invocation.error_message}\n`);
        e.logs.forEach((l) => process.stdout.write(`${logLine(l)}\n`));
      });
    });

  program
    .command('stats')
    .argument('[function]', 'function name or id; the whole account when left out')
    .description('request, error and latency totals, or a chart of them per hour or day')
    .addOption(new Option('--period <period>', 'totals over this period').choices(PERIODS).default('24h'))
    .option('--hourly [hours]', 'chart per hour over this many hours (default 24, max 168)')
    .option('--daily [days]', 'chart per day over this many days (default 30, max 90)')
    .action(
      async (
        nameOrId: string | undefined,
        options: { period: Period; hourly?: string | true; daily?: string | true },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = nameOrId ? await ctx.functionId(nameOrId) : undefined;
        const unit = options.hourly ? 'hourly' : options.daily ? 'daily' : null;
        const totals = id
          ? await client.functionStats(id, options.period)
          : await client.overview(options.period, await ctx.teamId());
        if (!unit)
          return emit(ctx.json, totals, () =>
            printTable(
              [
                'period',
                'requests',
                'success',
                'errors',
                'throttled',
                'avg ms',
                'p50 ms',
                'p95 ms',
                'p99 ms',
                ...(id ? [] : ['functions']),
              ],
              [
                [
                  totals.period,
                  totals.invocations_count,
                  totals.success_count,
                  totals.error_count,
                  totals.throttled_count,
                  totals.average_latency_ms,
                  totals.p50_latency_ms ?? '-',
                  totals.p95_latency_ms ?? '-',
                  totals.p99_latency_ms ?? '-',
                  ...(id ? [] : [totals.total_functions]),
                ],
              ],
            ),
          );
        const raw = unit === 'hourly' ? options.hourly : options.daily;
        const count = raw === true ? undefined : positive(String(raw));
        const series = id
          ? await client.functionSeries(id, unit, count)
          : await client.overviewSeries(unit, count, await ctx.teamId());
        emit(ctx.json, series, () => {
          const sum = (k: 'total_requests' | 'error_count' | 'throttled_count') =>
            series.data.reduce((n, b) => n + b[k], 0);
          const p99 = series.data.map((b) => b.p99_latency_ms).filter((v): v is number => v !== null);
          process.stdout.write(`${chart(series.data)}\n`);
          process.stdout.write(
            `${sum('total_requests')} requests, ${sum('error_count')} errors, ${sum('throttled_count')} throttled in ${series.data.length} ${unit === 'hourly' ? 'hours' : 'days'}` +
              `${p99.length ? `; worst p99 ${Math.max(...p99)} ms` : ''}\n`,
          );
        });
      },
    );
}
