import { AppConfig } from '@fnhost/common';
import { Injectable, Logger } from '@nestjs/common';
import { chmod, chown, mkdir, rm } from 'fs/promises';
import * as path from 'path';

/** The uid the function process runs as (the images' USER): it must be able to create its socket. */
const FUNCTION_UID = 10001;

/**
 * One directory per container on the worker's host, mounted into that container alone: the shim
 * listens on a Unix socket there, so no other container and no TCP client can reach it.
 */
@Injectable()
export class SocketDirs {
  private readonly logger = new Logger(SocketDirs.name);

  constructor(private readonly config: AppConfig) {}

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

  async remove(containerName: string): Promise<void> {
    await rm(this.dirOf(containerName), { recursive: true, force: true }).catch((err: Error) =>
      this.logger.warn(`removing socket directory of ${containerName}: ${err.message}`),
    );
  }
}
