import { SecretStore } from '@fnhost/database';
import { Injectable } from '@nestjs/common';
import { rename, statfs, writeFile } from 'fs/promises';
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
    if (!(await this.tmpfs()))
      throw new Error(
        `SECRETS_DIR ${this.config.SECRETS_DIR} is not a tmpfs: secrets are never written to a disk`,
      );
    const { values, missing } = await this.store.open(teamUuid, names);
    if (missing.length && !written.size)
      throw new Error(`secret ${missing.join(', ')} no longer exists in the function's team`);
    const dir = this.dirs.secretsDirOf(slot);
    const now = new Map(written);
    for (const [name, { value, updatedAt }] of values) {
      if (written.get(name) === updatedAt.getTime()) continue;
      // A reader sees the old file or the new one, never half of one (dot names are no secret's).
      const temporary = path.join(dir, `.${name}.new`);
      await writeFile(temporary, value, { mode: 0o400 });
      await this.dirs.handOver(temporary, 0o444);
      await rename(temporary, path.join(dir, name));
      now.set(name, updatedAt.getTime());
    }
    return now;
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
