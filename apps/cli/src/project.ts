import { findRuntime, Language, LATEST_RUNTIMES, SUPPORTED_RUNTIMES } from '@fnhost/runtime';
import { existsSync, readFileSync, writeFileSync } from 'fs';
import ignore from 'ignore';
import * as path from 'path';
import * as tar from 'tar';
import { readdir } from 'fs/promises';

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

/** The starter handler of each language: `event` is the invoke body, the return value the result. */
const STARTERS: Record<Language, { file: string; text: string }> = {
  node: {
    file: 'index.js',
    text: `// fnhost handler: \`event\` is the invoke body; the return value (JSON) is the result.
exports.handler = async (event, context) => {
  console.log('invoked with', JSON.stringify(event));
  return { hello: event.name ?? 'world' };
};
`,
  },
  python: {
    file: 'main.py',
    text: `# fnhost handler: \`event\` is the invoke body (a dict); the return value (JSON) is the result.
# Dependencies ship in the folder: pip install -r requirements.txt -t .
import json
import logging


def handler(event, context):
    logging.info("invoked with %s", json.dumps(event))
    return {"hello": event.get("name", "world")}
`,
  },
};

/**
 * Writes the runtime's starter handler and a function.json naming the runtime, each unless the
 * folder already has it; returns the files written.
 */
/** A runtime's id, or a language's name (its newest runtime: `python` is python3.13). */
export function writeStarter(dir: string, runtimeOrLanguage: string): string[] {
  const runtimeId = LATEST_RUNTIMES[runtimeOrLanguage as Language] ?? runtimeOrLanguage;
  const runtime = findRuntime(runtimeId);
  if (!runtime) throw new Error(`unknown runtime ${runtimeId} (supported: ${SUPPORTED_RUNTIMES})`);
  const starter = STARTERS[runtime.language];
  const files: [string, string][] = [
    [MANIFEST_FILE, `${JSON.stringify({ runtime: runtime.id }, null, 2)}\n`],
    [starter.file, starter.text],
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

/** The folder packed as the tar.gz the service builds from. */
export async function pack(dir: string): Promise<{ archive: Buffer; files: string[] }> {
  const files = await projectFiles(dir);
  if (files.length === 0) throw new Error(`nothing to deploy in ${dir}: every file is ignored`);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) =>
    tar
      .create({ gzip: true, cwd: dir, portable: true, noMtime: true }, files)
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', resolve)
      .on('error', reject),
  );
  return { archive: Buffer.concat(chunks), files };
}
