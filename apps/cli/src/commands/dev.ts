import { Command, InvalidArgumentError, Option } from 'commander';
import { existsSync, readFileSync, statSync, watch } from 'fs';
import * as path from 'path';
import { parseEnv } from 'util';
import type { DevMode, DevResult, DevTarget } from '../dev/dev-runtime';
import { note, printJson } from '../output';
import { STACK_FILE } from '../stack/schema';
import { eventData, positive } from './arguments';

/** Changes within this long of each other reload once. */
const SETTLE_MS = 200;

interface DevOptions {
  file: string;
  data?: Record<string, unknown>;
  event?: string;
  envFile?: string;
  secrets?: string;
  watch?: boolean;
  serve?: number;
  mode?: DevMode;
}

/** `fnhost dev`: a function run on this machine with no server. */
export function devCommands(program: Command): void {
  program
    .command('dev')
    .argument('<function>', `a function of ${STACK_FILE} (its folder and settings), or a folder`)
    .description(
      'run a function locally: in its runtime image through Podman or Docker when here, else on the local runtime',
    )
    .option('-f, --file <file>', 'the stack file naming the function', STACK_FILE)
    .option('-d, --data <json>', 'the event: a JSON object or @file', eventData)
    .option('--event <name>', 'the event in the folder\u2019s events/<name>.json')
    .option('--env-file <file>', 'variables (NAME=value lines) over the stack file\u2019s env')
    .option(
      '--secrets <dir>',
      `secret files, at ${'/var/fnhost/secrets'} as on the server (needs a container)`,
    )
    .option('--watch', 'run again (or reload the server) when a file of the folder changes')
    .option(
      '--serve <port>',
      'serve the function-URL format on this port (any request is the 2.0 event)',
      positive,
    )
    .addOption(new Option('--container', 'only in the runtime image').conflicts('local'))
    .addOption(new Option('--local', 'only on the local Node.js or Python').conflicts('container'))
    .action(async (name: string, options: DevOptions & { container?: boolean; local?: boolean }) => {
      if (options.event && options.data)
        throw new InvalidArgumentError('--event and --data exclude each other');
      // The runtimes' code, the stack file's parsers and the server load for this command only.
      const [{ DevRuntime }, { serveLocally }] = await Promise.all([
        import('../dev/dev-runtime'),
        import('../dev/serve'),
      ]);
      const target = await targetOf(name, options);
      const mode = options.container ? 'container' : options.local ? 'local' : undefined;
      const event = options.event ? namedEvent(target.folder, options.event) : (options.data ?? {});
      let runtime = await DevRuntime.start(target, mode);
      note(
        `${name}: ${runtime.runtimeId} ${runtime.mode === 'container' ? 'in its image' : 'on this machine'}`,
      );
      if (target.secretsDir && runtime.mode === 'local')
        note(
          `secrets are mounted only in a container: ${target.secretsDir} is not at /var/fnhost/secrets here`,
        );
      const invoke = (e: unknown) => runtime.invoke(e, target.timeoutS);
      if (options.serve) {
        await serveLocally(options.serve, invoke);
        note(`serving http://127.0.0.1:${options.serve}/ (Ctrl-C stops)`);
      } else {
        const result = await invoke(event);
        show(result);
        if (!options.watch) {
          await runtime.stop();
          if (result.status !== 'success') process.exitCode = 1;
          return;
        }
      }
      if (options.watch)
        onChange(target.folder, async () => {
          await runtime.stop();
          runtime = await DevRuntime.start(target, mode);
          note(`reloaded ${name}`);
          if (!options.serve) show(await invoke(event));
        });
      process.once('SIGINT', () => void runtime.stop().then(() => process.exit(130)));
      process.once('SIGTERM', () => void runtime.stop().then(() => process.exit(143)));
    });
}

/** The folder and settings: the stack file's function of that name, else a folder with the defaults. */
async function targetOf(name: string, options: DevOptions): Promise<DevTarget> {
  const { envOf, loadStack, manifestOf } = await import('../stack/load');
  const fileEnv = options.envFile ? parseEnv(readFileSync(options.envFile, 'utf8')) : {};
  const base = {
    env: fileEnv as Record<string, string>,
    secretsDir: options.secrets,
    memoryMb: 128,
    timeoutS: 30,
  };
  const spec = existsSync(options.file)
    ? loadStack(options.file).functions.find((f) => f.name === name)
    : undefined;
  if (!spec) {
    if (existsSync(name) && statSync(name).isDirectory())
      return { ...base, folder: path.resolve(name), manifest: {} };
    throw new InvalidArgumentError(`${name} is no function of ${options.file}, nor a folder`);
  }
  return {
    ...base,
    folder: spec.path,
    manifest: manifestOf(spec),
    env: { ...envOf(spec), ...base.env },
    memoryMb: spec.memory ?? base.memoryMb,
    timeoutS: spec.timeout ?? base.timeoutS,
  };
}

/** `--event NAME`: events/NAME.json in the function's folder. */
function namedEvent(folder: string, name: string): Record<string, unknown> {
  const file = path.join(folder, 'events', `${name}.json`);
  if (!existsSync(file)) throw new InvalidArgumentError(`no event ${name}: ${file} does not exist`);
  return eventData(`@${file}`);
}

/** The logs, then the result, as `fnhost invoke` prints it. */
function show(result: DevResult): void {
  for (const log of result.logs) note(`${log.level.padEnd(5)} ${log.message}`);
  printJson(result.result);
  note(`${result.status} in ${result.durationMs} ms`);
  if (result.error) note(`error: ${result.error}`);
}

/** Calls `reload` once the folder's files have settled after a change, one reload at a time. */
function onChange(folder: string, reload: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  watch(folder, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(reload).catch((err: Error) => void note(`error: ${err.message}`));
    }, SETTLE_MS);
  });
}
