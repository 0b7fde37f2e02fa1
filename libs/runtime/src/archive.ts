import { createReadStream } from 'fs';
import { mkdir } from 'fs/promises';
import * as path from 'path';
import { Readable } from 'stream';
import { pipeline } from 'stream/promises';
import * as tar from 'tar';

export const ARCHIVE_LIMITS = { maxEntries: 10_000, maxUnpackedBytes: 200 * 1024 * 1024 };

export class ArchiveError extends Error {}

/** Root files whose text inspection keeps: what the deploy checks before anything is stored. */
const KEPT_FILES = new Set(['function.json', 'requirements.txt', 'package.json']);
const KEPT_FILE_MAX_BYTES = 64 * 1024;

export interface ArchiveContents {
  /** Entry paths, without a leading "./". */
  names: string[];
  /** The text of the root files in KEPT_FILES that the archive has. */
  files: Record<string, string>;
}

const ALLOWED_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory', 'SymbolicLink', 'Link']);

/** Why an entry may not be unpacked, or null when it is safe. */
function entryProblem(entry: tar.ReadEntry): string | null {
  const name = entry.path;
  if (!ALLOWED_TYPES.has(entry.type))
    return `entry "${name}" is a ${entry.type}: only files, directories and links inside the archive are allowed`;
  if (path.posix.isAbsolute(name) || /^[A-Za-z]:/.test(name)) return `entry "${name}" has an absolute path`;
  if (name.split('/').includes('..')) return `entry "${name}" contains ".."`;
  if (entry.type === 'SymbolicLink' || entry.type === 'Link') {
    // A symbolic link's target is relative to its directory, a hard link's to the archive's root.
    const target = entry.linkpath ?? '';
    const from = entry.type === 'Link' ? '.' : path.posix.dirname(name);
    const resolved = path.posix.normalize(path.posix.join(from, target));
    if (path.posix.isAbsolute(target) || resolved === '..' || resolved.startsWith('../'))
      return `link "${name}" points outside the archive (${target})`;
  }
  return null;
}

/**
 * Reads the whole archive and refuses it unless every entry is safe to unpack: gzip, not
 * empty, no absolute paths, no "..", no links leaving the root, no devices, and within the
 * entry count and unpacked size limits. Returns the entry names and the manifest files' text.
 */
export async function inspectArchive(
  source: () => Readable,
  limits = ARCHIVE_LIMITS,
): Promise<ArchiveContents> {
  const names: string[] = [];
  const files: Record<string, string> = {};
  let unpacked = 0;
  let problem: string | null = null;
  const head = await firstBytes(source(), 2);
  if (head.length < 2 || head[0] !== 0x1f || head[1] !== 0x8b)
    throw new ArchiveError('archive is not a gzip file');
  const parser = new tar.Parser({
    strict: true,
    onReadEntry: (entry) => {
      problem ??= entryProblem(entry);
      const name = entry.path.replace(/^(\.\/)+(?=.)/, '');
      names.push(name);
      unpacked += entry.size ?? 0;
      if (names.length > limits.maxEntries) problem ??= `archive has more than ${limits.maxEntries} entries`;
      if (unpacked > limits.maxUnpackedBytes)
        problem ??= `archive unpacks to more than ${Math.round(limits.maxUnpackedBytes / 1024 / 1024)} MB`;
      if (!(KEPT_FILES.has(name) && entry.type === 'File')) return void entry.resume();
      if ((entry.size ?? 0) > KEPT_FILE_MAX_BYTES)
        problem ??= `${name} is larger than ${KEPT_FILE_MAX_BYTES / 1024} KB`;
      const chunks: Buffer[] = [];
      entry.on('data', (c: Buffer) => chunks.push(c));
      entry.on('end', () => (files[name] = Buffer.concat(chunks).toString('utf8')));
    },
  });
  let parseError: Error | null = null;
  await pipeline(source(), parser).catch((err: Error) => (parseError = err));
  // A refused entry is the clearer answer, even when the stream also breaks later on.
  if (problem) throw new ArchiveError(problem);
  // A tar of nothing but end blocks reads as "unrecognized" to the parser: no entries either way.
  const unrecognised = (parseError as { code?: string } | null)?.code === 'TAR_BAD_ARCHIVE';
  if (names.length === 0 && (unrecognised || !parseError))
    throw new ArchiveError('archive is empty or not a tar archive');
  if (parseError) throw new ArchiveError(`archive is not a valid tar.gz: ${(parseError as Error).message}`);
  if (names.filter((n) => !n.endsWith('/')).length === 0) throw new ArchiveError('archive is empty');
  return { names, files };
}

/** Inspects, then unpacks into `dir` (created), owner-independent and world-readable. */
export async function extractArchive(file: string, dir: string, limits = ARCHIVE_LIMITS): Promise<void> {
  await inspectArchive(() => createReadStream(file), limits);
  await mkdir(dir, { recursive: true });
  await tar.x({
    file,
    cwd: dir,
    strict: true,
    preservePaths: false,
    noChmod: true,
    portable: true,
    // inspectArchive already refused anything else; this keeps the unpacking itself honest too.
    filter: (_p, entry) => entryProblem(entry as tar.ReadEntry) === null,
  });
}

async function firstBytes(stream: Readable, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= n) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, n);
}
