import { SecretStore } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { mkdir, rename, statfs, writeFile } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';
import { SocketDirs } from './socket-dirs';

const TMPFS_MAGIC = 0x01021994;

/** Per secret name, the updated_at of the value its file holds. */
export type WrittenSecrets = Map<string, number>;

/**
 * A container's secret files: one per secret, named after it, in its secrets directory (mounted
 * read-only at /var/fnhost/secrets), readable by the function's user only. Written on a tmpfs and
 * nowhere else, so a value never reaches a disk, an image, the environment or the engine's inspect.
 */
@Injectable()
export class SecretFiles {
  private onTmpfs?: Promise<boolean>;

  constructor(
    private readonly config: WorkerConfig,
    private readonly store: SecretStore,
    private readonly dirs: SocketDirs,
  ) {}

  /**
   * Writes the values of `names` that changed since `written` (all of them at a start), and returns
   * what the files hold now. A secret the account no longer has fails a start; a running
   * container keeps its last value of it.
   */
  async write(
    slot: string,
    teamUuid: string,
    names: string[],
    written: WrittenSecrets = new Map(),
  ): Promise<WrittenSecrets> {
    if (!names.length) return written;
    const { values, missing } = await this.store.open(teamUuid, names);
    if (missing.length && !written.size)
      throw new Error(`secret ${missing.join(', ')} no longer exists in the function's team`);
    const changed = [...values].filter(([name, { updatedAt }]) => written.get(name) !== updatedAt.getTime());
    await this.put(
      slot,
      changed.map(([name, { value }]) => [name, value]),
    );
    return new Map([
      ...written,
      ...changed.map(([name, { updatedAt }]) => [name, updatedAt.getTime()] as const),
    ]);
  }

  /**
   * Files in the slot's secrets directory (`name` may hold a subdirectory), on the tmpfs only,
   * readable by the container's user alone; a reader sees the old file or the new one, never half.
   */
  async put(slot: string, files: [string, Buffer | string][]): Promise<void> {
    if (!files.length) return;
    if (!(await this.tmpfs()))
      throw new Error(
        `SECRETS_DIR ${this.config.SECRETS_DIR} is not a tmpfs: secrets are never written to a disk`,
      );
    const dir = this.dirs.secretsDirOf(slot);
    for (const [name, value] of files) {
      const file = path.join(dir, name);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
      // Made beside the slots, on the same tmpfs, and moved in whole: a file made in the slot's
      // directory showed the function an unreadable name until its owner changed (a handler
      // reading every file there failed with EACCES).
      const temporary = path.join(this.config.SECRETS_DIR, `.${slot}.${randomBytes(6).toString('hex')}.new`);
      await writeFile(temporary, value, { mode: 0o400 });
      await this.dirs.handOver(temporary, 0o444);
      await rename(temporary, file);
    }
  }

  private tmpfs(): Promise<boolean> {
    this.onTmpfs ??= statfs(this.config.SECRETS_DIR).then(
      (s) => s.type === TMPFS_MAGIC,
      (err: Error) => {
        this.onTmpfs = undefined; // asked again next time
        throw err;
      },
    );
    return this.onTmpfs;
  }
}
