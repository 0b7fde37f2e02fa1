import { Injectable, Logger } from '@nestjs/common';
import { chmod, chown, mkdir, readdir, rm, stat } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';

/** The uid the function process runs as (the images' USER): it must be able to create its socket. */
const FUNCTION_UID = 10001;

/**
 * Two directories per container on the worker's host, mounted into that container alone: its
 * socket directory, where the shim listens on a Unix socket (no other container and no TCP client
 * can reach it), and its secrets directory (SecretFiles writes it, on a tmpfs).
 */
@Injectable()
export class SocketDirs {
  private readonly logger = new Logger(SocketDirs.name);

  constructor(private readonly config: WorkerConfig) {}

  dirOf(containerName: string): string {
    return path.resolve(this.config.SOCKET_DIR, containerName);
  }

  secretsDirOf(containerName: string): string {
    return path.resolve(this.config.SECRETS_DIR, containerName);
  }

  socketOf(containerName: string): string {
    return path.join(this.dirOf(containerName), 'shim.sock');
  }

  /** Both directories: the socket one the function's user may write, the secrets one it may only read. */
  async create(containerName: string): Promise<{ socketDir: string; secretsDir: string }> {
    const socketDir = this.dirOf(containerName);
    await mkdir(socketDir, { recursive: true, mode: 0o700 });
    await this.handOver(socketDir, 0o777);
    const secretsDir = this.secretsDirOf(containerName);
    await mkdir(this.config.SECRETS_DIR, { recursive: true, mode: 0o700 });
    await mkdir(secretsDir, { mode: 0o500 });
    await this.handOver(secretsDir, 0o555);
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
   * Directories older than `minAgeMs` whose container no longer exists (removed behind the
   * workers' backs, by hand or by a test's teardown): removed, so the host does not fill up.
   */
  async removeOrphans(liveContainers: Set<string>, minAgeMs: number): Promise<void> {
    for (const root of [this.config.SOCKET_DIR, this.config.SECRETS_DIR]) {
      const names = await readdir(root).catch(() => [] as string[]);
      for (const name of names) {
        if (liveContainers.has(name)) continue;
        const info = await stat(path.resolve(root, name)).catch(() => null);
        if (info?.isDirectory() && Date.now() - info.mtimeMs > minAgeMs) await this.remove(name);
      }
    }
  }

  async remove(containerName: string): Promise<void> {
    for (const dir of [this.dirOf(containerName), this.secretsDirOf(containerName)])
      await rm(dir, { recursive: true, force: true }).catch((err: Error) =>
        this.logger.warn(`removing ${dir}: ${err.message}`),
      );
  }
}
