import { findRuntime, Language, LATEST_RUNTIMES, SUPPORTED_RUNTIMES } from '@fnhost/runtime/runtimes';
import { existsSync, readFileSync, writeFileSync } from 'fs';
import ignore from 'ignore';
import * as path from 'path';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'fs/promises';
import { tmpdir } from 'os';

export const PROJECT_FILE = 'fnhost.json';
export const IGNORE_FILE = '.fnhostignore';
/** Read by the service from the archive: the runtime and the handler. */
const MANIFEST_FILE = 'function.json';
/** Never packed: version control and the CLI's own ignore file. */
const ALWAYS_IGNORED = ['.git/', IGNORE_FILE];

/** The project file `fnhost init` writes: what `deploy` creates the function with. */
export interface Project {
  name: string;
  memory?: number;
  timeout?: number;
  skip_signing?: boolean;
}

export function readProject(dir: string): Project {
  const file = path.join(dir, PROJECT_FILE);
  if (!existsSync(file))
    throw new Error(`no ${PROJECT_FILE} in ${dir}: run \`fnhost init NAME\` there first`);
  const project = JSON.parse(readFileSync(file, 'utf8')) as Project;
  if (typeof project.name !== 'string') throw new Error(`${file} has no "name"`);
  return project;
}

export function writeProject(dir: string, project: Project): string {
  const file = path.join(dir, PROJECT_FILE);
  writeFileSync(file, `${JSON.stringify(project, null, 2)}\n`);
  return file;
}

/**
 * The starter of each language: its handler (`event` is the invoke body, the return value the
 * result) and its dependency list, which the build installs.
 */
const STARTERS: Record<Language, { file: string; text: string; dependencies: [string, string] }> = {
  node: {
    file: 'index.js',
    text: `// fnhost handler: \`event\` is the invoke body; the return value (JSON) is the result.
exports.handler = async (event, context) => {
  console.log('invoked with', JSON.stringify(event));
  return { hello: event.name ?? 'world' };
};
`,
    dependencies: ['package.json', ''],
  },
  python: {
    file: 'main.py',
    text: `# fnhost handler: \`event\` is the invoke body (a dict); the return value (JSON) is the result.
# The build installs requirements.txt with pip.
import json
import logging


def handler(event, context):
    logging.info("invoked with %s", json.dumps(event))
    return {"hello": event.get("name", "world")}
`,
    dependencies: [
      'requirements.txt',
      '# The build installs these with pip, one requirement a line (e.g. requests==2.32.3).\n',
    ],
  },
};

/** A package.json for the function folder: its dependencies are what the build installs. */
const packageJson = (name: string) =>
  `${JSON.stringify({ name, version: '1.0.0', private: true, main: 'index.js', dependencies: {} }, null, 2)}\n`;

/**
 * Writes the runtime's starter handler, its dependency list (package.json, requirements.txt) and a
 * function.json naming the runtime, each unless the folder already has it; returns the files
 * written. `runtimeOrLanguage`: a runtime's id, or a language's name (its newest runtime: `python`
 * is python3.13).
 */
export function writeStarter(dir: string, runtimeOrLanguage: string, name: string): string[] {
  const runtimeId = LATEST_RUNTIMES[runtimeOrLanguage as Language] ?? runtimeOrLanguage;
  const runtime = findRuntime(runtimeId);
  if (!runtime) throw new Error(`unknown runtime ${runtimeId} (supported: ${SUPPORTED_RUNTIMES})`);
  const starter = STARTERS[runtime.language];
  const files: [string, string][] = [
    [MANIFEST_FILE, `${JSON.stringify({ runtime: runtime.id }, null, 2)}\n`],
    [starter.file, starter.text],
    [starter.dependencies[0], starter.dependencies[1] || packageJson(name)],
  ];
  const written: string[] = [];
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    if (existsSync(file)) continue;
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

/** The folder's files, relative and sorted, minus what .fnhostignore (gitignore syntax) excludes. */
export async function projectFiles(dir: string): Promise<string[]> {
  const rules = ignore().add(ALWAYS_IGNORED);
  const ignoreFile = path.join(dir, IGNORE_FILE);
  if (existsSync(ignoreFile)) rules.add(readFileSync(ignoreFile, 'utf8'));
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !rules.ignores(f));
  return files.sort();
}

/** npm's lock files: with one, the build installs node_modules itself (`npm ci`). */
const LOCK_FILES = ['package-lock.json', 'npm-shrinkwrap.json'];

/**
 * The folder packed as the tar.gz the service builds from. node_modules stays out when a lock file
 * is there (the build installs from it, on the function's own runtime), unless `includeNodeModules`;
 * `leftOut` then says so. `manifest`: fields set over the folder's function.json (a stack file's
 * runtime and handler). The packing is deterministic (sorted names, no times or owners): the same
 * files give the same bytes, so `fnhost up` can tell a changed folder by its hash.
 */
export async function pack(
  dir: string,
  {
    includeNodeModules = false,
    manifest,
  }: { includeNodeModules?: boolean; manifest?: Record<string, unknown> } = {},
): Promise<{ archive: Buffer; files: string[]; leftOut?: string }> {
  let files = await projectFiles(dir);
  const lock = LOCK_FILES.find((f) => files.includes(f));
  let leftOut: string | undefined;
  if (lock && !includeNodeModules && files.some((f) => f.startsWith('node_modules/'))) {
    files = files.filter((f) => !f.startsWith('node_modules/'));
    leftOut = `Left out node_modules/: the build installs it from ${lock} (--include-node-modules packs it)`;
  }
  if (files.length === 0) throw new Error(`nothing to deploy in ${dir}: every file is ignored`);
  if (!manifest) return { archive: await tarGz(dir, files), files, leftOut };
  const staged = await stage(dir, files, manifest);
  try {
    return { archive: await tarGz(staged.dir, staged.files), files: staged.files, leftOut };
  } finally {
    await rm(staged.dir, { recursive: true, force: true });
  }
}

/**
 * A scratch copy of the folder's `files` with `manifest`'s fields set over its function.json: what
 * the server would unpack (the folder itself stays untouched). The caller removes `dir`.
 */
export async function stage(
  dir: string,
  files: string[],
  manifest: Record<string, unknown>,
): Promise<{ dir: string; files: string[] }> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'fnhost-stage-'));
  const own = files.includes(MANIFEST_FILE)
    ? (JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Record<string, unknown>)
    : {};
  for (const file of files.filter((f) => f !== MANIFEST_FILE)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await copyFile(path.join(dir, file), path.join(scratch, file));
  }
  writeFileSync(path.join(scratch, MANIFEST_FILE), `${JSON.stringify({ ...own, ...manifest }, null, 2)}\n`);
  return { dir: scratch, files: [...new Set([...files, MANIFEST_FILE])].sort() };
}

async function tarGz(cwd: string, files: string[]): Promise<Buffer> {
  // Loaded by the commands that pack, not by every command's start.
  const tar = await import('tar');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) =>
    tar
      .create({ gzip: true, cwd, portable: true, noMtime: true }, files)
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', resolve)
      .on('error', reject),
  );
  return Buffer.concat(chunks);
}
