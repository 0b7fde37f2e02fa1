import { Injectable } from '@nestjs/common';
import { copyFile, mkdir, rename, rm, stat } from 'fs/promises';
import * as path from 'path';
import { BaseConfig } from './config';

/**
 * Where deployment archives live. Keys look like `functions/<uuid>/v<version>.tar.gz` (uploads) and
 * `dependencies/<account>/<hash>.tar.gz` (installed dependencies). The api writes, the worker that
 * builds reads: with more than one host, a driver every host reaches. Objects move between a local
 * file and the driver as streams: no process holds a whole archive.
 */
export abstract class ArchiveStorage {
  /** Stores a local file's bytes under `key` (replacing what it held); a reader never sees half of it. */
  abstract put(key: string, file: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  abstract size(key: string): Promise<number | null>;
  /** Writes the object to a local file (the worker unpacks it from there); rejects when there is none. */
  abstract copyTo(key: string, file: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/`. */
  abstract removePrefix(prefix: string): Promise<void>;
  /** Removes the object, if there is one. */
  abstract remove(key: string): Promise<void>;

  async has(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }
}

export const archiveKey = (functionUuid: string, version: number) =>
  `functions/${functionUuid}/v${version}.tar.gz`;

export class ArchiveMissingError extends Error {
  constructor(key: string) {
    super(`no stored archive ${key}`);
  }
}

/** Local filesystem driver: STORAGE_DIR shared by api and worker on one host. */
@Injectable()
export class FsArchiveStorage extends ArchiveStorage {
  private readonly root: string;

  constructor(config: Pick<BaseConfig, 'STORAGE_DIR'>) {
    super();
    this.root = path.resolve(config.STORAGE_DIR);
  }

  private file(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, source: string): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so a reader never sees half an archive.
    await copyFile(source, `${file}.part`);
    await rename(`${file}.part`, file);
  }

  size(key: string): Promise<number | null> {
    return stat(this.file(key)).then(
      (s) => s.size,
      () => null,
    );
  }

  async copyTo(key: string, file: string): Promise<void> {
    await copyFile(this.file(key), file).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new ArchiveMissingError(key) : err;
    });
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix), { recursive: true, force: true });
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
