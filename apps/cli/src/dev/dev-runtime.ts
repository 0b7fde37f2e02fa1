import {
  checkedReply,
  DEFAULT_RUNTIME,
  findRuntime,
  INVOKE_LIMITS,
  LANGUAGES,
  Runtime,
  shimPath,
  ShimConnection,
  ShimReply,
  SECRETS_PATH,
  StreamControl,
  StreamSink,
} from '@fnhost/runtime';
import { ChildProcess, execFile, spawn } from 'child_process';
import { randomBytes, randomUUID } from 'crypto';
import { readFileSync } from 'fs';
import { chmod, mkdtemp, rm } from 'fs/promises';
import { tmpdir } from 'os';
import * as path from 'path';
import { promisify } from 'util';
import { projectFiles, stage } from '../project';

const run = promisify(execFile);
/** How long a runtime may take to answer its first health call. */
const READY_MS = 15_000;

/** What `fnhost dev` runs: a folder, with the settings a stack file (or the options) give it. */
export interface DevTarget {
  folder: string;
  /** Set over the folder's function.json (a stack file's runtime and handler). */
  manifest: Record<string, unknown>;
  env: Record<string, string>;
  /** A local folder of secret files, at the server's path in a container. */
  secretsDir?: string;
  memoryMb: number;
  timeoutS: number;
}

export type DevMode = 'container' | 'local';

/** One invocation's outcome, as `fnhost invoke` shows it. */
export interface DevResult extends ShimReply {
  durationMs: number;
}

/**
 * A function run on this machine with no server: the platform's shim, in the runtime's image through
 * the local Podman or Docker when it has the image, else on the local Node.js or Python. It speaks
 * to the shim as a worker does (ShimConnection, checkedReply), so the event, the context, the
 * result and the logs have the server's shapes and limits.
 */
export class DevRuntime {
  private constructor(
    readonly mode: DevMode,
    private readonly runtime: Runtime,
    private readonly staged: string,
    private readonly sockets: string,
    private readonly secret: string,
    private readonly shim: ShimConnection,
    private readonly stopProcess: () => Promise<void>,
  ) {}

  static async start(target: DevTarget, wanted?: DevMode): Promise<DevRuntime> {
    const files = await projectFiles(target.folder);
    // As a deploy: a folder without function.json runs on the default runtime.
    const own = files.includes('function.json') ? {} : { runtime: DEFAULT_RUNTIME };
    const staged = await stage(target.folder, files, { ...own, ...target.manifest });
    const manifest = JSON.parse(readFileSync(path.join(staged.dir, 'function.json'), 'utf8')) as {
      runtime?: string;
    };
    const runtime = findRuntime(String(manifest.runtime));
    const sockets = await mkdtemp(path.join(tmpdir(), 'fnhost-dev-'));
    const cleanUp = () =>
      Promise.all([
        rm(staged.dir, { recursive: true, force: true }),
        rm(sockets, { recursive: true, force: true }),
      ]);
    let stop: () => Promise<void>;
    let engine: string | null;
    const secret = randomBytes(24).toString('hex');
    try {
      if (!runtime) throw new Error(`unknown runtime ${String(manifest.runtime)} in function.json`);
      // The container's user (10001) reads the code and makes the socket.
      await chmod(sockets, 0o777);
      await run('chmod', ['-R', 'a+rX', staged.dir]);
      const env = {
        ...target.env,
        FNHOST_SECRET: secret,
        FNHOST_LIMITS: JSON.stringify(INVOKE_LIMITS),
        ...LANGUAGES[runtime.language].env(target.memoryMb),
      };
      engine = wanted === 'local' ? null : await engineWith(runtime.baseImage);
      if (wanted === 'container' && !engine)
        throw new Error(
          `no Podman or Docker with the image ${runtime.baseImage} here: run without --container`,
        );
      stop = engine
        ? await inContainer(engine, runtime, target, staged.dir, sockets, env)
        : onHost(runtime, staged.dir, sockets, env);
    } catch (err) {
      await cleanUp();
      throw err;
    }
    const shim = new ShimConnection(path.join(sockets, 'shim.sock'));
    const dev = new DevRuntime(
      engine ? 'container' : 'local',
      runtime,
      staged.dir,
      sockets,
      secret,
      shim,
      stop,
    );
    await dev.ready().catch(async (err: Error) => {
      await dev.stop();
      throw err;
    });
    return dev;
  }

  get runtimeId(): string {
    return this.runtime.id;
  }

  /** Runs one invocation with `event`; a timeout ends as the server's does. */
  async invoke(event: unknown, timeoutS: number): Promise<DevResult> {
    const started = Date.now();
    const request = {
      op: 'invoke' as const,
      secret: this.secret,
      execution_id: randomUUID(),
      deadline_ms: started + timeoutS * 1000,
    };
    // A streamed reply is gathered: its body, as text, is the result (as a buffered invoke's is).
    const body: Buffer[] = [];
    let streamed = false;
    let control: StreamControl | undefined;
    const sink: StreamSink = {
      bind: (c) => (control = c),
      head: () => (streamed = true),
      data: (bytes) => {
        streamed = true;
        body.push(bytes);
        control?.credit(bytes.length);
      },
    };
    try {
      const reply = checkedReply(
        await this.shim.call(request, JSON.stringify(event ?? {}), timeoutS * 1000, sink),
      );
      const result = streamed && reply.status === 'success' ? Buffer.concat(body).toString() : reply.result;
      return { ...reply, result, durationMs: Date.now() - started };
    } catch (err) {
      const message =
        (err as Error).message === 'timeout'
          ? `function timed out after ${timeoutS}s`
          : (err as Error).message;
      return {
        status: 'error',
        result: null,
        error: message,
        logs: [],
        cpuUs: null,
        durationMs: Date.now() - started,
      };
    }
  }

  async stop(): Promise<void> {
    this.shim.close();
    await this.stopProcess().catch(() => undefined);
    await rm(this.staged, { recursive: true, force: true });
    await rm(this.sockets, { recursive: true, force: true });
  }

  /** Until the shim answers its health call: the handler loaded (or why not). */
  private async ready(): Promise<void> {
    const deadline = Date.now() + READY_MS;
    for (;;) {
      try {
        const reply = JSON.parse(await this.shim.call({ op: 'health', secret: this.secret }, '', 2000)) as {
          ok?: boolean;
          error?: string;
        };
        if (reply.ok) return;
        throw new Error(reply.error ?? 'the runtime did not start');
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (!['ENOENT', 'ECONNREFUSED', 'ECONNRESET'].includes(code ?? '') || Date.now() > deadline)
          throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
}

/** `podman` or `docker`, whichever is here and holds `image`; null when none does. */
async function engineWith(image: string): Promise<string | null> {
  for (const engine of ['podman', 'docker'])
    if (
      await run(engine, ['image', 'inspect', image]).then(
        () => true,
        () => false,
      )
    )
      return engine;
  return null;
}

/** The runtime's image, as the server runs a function: no network, its memory, read-only code and secrets. */
async function inContainer(
  engine: string,
  runtime: Runtime,
  target: DevTarget,
  code: string,
  sockets: string,
  env: Record<string, string>,
): Promise<() => Promise<void>> {
  const name = `fnhost-dev-${randomBytes(4).toString('hex')}`;
  const shimDir = path.dirname(shimPath(runtime.language));
  const args = [
    'run',
    '--rm',
    '-d',
    '--name',
    name,
    '--network',
    'none',
    '--user',
    '10001:10001',
    '--memory',
    `${target.memoryMb}m`,
    '-v',
    `${code}:/app:ro`,
    '-v',
    `${shimDir}:/runtime:ro`,
    '-v',
    `${sockets}:/run/fnhost`,
    ...(target.secretsDir ? ['-v', `${path.resolve(target.secretsDir)}:${SECRETS_PATH}:ro`] : []),
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    runtime.baseImage,
    ...LANGUAGES[runtime.language].command,
  ];
  await run(engine, args);
  return async () => void (await run(engine, ['rm', '-f', '-t', '0', name]));
}

/** The local Node.js or Python: the same shim, as a child process; no memory limit, no secrets path. */
function onHost(
  runtime: Runtime,
  code: string,
  sockets: string,
  env: Record<string, string>,
): () => Promise<void> {
  const [interpreter, ...rest] = LANGUAGES[runtime.language].command;
  const command = interpreter === 'node' ? process.execPath : interpreter;
  const child: ChildProcess = spawn(command, [...rest.slice(0, -1), shimPath(runtime.language)], {
    env: { ...process.env, ...env, FNHOST_APP_DIR: code, FNHOST_SOCKET: path.join(sockets, 'shim.sock') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
}
