import { Schemas } from '@fnhost/sdk';
import { Command } from 'commander';
import { readFileSync } from 'fs';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { confirm, readStdinBytes } from '../prompt';
import { collect, envPair, positive, whole } from './arguments';

type FunctionDetails = Schemas['FunctionDetailsDto'];

function describe(fn: FunctionDetails): void {
  printTable(
    ['setting', 'value'],
    [
      ['memory', `${fn.memory} MB`],
      ['timeout', `${fn.timeout} s`],
      ['env', Object.keys(fn.env).join(', ')],
      ['secrets', fn.secrets.join(', ')],
      ['description', fn.description],
      [
        'instances',
        `${fn.min_instances} kept, at most ${fn.max_instances} a host, ${fn.concurrency_per_instance} calls each`,
      ],
      ['running', fn.instances.map((h) => `${h.instances} on ${h.host}`).join(', ') || 'none'],
      ['revision', fn.config_revision],
    ],
  );
}

interface ConfigOptions {
  memory?: number;
  timeout?: number;
  env?: Record<string, string>;
  unsetEnv?: string[];
  secret?: string[];
  removeSecret?: string[];
  description?: string;
  minInstances?: number;
  maxInstances?: number;
  concurrency?: number;
}

/** The secret's bytes: a file's, or stdin's (exactly, so binary values survive). */
async function secretBytes(options: { fromStdin?: boolean; fromFile?: string }): Promise<Uint8Array> {
  if (!!options.fromStdin === !!options.fromFile)
    throw new Error('give the value with one of --from-stdin, --from-file');
  if (options.fromFile) return readFileSync(options.fromFile);
  if (process.stdin.isTTY)
    throw new Error('--from-stdin: pipe the value in (it is never a command-line argument)');
  return readStdinBytes();
}

/**
 * `fnhost config`: a function's configuration, changed without a build; `fnhost secrets`: the
 * account's secrets, which functions read as files. Values are never arguments (they would stay
 * in the shell's history and the process list): a file or stdin.
 */
export function configurationCommands(program: Command): void {
  program
    .command('config')
    .argument('<function>', 'function name or id')
    .description('show or change memory, timeout, env, secrets and description, without a build')
    .option('--memory <mb>', 'memory in MB (64..2048)', positive)
    .option('--timeout <seconds>', 'timeout in seconds (1..300)', positive)
    .option('--env <NAME=VALUE>', 'set an environment variable, keeping the others (repeatable)', envPair)
    .option('--unset-env <NAME>', 'remove an environment variable (repeatable)', collect)
    .option('--secret <name>', 'let the function read this account secret (repeatable)', collect)
    .option('--remove-secret <name>', 'stop giving the function this secret (repeatable)', collect)
    .option('--description <text>', 'what the function is for')
    .option('--min-instances <n>', 'instances kept started, never reaped (0..10)', whole)
    .option('--max-instances <n>', 'instances a worker host may run at once (1..50)', positive)
    .option(
      '--concurrency <n>',
      'calls one instance takes at once while it has CPU to spare (1..100)',
      positive,
    )
    .action(async (nameOrId: string, options: ConfigOptions, command: Command) => {
      const ctx = contextOf(command);
      const client = ctx.authed();
      const id = await ctx.functionId(nameOrId);
      const current = await client.getFunction(id);
      const change: Schemas['ConfigureFunctionDto'] = {};
      if (options.memory !== undefined) change.memory = options.memory;
      if (options.timeout !== undefined) change.timeout = options.timeout;
      if (options.description !== undefined) change.description = options.description;
      if (options.minInstances !== undefined) change.min_instances = options.minInstances;
      if (options.maxInstances !== undefined) change.max_instances = options.maxInstances;
      if (options.concurrency !== undefined) change.concurrency_per_instance = options.concurrency;
      if (options.env || options.unsetEnv) {
        const env = { ...current.env, ...options.env };
        for (const name of options.unsetEnv ?? []) delete env[name];
        change.env = env;
      }
      if (options.secret || options.removeSecret) {
        const removed = new Set(options.removeSecret);
        change.secrets = [...new Set([...current.secrets, ...(options.secret ?? [])])].filter(
          (n) => !removed.has(n),
        );
      }
      if (!Object.keys(change).length) return emit(ctx.json, current, () => describe(current));
      const saved = await client.configure(id, change);
      emit(ctx.json, saved, () => {
        note(
          saved.config_revision === current.config_revision
            ? 'Configuration unchanged'
            : `Configuration revision ${saved.config_revision}: calls from now on run on it`,
        );
        describe(saved);
      });
    });

  const secrets = program
    .command('secrets')
    .description("a team's secrets (--team): its functions read them as files under /var/fnhost/secrets/");

  for (const [verb, description] of [
    ['create', 'create a secret'],
    ['update', "change a secret's value: new instances read it at once, running ones within 60 s"],
  ] as const)
    secrets
      .command(verb)
      .argument('<name>', 'lowercase letters, digits, dots, dashes and underscores')
      .description(description)
      .option('--from-stdin', 'read the value from stdin')
      .option('--from-file <file>', 'read the value from a file')
      .action(async (name: string, options: { fromStdin?: boolean; fromFile?: string }, command: Command) => {
        const ctx = contextOf(command);
        const value = await secretBytes(options);
        const client = ctx.authed();
        const team = await ctx.teamId();
        const saved =
          verb === 'create'
            ? await client.createSecret(name, value, team)
            : await client.updateSecret(name, value, team);
        emit(ctx.json, saved, () => note(`Secret ${saved.name} ${verb}d (${saved.size} bytes)`));
      });

  secrets
    .command('list')
    .description('names, sizes, times and the functions using each (never a value)')
    .action(async (_options: unknown, command: Command) => {
      const ctx = contextOf(command);
      const list = await ctx.authed().secrets(await ctx.teamId());
      emit(ctx.json, list, () => {
        if (!list.secrets.length)
          return note('No secrets yet: `fnhost secrets create NAME --from-file FILE`');
        printTable(
          ['name', 'bytes', 'updated', 'used by'],
          list.secrets.map((s) => [s.name, s.size, s.updated_at, s.used_by.map((f) => f.name).join(', ')]),
        );
      });
    });

  secrets
    .command('delete')
    .argument('<name>', 'secret name')
    .description('delete a secret (refused while a function uses it)')
    .option('-y, --yes', 'do not ask for confirmation')
    .action(async (name: string, options: { yes?: boolean }, command: Command) => {
      const ctx = contextOf(command);
      const client = ctx.authed();
      if (!options.yes && !(await confirm(`Delete secret ${name}?`))) throw new Error('not deleted');
      const reply = await client.deleteSecret(name, await ctx.teamId());
      emit(ctx.json, reply, () => note(reply.message));
    });
}
