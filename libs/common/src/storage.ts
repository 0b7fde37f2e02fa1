import { Injectable } from '@nestjs/common';
import { createReadStream } from 'fs';
import { mkdir, rename, rm, writeFile } from 'fs/promises';
import * as path from 'path';
import { Readable } from 'stream';
import { AppConfig } from './config';

/** Where deployment archives live. Keys look like `functions/<uuid>/v<version>.tar.gz`. */
export abstract class ArchiveStorage {
  abstract put(key: string, data: Buffer): Promise<void>;
  abstract read(key: string): Readable;
  /** A local file holding the object (the fs driver's own path; other drivers would download). */
  abstract localPath(key: string): Promise<string>;
  abstract removePrefix(prefix: string): Promise<void>;
}

export const archiveKey = (functionUuid: string, version: number) =>
  `functions/${functionUuid}/v${version}.tar.gz`;

/** Local filesystem driver: STORAGE_DIR shared by api and worker on one host. */
@Injectable()
export class FsArchiveStorage extends ArchiveStorage {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = path.resolve(config.STORAGE_DIR);
  }

  private file(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so a reader never sees half an archive.
    await writeFile(`${file}.part`, data);
    await rename(`${file}.part`, file);
  }

  read(key: string): Readable {
    return createReadStream(this.file(key));
  }

  async localPath(key: string): Promise<string> {
    return this.file(key);
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix), { recursive: true, force: true });
  }
}
