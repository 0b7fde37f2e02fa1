import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { chmod, chown, mkdir, readdir, rm, stat } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';

/** The uid the function process runs as (the images' USER): it must be able to create its socket. */
const FUNCTION_UID = 10001;

/** A container's slot: the random id that ends its name, and names its directories. */
export const newSlot = () => randomBytes(6).toString('hex');
export const slotOf = (containerName: string) => containerName.slice(containerName.lastIndexOf('-') + 1);

/**
 * The directories of a container on the worker's host, mounted into that container alone and
 * named after its slot (a stem cell keeps them when it is renamed after its function): its socket
 * directory, where the shim listens on a Unix socket (no other container and no TCP client can
 * reach it); its secrets directory (SecretFiles writes it, on a tmpfs); a stem cell's code
 * directory, where the function's code is linked when it takes one (CodeCache).
 */
@Injectable()
export class SocketDirs {
  private readonly logger = new Logger(SocketDirs.name);

  constructor(private readonly config: WorkerConfig) {}

  dirOf(slot: string): string {
    return path.resolve(this.config.SOCKET_DIR, slot);
  }

  secretsDirOf(slot: string): string {
    return path.resolve(this.config.SECRETS_DIR, slot);
  }

  appDirOf(slot: string): string {
    return path.resolve(this.config.CODE_DIR, 'instances', slot);
  }

  socketOf(slot: string): string {
    return path.join(this.dirOf(slot), 'shim.sock');
  }

  /**
   * The socket directory the function's user may write, the secrets one it may only read, and
   * for a stem cell its (empty) code directory.
   */
  async create(slot: string, { app = false } = {}): Promise<{ socketDir: string; secretsDir: string }> {
    const socketDir = this.dirOf(slot);
    await mkdir(socketDir, { recursive: true, mode: 0o700 });
    await this.handOver(socketDir, 0o777);
    const secretsDir = this.secretsDirOf(slot);
    await mkdir(this.config.SECRETS_DIR, { recursive: true, mode: 0o700 });
    await mkdir(secretsDir, { mode: 0o500 });
    await this.handOver(secretsDir, 0o555);
    if (app) await mkdir(this.appDirOf(slot), { recursive: true, mode: 0o755 });
    return { socketDir, secretsDir };
  }

  /** Owned by the function's user; a worker without root cannot hand it over and opens it with `fallbackMode`. */
  async handOver(file: string, fallbackMode: number): Promise<void> {
    try {
      await chown(file, FUNCTION_UID, FUNCTION_UID);
    } catch (err) {
      // The per-container shim secret remains; secret files are then readable by other local users.
      this.logger.warn(`cannot chown ${file} (${(err as Error).message}); opening it to all users`);
      await chmod(file, fallbackMode);
    }
  }

  /**
   * The directories of slots no container names (removed behind the workers' backs, by hand or by
   * a test's teardown) once none of them changed for `minAgeMs`: removed, so the host does not
   * fill up. A slot is judged by its youngest directory: an old secrets directory with a new socket
   * directory is a slot in use.
   */
  async removeOrphans(liveSlots: Set<string>, minAgeMs: number): Promise<void> {
    const roots = [
      this.config.SOCKET_DIR,
      this.config.SECRETS_DIR,
      path.resolve(this.config.CODE_DIR, 'instances'),
    ];
    const changed = new Map<string, number>();
    for (const root of roots)
      for (const name of await readdir(root).catch(() => [] as string[])) {
        if (liveSlots.has(name)) continue;
        const info = await stat(path.resolve(root, name)).catch(() => null);
        if (info?.isDirectory()) changed.set(name, Math.max(changed.get(name) ?? 0, info.mtimeMs));
      }
    for (const [slot, mtimeMs] of changed) if (Date.now() - mtimeMs > minAgeMs) await this.remove(slot);
  }

  async remove(slot: string): Promise<void> {
    for (const dir of [this.dirOf(slot), this.secretsDirOf(slot), this.appDirOf(slot)])
      await rm(dir, { recursive: true, force: true }).catch((err: Error) =>
        this.logger.warn(`removing ${dir}: ${err.message}`),
      );
  }
}
