import { Injectable, Logger } from '@nestjs/common';
import { chmod, chown, mkdir, readdir, rm, stat } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';

/** The uid the function process runs as (the images' USER): it must be able to create its socket. */
const FUNCTION_UID = 10001;

/**
 * One directory per container on the worker's host, mounted into that container alone: the shim
 * listens on a Unix socket there, so no other container and no TCP client can reach it.
 */
@Injectable()
export class SocketDirs {
  private readonly logger = new Logger(SocketDirs.name);

  constructor(private readonly config: WorkerConfig) {}

  dirOf(containerName: string): string {
    return path.resolve(this.config.SOCKET_DIR, containerName);
  }

  socketOf(containerName: string): string {
    return path.join(this.dirOf(containerName), 'shim.sock');
  }

  async create(containerName: string): Promise<string> {
    const dir = this.dirOf(containerName);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      await chown(dir, FUNCTION_UID, FUNCTION_UID);
    } catch (err) {
      // A worker without root cannot hand the directory over; the per-container secret remains.
      this.logger.warn(`cannot chown ${dir} (${(err as Error).message}); opening it to all users`);
      await chmod(dir, 0o777);
    }
    return dir;
  }

  /**
   * Directories older than `minAgeMs` whose container no longer exists (removed behind the
   * workers' backs, by hand or by a test's teardown): removed, so the host does not fill up.
   */
  async removeOrphans(liveContainers: Set<string>, minAgeMs: number): Promise<void> {
    const names = await readdir(this.config.SOCKET_DIR).catch(() => [] as string[]);
    for (const name of names) {
      if (liveContainers.has(name)) continue;
      const info = await stat(this.dirOf(name)).catch(() => null);
      if (info?.isDirectory() && Date.now() - info.mtimeMs > minAgeMs) await this.remove(name);
    }
  }

  async remove(containerName: string): Promise<void> {
    await rm(this.dirOf(containerName), { recursive: true, force: true }).catch((err: Error) =>
      this.logger.warn(`removing socket directory of ${containerName}: ${err.message}`),
    );
  }
}
