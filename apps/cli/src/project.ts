import { existsSync, readFileSync, writeFileSync } from 'fs';
import ignore from 'ignore';
import * as path from 'path';
import * as tar from 'tar';
import { readdir } from 'fs/promises';

export const PROJECT_FILE = 'fnhost.json';
export const IGNORE_FILE = '.fnhostignore';
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

const STARTER = `// fnhost handler: \`event\` is the invoke body; the return value (JSON) is the result.
exports.handler = async (event, context) => {
  console.log('invoked with', JSON.stringify(event));
  return { hello: event.name ?? 'world' };
};
`;

/** Writes a starter handler unless the folder already has one; returns the file written, if any. */
export function writeStarter(dir: string): string | null {
  const file = path.join(dir, 'index.js');
  if (existsSync(file)) return null;
  writeFileSync(file, STARTER);
  return file;
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
