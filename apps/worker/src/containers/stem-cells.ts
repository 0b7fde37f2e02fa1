import {
  DEFAULT_MEMORY_MB,
  DEFAULT_RUNTIME,
  ENV_NAME,
  LANGUAGES,
  Runtime,
  RUNTIMES,
  shimPath,
} from '@fnhost/runtime';
import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createHash, randomBytes } from 'crypto';
import { constants } from 'fs';
import { chmod, copyFile, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'fs/promises';
import { availableParallelism } from 'os';
import * as path from 'path';
import { CodeCache, CodeVersion, exists, readableTree } from './code-cache';
import { ContainerEngine, LABELS, LAUNCHER_MOUNT, SOCKET_MOUNT } from './container-engine';
import { newSlot, SocketDirs } from './socket-dirs';
import { WorkerPresence } from './worker-presence';
import { WorkerConfig } from '../config';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { NetworkPolicy } from '../network/network-policy.service';

/** A static shell (Debian's busybox-static): the runtime images have none. */
const BUSYBOX = '/bin/busybox';
/**
 * A stem cell's memory limit before it takes a function: the functions' default, so most take one
 * with no change before their start (a waiting shell uses a fraction of a MB of it).
 */
const STEM_MEMORY_MB = DEFAULT_MEMORY_MB;
const READY_TIMEOUT_MS = 10_000;
/** A stem cell that did not start waits this long before the next try (an engine or image problem). */
const RETRY_AFTER_MS = 30_000;
const FIFO = `${SOCKET_MOUNT}/launch`;
const LAUNCH_ENV = `${SOCKET_MOUNT}/launch.env`;
/**
 * A stem cell's process: it waits on a FIFO in its socket directory until the worker writes a line,
 * takes the environment the worker wrote beside it, and becomes the runtime's own command.
 */
const LAUNCHER = [
  `${LAUNCHER_MOUNT} mkfifo -m 600 ${FIFO}`,
  `read -r _ < ${FIFO}`,
  `. ${LAUNCH_ENV}`,
  `${LAUNCHER_MOUNT} rm -f ${FIFO} ${LAUNCH_ENV}`,
  'exec "$@"',
].join(' && ');

export interface Stem {
  runtimeId: string;
  containerId: string;
  slot: string;
}

/** What a stem cell becomes. */
export interface Launch {
  memoryMb: number;
  env: Record<string, string>;
  code: CodeVersion;
}

/**
 * Stem cells: per runtime, STEM_CELLS containers of its base image started ahead, on the function
 * network with the hardening of every function container, each with its own (empty) code, socket
 * and secrets directories, running a shell that waits. A cold start takes one instead of starting a
 * container: the function's code is hard-linked into its code directory (mounted read-only at
 * /app), its limits become the function's, it is renamed after the function, and its shell execs
 * the runtime's command with the function's environment. One is started again behind each taken.
 * A stem cell serves one function once and is removed with it: none is ever handed back.
 * Only runtimes in use on this host have them: the default runtime from the start, any other from
 * the first cold start that asks for one (a runtime no function here uses costs no container).
 */
@Injectable()
export class StemCells implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(StemCells.name);
  private readonly ready = new Map<string, Stem[]>();
  /** The runtimes this host keeps stem cells of: the default one, and each a cold start asked for. */
  private readonly wanted = new Set([DEFAULT_RUNTIME]);
  private readonly failedAt = new Map<string, number>();
  /** The refill running, and whether another was asked for meanwhile. */
  private filling?: Promise<void>;
  private again = false;
  private stopped = false;
  /** The launcher and the shims, copied under CODE_DIR: the engine mounts host paths (the worker may be in a container). */
  private mounts?: { launcher: string; shimDir: string };

  constructor(
    private readonly config: WorkerConfig,
    private readonly engine: ContainerEngine,
    private readonly dirs: SocketDirs,
    private readonly code: CodeCache,
    private readonly presence: WorkerPresence,
    private readonly policy: NetworkPolicy,
    metrics: WorkerMetrics,
  ) {
    metrics.gauge('fnhost_stem_cells', 'Stem cells ready on this host, by runtime', ['runtime'], (g) => {
      for (const [runtime, stems] of this.ready) g.set({ runtime }, stems.length);
    });
  }

  /** The shims staged for stem cells, which containers of images mount too (RunSpec.shimDir). */
  shimDir(): string | undefined {
    return this.mounts?.shimDir;
  }

  /**
   * A started stem cell of the runtime, if one is ready; the taker calls refill once its start is
   * over, which keeps stem cells of this runtime from then on.
   */
  take(runtimeId: string): Stem | undefined {
    this.wanted.add(runtimeId);
    return this.ready.get(runtimeId)?.shift();
  }

  /** Stem cells ready per runtime: the worker's status. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.ready].map(([id, stems]) => [id, stems.length]));
  }

  /**
   * The stem cell becomes the function's container (its id): code, memory limit and environment in
   * place, its runtime starting. Its CPU stays the whole host's until the caller gives it the
   * function's share: the runtime's start goes at full speed. The caller renames it.
   */
  async launch(stem: Stem, launch: Launch): Promise<string> {
    const envFile = path.join(this.dirs.dirOf(stem.slot), 'launch.env');
    const fifo = path.join(this.dirs.dirOf(stem.slot), 'launch');
    try {
      await Promise.all([
        this.code.link(launch.code, this.dirs.appDirOf(stem.slot)),
        // Before the runtime starts: its start and the function's code are held to the function's memory.
        launch.memoryMb !== STEM_MEMORY_MB &&
          this.engine.resize(stem.containerId, launch.memoryMb, availableParallelism()),
        writeFile(envFile, shellExports(launch.env), { mode: 0o400 }).then(() =>
          this.dirs.handOver(envFile, 0o444),
        ),
      ]);
      await this.signal(fifo);
      return stem.containerId;
    } catch (err) {
      // Gone whole, directories too: kept without a container, a sweep would take them for an
      // orphan's, and an engine mounting one it removed makes it anew, owned by root.
      await this.discard(stem);
      throw err;
    }
  }

  /** One line down the FIFO: opened without blocking, so a stem cell whose shell is gone fails at once. */
  private async signal(fifo: string): Promise<void> {
    const file = await open(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    try {
      await file.write('go\n');
    } finally {
      await file.close();
    }
  }

  /** Starts stem cells until each runtime in use has STEM_CELLS of them, one at a time, in the background. */
  refill(): void {
    if (!this.mounts || this.stopped) return; // none on this host
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = this.fill()
      .catch((err: Error) => this.logger.warn(`stem cells not started: ${err.message}`))
      .finally(() => {
        this.filling = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.refill();
        }
      });
  }

  private async fill(): Promise<void> {
    await this.policy.guard();
    await this.engine.ensureNetwork();
    for (const runtime of RUNTIMES.filter((r) => this.wanted.has(r.id))) {
      const stems = this.ready.get(runtime.id) ?? [];
      this.ready.set(runtime.id, stems);
      if (Date.now() - (this.failedAt.get(runtime.id) ?? 0) < RETRY_AFTER_MS) continue;
      while (!this.stopped && stems.length < this.config.STEM_CELLS) {
        const stem = await this.start(runtime).catch((err: Error) => {
          this.failedAt.set(runtime.id, Date.now());
          this.logger.warn(`a stem cell of ${runtime.id} did not start: ${err.message}`);
          return undefined;
        });
        if (!stem) break;
        if (this.stopped) await this.discard(stem);
        else stems.push(stem);
      }
    }
  }

  private async start(runtime: Runtime): Promise<Stem> {
    const slot = newSlot();
    const { socketDir, secretsDir } = await this.dirs.create(slot, { app: true });
    let containerId: string | undefined;
    try {
      containerId = await this.engine.run({
        name: `fnhost-stem-${runtime.id}-${slot}`,
        image: runtime.baseImage,
        memoryMb: STEM_MEMORY_MB,
        cpus: availableParallelism(),
        socketDir,
        secretsDir,
        env: {},
        labels: { [LABELS.stem]: runtime.id, ...(await this.presence.labels()) },
        shimDir: this.mounts!.shimDir,
        stem: {
          appDir: this.dirs.appDirOf(slot),
          launcher: this.mounts!.launcher,
          command: [LAUNCHER_MOUNT, 'sh', '-c', LAUNCHER, 'sh', ...LANGUAGES[runtime.language].command],
        },
      });
      await this.waitForFifo(containerId, path.join(socketDir, 'launch'));
      return { runtimeId: runtime.id, containerId, slot };
    } catch (err) {
      if (containerId) await this.engine.remove(containerId);
      await this.dirs.remove(slot);
      throw err;
    }
  }

  private async waitForFifo(containerId: string, fifo: string): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (await exists(fifo)) return;
      const stopped = await this.engine.exitReason(containerId);
      if (stopped) throw new Error(`it stopped (${stopped}): ${await this.engine.logsTail(containerId, 5)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`not ready within ${READY_TIMEOUT_MS / 1000}s`);
  }

  /** A stem cell taken and not launched (its launch failed, or its taker's start did): removed with its directories. */
  async discard(stem: Stem): Promise<void> {
    await this.engine.remove(stem.containerId);
    await this.dirs.remove(stem.slot);
  }

  /** The launcher and shims in place, then the first stem cells, in the background (the worker serves meanwhile). */
  async onModuleInit(): Promise<void> {
    if (!this.config.STEM_CELLS) return;
    if (!(await exists(BUSYBOX))) {
      this.logger.warn(
        `${BUSYBOX} is missing (Debian's busybox-static): no stem cells, every cold start starts a container`,
      );
      return;
    }
    // A host that cannot hold them (CODE_DIR not writable) still serves, with the engine's starts.
    this.mounts = await this.stage().catch((err: Error) => {
      this.logger.warn(`no stem cells, every cold start starts a container: ${err.message}`);
      return undefined;
    });
    this.refill();
  }

  /**
   * CODE_DIR/stem/<hash of their contents>: what running stem cells mount is never changed under
   * them, by a new version of the worker or another worker of the host.
   */
  private async stage(): Promise<{ launcher: string; shimDir: string }> {
    const shims = path.dirname(shimPath('node'));
    const hash = createHash('sha256').update(await readFile(BUSYBOX));
    // The shim files only: a directory beside them (Python's bytecode cache) has no part in it.
    const files = (await readdir(shims, { withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
    for (const name of files.sort()) hash.update(name).update(await readFile(path.join(shims, name)));
    const dir = path.resolve(this.config.CODE_DIR, 'stem', hash.digest('hex').slice(0, 16));
    const mounts = { launcher: path.join(dir, 'busybox'), shimDir: path.join(dir, 'runtime') };
    if (await exists(dir)) return mounts;
    const staged = `${dir}.${randomBytes(4).toString('hex')}.partial`;
    await mkdir(staged, { recursive: true, mode: 0o755 });
    await copyFile(BUSYBOX, path.join(staged, 'busybox'));
    await mkdir(path.join(staged, 'runtime'));
    for (const name of files) await copyFile(path.join(shims, name), path.join(staged, 'runtime', name));
    await readableTree(staged);
    await chmod(path.join(staged, 'busybox'), 0o755);
    await rename(staged, dir).catch(async (err: NodeJS.ErrnoException) => {
      await rm(staged, { recursive: true, force: true });
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    });
    return mounts;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.filling;
    for (const stems of this.ready.values()) for (const stem of stems.splice(0)) await this.discard(stem);
  }
}

/** `export NAME='value'` lines a POSIX shell reads back exactly (names are checked identifiers). */
export function shellExports(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([name, value]) => {
      if (!ENV_NAME.test(name)) throw new Error(`invalid variable name ${name}`);
      return `export ${name}='${value.replace(/'/g, `'\\''`)}'\n`;
    })
    .join('');
}
