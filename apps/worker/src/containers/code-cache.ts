import { ArchiveStorage } from '@fnhost/common';
import { ARCHIVE_LIMITS, extractArchive } from '@fnhost/runtime';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { access, chmod, link, lstat, mkdir, mkdtemp, readdir, rename, rm, unlink } from 'fs/promises';
import * as path from 'path';
import { WorkerConfig } from '../config';
import { dependencyTrees } from './dependency-trees';

/** A deployment's code: its archive, and the dependencies its build installed. */
export interface CodeVersion {
  functionUuid: string;
  version: number;
  storageKey: string;
  dependenciesKey: string | null;
}

/**
 * Deployments' code unpacked on this host (CODE_DIR/functions/<function>/v<n>), read-only: a
 * build lays out its image from it, and a stem cell taking a function gets hard links of it in
 * its code directory (no copy). Installed dependencies are unpacked beside them once per host
 * (CODE_DIR/dependencies/<account>/<hash>), shared by every version built from the same inputs,
 * and laid under the code. Unpacked once from the shared archive storage, however many starts or
 * workers of the host ask at once; a version's code is removed with its image.
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

  /** The version's code directory on this host (its archive only), unpacked first if it is not. */
  ensure(v: CodeVersion): Promise<string> {
    return this.unpacked(v.storageKey, this.dirOf(v.functionUuid, v.version), ARCHIVE_LIMITS);
  }

  /** The directory of a stored dependency tree (`dependencies/<account>/<hash>.tar.gz`) on this host. */
  ensureDependencies(key: string): Promise<string> {
    return this.unpacked(key, dependencyTrees.dirOf(this.config.CODE_DIR, key), {
      maxEntries: 1_000_000,
      maxUnpackedBytes: this.config.BUILD_MAX_INSTALLED_MB * 1024 * 1024,
    });
  }

  private async unpacked(key: string, dir: string, limits: typeof ARCHIVE_LIMITS): Promise<string> {
    if (await exists(dir)) return dir;
    let unpack = this.unpacking.get(dir);
    if (!unpack) {
      unpack = this.unpack(key, dir, limits).finally(() => this.unpacking.delete(dir));
      this.unpacking.set(dir, unpack);
    }
    await unpack;
    return dir;
  }

  /** Beside its place, then renamed into it: a reader never sees half of it (another worker may win the rename). */
  private async unpack(storageKey: string, dir: string, limits: typeof ARCHIVE_LIMITS): Promise<void> {
    const partial = `${dir}.${randomBytes(4).toString('hex')}.partial`;
    const archive = `${partial}.tar.gz`;
    try {
      await mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
      await this.storage.copyTo(storageKey, archive);
      await extractArchive(archive, partial, limits);
      await readableTree(partial);
      await rename(partial, dir).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      });
    } finally {
      await rm(archive, { force: true });
      await rm(partial, { recursive: true, force: true });
    }
  }

  /**
   * Hard links of the version's code under `target`, over its installed dependencies: files and
   * links are shared, directories made; where both have a path, the archive's file wins.
   */
  async link(v: CodeVersion, target: string): Promise<void> {
    if (v.dependenciesKey) await linkTree(await this.ensureDependencies(v.dependenciesKey), target);
    await linkTree(await this.ensure(v), target);
  }

  /** A new empty directory beside the cache (the same file system: hard links), e.g. an image's build context. */
  async scratchDir(): Promise<string> {
    const root = path.resolve(this.config.CODE_DIR, 'builds');
    await mkdir(root, { recursive: true, mode: 0o755 });
    return mkdtemp(path.join(root, 'b-'));
  }

  /** A version's code (failed builds), or every version of a function (deleted). */
  async remove(functionUuid: string, version?: number): Promise<void> {
    await rm(this.dirOf(functionUuid, version), { recursive: true, force: true });
  }
}

/** Hard links of `source`'s files under the directory `target`, replacing what is there. */
export async function linkTree(source: string, target: string): Promise<void> {
  // `target` must exist: a stem cell's code directory that is gone (removed under it) must fail the
  // hand-off, not be made anew where the running container, which mounted the old one, never looks.
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      await mkdir(to, { mode: 0o755, recursive: true });
      await linkTree(from, to);
      continue;
    }
    // A symbolic link is linked itself, not its target.
    await link(from, to).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
      await unlink(to);
      await link(from, to);
    });
  }
}

/**
 * Readable by the function's user, writable by nobody else: directories 0755, files 0644, or 0755
 * when their owner could run them (an installed package's binaries).
 */
export async function readableTree(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await readableTree(full);
    else if (entry.isFile()) await chmod(full, (await lstat(full)).mode & 0o100 ? 0o755 : 0o644);
  }
}

/** Whether a path is there. */
export const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
