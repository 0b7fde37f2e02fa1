import { FnhostClient, FUNCTION_SORTS, InvokeOptions } from '@fnhost/sdk';
import { SingleBar } from 'cli-progress';
import { DEFAULT_RUNTIME, LATEST_RUNTIMES, RUNTIMES } from '@fnhost/runtime/runtimes';
import { Command, InvalidArgumentError, Option } from 'commander';
import * as path from 'path';
import { forgetKey, loadKey, saveKey } from '../config';
import { contextOf } from '../context';
import { emit, kib, note, printJson, printTable } from '../output';
import { pack, Project, readProject, writeProject, writeStarter } from '../project';
import { confirm, readStdin } from '../prompt';
import { envPair, eventData, percent, positive, qualifier, subAction, whole } from './arguments';

/** Creates the function on the server, in the team (or finds it: init is idempotent by name). */
function ensureFunction(client: FnhostClient, project: Project, teamId: string | undefined) {
  return client.init({
    team_id: teamId,
    name: project.name,
    memory: project.memory,
    timeout: project.timeout,
    skip_signing: project.skip_signing,
  });
}

/** Upload progress: a bar on a terminal, a few plain lines elsewhere. */
function uploadProgress(total: number) {
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      format: 'Uploading [{bar}] {percentage}% | {value}/{total} KiB',
      stream: process.stderr,
      hideCursor: true,
    });
    bar.start(Math.ceil(total / 1024), 0);
    return { update: (sent: number) => bar.update(Math.ceil(sent / 1024)), stop: () => bar.stop() };
  }
  let shown = -1;
  return {
    update(sent: number, of: number) {
      const quarter = Math.floor((sent / of) * 4);
      if (quarter > shown) note(`Uploaded ${kib(sent)} of ${kib(of)} (${quarter * 25}%)`);
      shown = quarter;
    },
    stop() {},
  };
}

/**
 * `invoke --stream`: the body's chunks to stdout as they come, then (on stderr) how it ended, as
 * its execution recorded it. Ctrl-C leaves the stream: the function is told to stop.
 */
async function streamInvocation(
  ctx: ReturnType<typeof contextOf>,
  id: string,
  nameOrId: string,
  input: Record<string, unknown> | undefined,
  signing: InvokeOptions,
): Promise<void> {
  const leave = new AbortController();
  const interrupt = () => leave.abort();
  process.once('SIGINT', interrupt);
  try {
    const reply = await ctx.client.invokeStream(id, input, { ...signing, signal: leave.signal });
    for await (const chunk of reply) process.stdout.write(chunk);
    if (!reply.streamed || !reply.executionId) return;
    const { execution } = await ctx.client.waitRecorded(id, reply.executionId);
    note(
      `${execution.status}: ${execution.stream?.bytes ?? 0} bytes streamed on version ${reply.version} (execution ${reply.executionId}, first byte after ${execution.stream?.time_to_first_byte_ms ?? '-'} ms)`,
    );
    if (execution.invocation.error_message) note(`error: ${execution.invocation.error_message}`);
    if (execution.status !== 'success') process.exitCode = 1;
  } catch (err) {
    if (!leave.signal.aborted) throw err;
    note(`left the stream of ${nameOrId}: the function was told to stop`);
    process.exitCode = 130;
  } finally {
    process.off('SIGINT', interrupt);
  }
}

/** The invoke input: --data (eventData), or stdin when it is not a terminal. */
async function invokeInput(data?: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
  if (data !== undefined || process.stdin.isTTY) return data;
  const text = await readStdin();
  return text.trim() === '' ? undefined : eventData(text);
}

export function functionCommands(program: Command): void {
  program
    .command('init')
    .argument('<name>', 'function name: lowercase letters, digits and dashes')
    .description('create a function and write its project file (fnhost.json) in a folder')
    .option('--dir <dir>', 'project folder', '.')
    .option('--memory <mb>', 'memory in MB (64..2048)', positive)
    .option('--timeout <seconds>', 'timeout in seconds (1..300)', positive)
    .option('--skip-signing', 'accept unsigned invocations even when the function has an API key')
    .addOption(
      new Option(
        '--runtime <runtime>',
        `runtime of the starter handler and function.json; a language (${Object.keys(LATEST_RUNTIMES).join(', ')}) is its newest runtime`,
      )
        .choices([...RUNTIMES.map((r) => r.id), ...Object.keys(LATEST_RUNTIMES)])
        .default(DEFAULT_RUNTIME),
    )
    .action(async (name: string, options, command: Command) => {
      const ctx = contextOf(command);
      const project: Project = {
        name,
        memory: options.memory,
        timeout: options.timeout,
        skip_signing: options.skipSigning ? true : undefined,
      };
      const fn = await ensureFunction(ctx.authed(), project, await ctx.teamId());
      const file = writeProject(options.dir, project);
      const starter = writeStarter(options.dir, options.runtime, name);
      emit(ctx.json, { ...fn, project_file: file, starter }, () => {
        note(
          fn.already_exists
            ? `Function ${name} exists already (${fn.id})`
            : `Created function ${name} (${fn.id})`,
        );
        note(`Wrote ${[file, ...starter].join(', ')}; deploy with \`fnhost deploy ${options.dir}\``);
      });
    });

  program
    .command('deploy')
    .argument('[dir]', 'project folder', '.')
    .description('pack the folder (minus .fnhostignore), upload it and follow the build')
    .option('--env <NAME=VALUE>', 'an environment variable of this version (repeatable)', envPair)
    .option('--no-wait', 'return once uploaded, without following the build')
    .option('--include-node-modules', 'pack node_modules even when a lock file lets the build install it')
    .option(
      '--canary <percent>',
      'roll this version out: it takes this percent of calls first (1-99)',
      percent,
    )
    .option(
      '--step-interval <seconds>',
      "with --canary: how long before it is judged (30-3600; else the function's policy)",
      positive,
    )
    .action(
      async (
        dir: string,
        options: {
          env?: Record<string, string>;
          wait: boolean;
          includeNodeModules?: boolean;
          canary?: number;
          stepInterval?: number;
        },
        command: Command,
      ) => {
        if (options.stepInterval && !options.canary)
          throw new InvalidArgumentError('--step-interval goes with --canary');
        const ctx = contextOf(command);
        const client = ctx.authed();
        const project = readProject(dir);
        const fn = await ensureFunction(client, project, await ctx.teamId());
        const { archive, files, leftOut } = await pack(dir, {
          includeNodeModules: options.includeNodeModules,
        });
        if (!ctx.json) {
          if (leftOut) note(leftOut);
          note(`Packed ${files.length} files from ${path.resolve(dir)} (${kib(archive.length)})`);
        }
        const progress = ctx.json ? null : uploadProgress(archive.length);
        let deployed;
        try {
          deployed = await client.deploy(fn.id, archive, {
            env: options.env,
            rollout: options.canary
              ? {
                  steps: [options.canary],
                  ...(options.stepInterval && { step_interval_s: options.stepInterval }),
                }
              : undefined,
            onUploadProgress: (sent, total) => progress?.update(sent, total),
          });
        } finally {
          progress?.stop();
        }
        if (!options.wait)
          return emit(ctx.json, deployed, () => note(`Version ${deployed.version} uploaded; building`));
        if (!ctx.json) {
          for (const warning of deployed.warnings) note(`warning: ${warning}`);
          note(`Building version ${deployed.version} (${deployed.runtime})…`);
        }
        const built = await client.waitForBuild(fn.id, deployed.version);
        const result = { ...deployed, status: built.status, error: built.error };
        const rollingOut = deployed.rollout && built.status !== 'failed';
        emit(ctx.json, result, () => {
          if (built.status === 'failed')
            return note(`Build of version ${built.version} failed: ${built.error}`);
          note(
            built.status === 'canary' && deployed.rollout
              ? `Version ${built.version} of ${project.name} is rolling out: ${deployed.rollout.steps[0]}% of ${deployed.rollout.target}'s calls first`
              : `Version ${built.version} of ${project.name} is active`,
          );
          if (rollingOut) note(`follow it: \`fnhost rollout ${project.name}\``);
          process.stdout.write(`${deployed.url}\n`);
        });
        if (built.status === 'failed') process.exitCode = 1;
      },
    );

  program
    .command('invoke')
    .argument('<function>', 'function name or id')
    .description('invoke a function; signed with the stored key when there is one')
    .option('-d, --data <json>', 'the input: a JSON object, or @file; default: stdin when piped', eventData)
    .option('-e, --event <name>', 'the input: a saved test event (`fnhost test-events`)')
    .option('--async', 'queue it and return at once (retried on failure; see the execution for its outcome)')
    .option('--stream', "print the reply's chunks as the function writes them (a streaming function)")
    .option(
      '-q, --qualifier <alias|version>',
      'run through this alias, or on this version (a number), as Lambda names it; default latest',
      qualifier,
    )
    .option(
      '--idempotency-key <key>',
      'with --async: a repeat within 24 h runs nothing and names the first execution',
    )
    .action(
      async (
        nameOrId: string,
        options: {
          data?: Record<string, unknown>;
          event?: string;
          async?: boolean;
          stream?: boolean;
          idempotencyKey?: string;
          qualifier?: { alias: string } | { version: number };
        },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        if (options.event && options.data !== undefined)
          throw new InvalidArgumentError('--event and --data exclude each other');
        if (options.async && options.stream)
          throw new InvalidArgumentError('--async and --stream exclude each other');
        const id = await ctx.functionId(nameOrId);
        const input = options.event
          ? (await ctx.authed().testEvent(id, options.event)).event
          : await invokeInput(options.data);
        const key = loadKey(id);
        const signing = {
          privateKey: key?.private_key,
          notBefore: key?.last_signed_at === undefined ? undefined : key.last_signed_at + 1,
          ...options.qualifier,
        };
        if (options.async) {
          const queued = await ctx.client.invokeAsync(id, input, {
            ...signing,
            idempotencyKey: options.idempotencyKey,
          });
          if (key && queued.signed_at) saveKey({ ...key, last_signed_at: queued.signed_at });
          emit(ctx.json, queued, () =>
            note(
              `queued: execution ${queued.execution_id} (\`fnhost execution ${nameOrId} ${queued.execution_id}\`)`,
            ),
          );
          return;
        }
        if (options.stream) return streamInvocation(ctx, id, nameOrId, input, signing);
        const reply = await ctx.client.invoke(id, input, signing);
        if (key && reply.signed_at) saveKey({ ...key, last_signed_at: reply.signed_at });
        emit(ctx.json, reply, () => {
          printJson(reply.result);
          note(
            `${reply.status} in ${reply.duration_ms} ms on version ${reply.version} (execution ${reply.execution_id})${key ? ', signed' : ''}`,
          );
          if (reply.error_message) note(`error: ${reply.error_message}`);
        });
        if (reply.status !== 'success') process.exitCode = 1;
      },
    );

  program
    .command('test-events')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'save or delete (with a name); lists them when left out')
    .argument('[name]', 'the test event: letters, digits, _ . -')
    .description("a function's saved test events (the input of `fnhost invoke --event NAME`)")
    .option(
      '-d, --data <json>',
      'with save: the event, a JSON object or @file; default: stdin when piped',
      eventData,
    )
    .action(
      async (
        nameOrId: string,
        action: string | undefined,
        name: string | undefined,
        options: { data?: Record<string, unknown> },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = await ctx.functionId(nameOrId);
        const act = subAction(action, name, ['save', 'delete'], 'name');
        if (act && name) {
          if (act === 'delete') {
            const reply = await client.deleteTestEvent(id, name);
            return emit(ctx.json, reply, () => note(reply.message));
          }
          const event = await invokeInput(options.data);
          if (!event) throw new InvalidArgumentError('save needs the event: --data JSON, @file or stdin');
          const saved = await client.saveTestEvent(id, name, event);
          return emit(ctx.json, saved, () => note(`saved test event ${saved.name}`));
        }
        const list = await client.testEvents(id);
        emit(ctx.json, list, () => {
          if (!list.test_events.length)
            return note(`No test events: \`fnhost test-events ${nameOrId} save NAME --data '{...}'\``);
          printTable(
            ['name', 'updated', 'event'],
            list.test_events.map((e) => {
              const text = JSON.stringify(e.event);
              return [e.name, e.updated_at, text.length > 60 ? `${text.slice(0, 57)}...` : text];
            }),
          );
        });
      },
    );

  program
    .command('functions')
    .alias('list')
    .description('list your functions, with their last 24 hours')
    .option('--search <text>', 'only those whose name contains this text')
    .addOption(new Option('--sort <field>', 'order by').choices(FUNCTION_SORTS).default('created_at'))
    .option('--limit <n>', 'at most this many (1..100)', positive, 100)
    .option('--offset <n>', 'skip this many', whole, 0)
    .action(
      async (
        options: { limit: number; offset: number; search?: string; sort: (typeof FUNCTION_SORTS)[number] },
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const { limit, offset, search: q, sort } = options;
        const team = await ctx.teamId();
        const [page, stats] = await Promise.all([
          client.listFunctions({ limit, offset, q, sort, team_id: team }),
          client.functionsStats('24h', team),
        ]);
        const day = new Map(stats.functions.map((s) => [s.function_id, s]));
        emit(ctx.json, page, () => {
          if (page.total === 0)
            return note(
              q
                ? `No function names contain "${q}".`
                : 'No functions yet: `fnhost init NAME` then `fnhost deploy`',
            );
          printTable(
            ['name', 'id', 'status', 'instances', '24h calls', '24h errors', 'last invoked'],
            page.functions.map((f) => {
              const s = day.get(f.id);
              return [
                f.name,
                f.id,
                f.status,
                f.instances,
                s?.invocations_count ?? 0,
                s?.invocations_count ? `${(s.error_rate * 100).toFixed(1)}%` : '-',
                f.last_invoked_at?.slice(0, 16).replace('T', ' ') ?? 'never',
              ];
            }),
          );
        });
      },
    );

  program
    .command('delete')
    .argument('<function>', 'function name or id')
    .description('delete a function with its versions, keys and records')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(async (nameOrId: string, options: { yes?: boolean }, command: Command) => {
      const ctx = contextOf(command);
      const id = await ctx.functionId(nameOrId);
      if (!options.yes && !(await confirm(`Delete function ${nameOrId} and all its records?`)))
        throw new Error('not deleted');
      const reply = await ctx.client.deleteFunction(id);
      forgetKey(id);
      emit(ctx.json, reply, () => note(reply.message));
    });
}
