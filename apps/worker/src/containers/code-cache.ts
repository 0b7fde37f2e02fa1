import { ArchiveStorage } from '@fnhost/common';
import { extractArchive } from '@fnhost/runtime';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { access, chmod, link, mkdir, readdir, rename, rm } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';

interface Version {
  functionUuid: string;
  version: number;
  storageKey: string;
}

/**
 * Deployments' code unpacked on this host (CODE_DIR/functions/<function>/v<n>), read-only: a
 * build lays out its image from it, and a stem cell taking a function gets hard links of it in
 * its code directory (no copy). Unpacked once from the shared archive storage, however many
 * starts or workers of the host ask at once; removed with the version's image.
 */
@Injectable()
export class CodeCache {
  private readonly unpacking = new Map<string, Promise<void>>();

  constructor(
    private readonly config: WorkerConfig,
    private readonly storage: ArchiveStorage,
  ) {}

  private dirOf(functionUuid: string, version?: number): string {
    const dir = path.resolve(this.config.CODE_DIR, 'functions', functionUuid);
    return version === undefined ? dir : path.join(dir, `v${version}`);
  }

  /** The version's code directory on this host, unpacked first if it is not. */
  async ensure(v: Version): Promise<string> {
    const dir = this.dirOf(v.functionUuid, v.version);
    if (await exists(dir)) return dir;
    let unpack = this.unpacking.get(dir);
    if (!unpack) {
      unpack = this.unpack(v.storageKey, dir).finally(() => this.unpacking.delete(dir));
      this.unpacking.set(dir, unpack);
    }
    await unpack;
    return dir;
  }

  /** Beside its place, then renamed into it: a reader never sees half of it (another worker may win the rename). */
  private async unpack(storageKey: string, dir: string): Promise<void> {
    const partial = `${dir}.${randomBytes(4).toString('hex')}.partial`;
    const archive = `${partial}.tar.gz`;
    try {
      await mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
      await this.storage.copyTo(storageKey, archive);
      await extractArchive(archive, partial);
      await readableTree(partial);
      await rename(partial, dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      });
    } finally {
      await rm(archive, { force: true });
      await rm(partial, { recursive: true, force: true });
    }
  }

  /** Hard links of the version's code under `target`: files and links are shared, directories made. */
  async link(v: Version, target: string): Promise<void> {
    await linkTree(await this.ensure(v), target);
  }

  /** A version's code (failed builds), or every version of a function (deleted). */
  async remove(functionUuid: string, version?: number): Promise<void> {
    await rm(this.dirOf(functionUuid, version), { recursive: true, force: true });
  }
}

async function linkTree(source: string, target: string): Promise<void> {
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      await mkdir(to, { mode: 0o755 });
      await linkTree(from, to);
    } else await link(from, to); // a symbolic link is linked itself, not its target
  }
}

/** Readable by the function's user, writable by nobody else: directories 0755, files 0644. */
export async function readableTree(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await readableTree(full);
    else if (entry.isFile()) await chmod(full, 0o644);
  }
}

/** Whether a path is there. */
export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
