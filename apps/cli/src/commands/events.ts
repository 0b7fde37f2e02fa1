import { Schemas } from '@fnhost/sdk';
import { Command, InvalidArgumentError } from 'commander';
import { contextOf } from '../context';
import { emit, note, printJson, printTable } from '../output';
import { eventData, positive, subAction, whole } from './arguments';

type Destination = Schemas['AsyncConfigDto']['on_success'];

/** `--on-success`/`--on-failure`: `none`, `function:<name or id>`, or an http(s) URL (a webhook). */
function destination(value: string): string {
  if (value === 'none' || value.startsWith('function:') || /^https?:\/\//.test(value)) return value;
  throw new InvalidArgumentError('none, function:<name or id>, or an http(s) URL');
}

const describe = (d: Destination | undefined) =>
  !d ? 'none' : 'function_id' in d ? `function ${d.function_id}` : `webhook ${d.url}`;

/** Asynchronous invocation policy and dead letters; cron schedules. */
export function eventCommands(program: Command): void {
  program
    .command('async-config')
    .argument('<function>', 'function name or id')
    .description("show or change a function's asynchronous invocation policy and destinations")
    .option('--retries <n>', 'retries after a failed attempt (0..5)', whole)
    .option('--max-age <seconds>', 'an older event is not run again (60..21600)', positive)
    .option('--on-success <to>', 'none, function:<name or id>, or a webhook URL', destination)
    .option('--on-failure <to>', 'none, function:<name or id>, or a webhook URL', destination)
    .action(
      async (
        nameOrId: string,
        options: { retries?: number; maxAge?: number; onSuccess?: string; onFailure?: string },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = await ctx.functionId(nameOrId);
        const current = await client.asyncConfig(id);
        const changed = Object.values(options).some((v) => v !== undefined);
        const to = async (value: string | undefined, kept: Destination | undefined): Promise<Destination> => {
          if (value === undefined) return kept ?? null;
          if (value === 'none') return null;
          if (value.startsWith('function:'))
            return { type: 'function', function_id: await ctx.functionId(value.slice('function:'.length)) };
          return { type: 'webhook', url: value };
        };
        const config = changed
          ? await client.setAsyncConfig(id, {
              max_retries: options.retries ?? current.max_retries,
              max_event_age_s: options.maxAge ?? current.max_event_age_s,
              on_success: await to(options.onSuccess, current.on_success),
              on_failure: await to(options.onFailure, current.on_failure),
            })
          : current;
        emit(ctx.json, config, () => {
          note(`retries ${config.max_retries}, events kept ${config.max_event_age_s} s`);
          note(`on success: ${describe(config.on_success)}; on failure: ${describe(config.on_failure)}`);
          const secret = (config as Schemas['SavedAsyncConfigDto']).signing_secret;
          if (secret) note(`webhook signing secret (shown once, keep it): ${secret}`);
        });
      },
    );

  program
    .command('dead-letters')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'redrive or delete (with an execution)')
    .argument('[execution]', 'the dead letter: its execution id')
    .description("a function's dead letters (events that spent their retries), or redrive or delete one")
    .option('--page <n>', 'page', positive, 1)
    .action(
      async (
        nameOrId: string,
        action: string | undefined,
        execution: string | undefined,
        options: { page: number },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = await ctx.functionId(nameOrId);
        const act = subAction(action, execution, ['redrive', 'delete'], 'execution');
        if (act && execution) {
          if (act === 'delete') {
            await client.deleteDeadLetter(id, execution);
            return emit(ctx.json, { deleted: execution }, () => note(`dead letter ${execution} deleted`));
          }
          const run = await client.redrive(id, execution);
          return emit(ctx.json, run, () => note(`queued again as execution ${run.execution_id}`));
        }
        const list = await client.deadLetters(id, options.page);
        emit(ctx.json, list, () => {
          if (list.total === 0) return note('No dead letters');
          printTable(
            ['execution', 'attempts', 'dead since', 'error'],
            list.dead_letters.map((d) => [d.execution_id, d.attempts, d.dead_at, d.error_message ?? '']),
          );
          note(`page ${list.page}, ${list.dead_letters.length} of ${list.total}`);
        });
      },
    );

  program
    .command('schedules')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'list (default), add, pause, resume or delete')
    .argument('[schedule]', 'the schedule id (pause, resume, delete)')
    .description("a function's cron schedules: each run is an asynchronous invocation")
    .option('--cron <expression>', 'add: 5 fields, or @hourly, @daily, @weekly, @monthly')
    .option('--timezone <zone>', 'add: IANA time zone (default UTC)')
    .option('-d, --data <json>', 'add: the event of each run: a JSON object, or @file', eventData)
    .option('--alias <name>', 'add: the alias its runs go through (default latest)')
    .action(
      async (
        nameOrId: string,
        action: string | undefined,
        scheduleId: string | undefined,
        options: { cron?: string; timezone?: string; data?: Record<string, unknown>; alias?: string },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = await ctx.functionId(nameOrId);
        const act = action ?? 'list';
        if (act === 'add') {
          if (!options.cron) throw new InvalidArgumentError('add needs --cron');
          const s = await client.createSchedule(id, {
            cron: options.cron,
            timezone: options.timezone,
            body: options.data,
            alias: options.alias,
          });
          return emit(ctx.json, s, () => note(`schedule ${s.id}: next run ${s.next_run_at}`));
        }
        if (['pause', 'resume', 'delete'].includes(act)) {
          if (!scheduleId) throw new InvalidArgumentError(`${act} needs the schedule id`);
          if (act === 'delete') {
            await client.deleteSchedule(id, scheduleId);
            return emit(ctx.json, { deleted: scheduleId }, () => note(`schedule ${scheduleId} deleted`));
          }
          const s = await client.updateSchedule(id, scheduleId, { enabled: act === 'resume' });
          return emit(ctx.json, s, () =>
            note(`schedule ${s.id} ${s.enabled ? `resumed: next run ${s.next_run_at}` : 'paused'}`),
          );
        }
        if (act !== 'list') throw new InvalidArgumentError('list, add, pause, resume or delete');
        const { schedules } = await client.schedules(id);
        emit(ctx.json, schedules, () => {
          if (!schedules.length)
            return note(`No schedules: \`fnhost schedules ${nameOrId} add --cron '@hourly'\``);
          printTable(
            ['schedule', 'cron', 'timezone', 'alias', 'enabled', 'next run', 'last run'],
            schedules.map((s) => [
              s.id,
              s.cron,
              s.timezone,
              s.alias,
              s.enabled,
              s.next_run_at ?? '',
              s.last_run_at ?? '',
            ]),
          );
          schedules.forEach((s) => Object.keys(s.body).length && printJson({ [s.id]: s.body }));
        });
      },
    );
}
