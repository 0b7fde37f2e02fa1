import { ChildProcess, execFileSync, spawn } from 'child_process';
import { createHash } from 'crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { createServer, Server } from 'http';
import { AddressInfo, createServer as netServer } from 'net';
import { networkInterfaces, tmpdir } from 'os';
import * as path from 'path';
import { ROOT, waitFor } from './stack';

/**
 * This host's address as a build container reaches it: its first IPv4 address that is neither
 * loopback nor an engine's bridge. Registries the suites run listen there (0.0.0.0).
 */
export function hostAddress(): string {
  for (const [name, addresses] of Object.entries(networkInterfaces())) {
    if (/^(lo|cni-|podman|docker|fnhost|veth|br-)/.test(name)) continue;
    const v4 = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (v4) return v4.address;
  }
  throw new Error('this host has no address a container could reach it on');
}

async function freePort(): Promise<number> {
  const server = netServer();
  await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Verdaccio from the npm registry, with no uplink: it holds only what the suite publishes. Packages
 * under `@private/` need a token (`token`); the others are public.
 */
export class NpmRegistry {
  /** What builds use (NPM_REGISTRY) and what lock files name. */
  readonly url: string;
  token = '';

  private constructor(
    private readonly process: ChildProcess,
    private readonly dir: string,
    port: number,
  ) {
    this.url = `http://${hostAddress()}:${port}/`;
  }

  static async start(): Promise<NpmRegistry> {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-verdaccio-'));
    writeFileSync(
      path.join(dir, 'config.yaml'),
      [
        `storage: ${dir}/storage`,
        `auth: { htpasswd: { file: ${dir}/htpasswd, max_users: 10 } }`,
        'uplinks: {}',
        'packages:',
        "  '@private/*': { access: $authenticated, publish: $authenticated }",
        "  '**': { access: $all, publish: $authenticated }",
        'log: { type: stdout, format: pretty, level: error }',
        '',
      ].join('\n'),
    );
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/verdaccio/bin/verdaccio'),
        '--config',
        `${dir}/config.yaml`,
        '--listen',
        `0.0.0.0:${port}`,
      ],
      { stdio: 'ignore' },
    );
    const registry = new NpmRegistry(child, dir, port);
    await waitFor(`${registry.url}-/ping`, 60);
    const res = await fetch(`${registry.url}-/user/org.couchdb.user:ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ci', password: 'ci-password-1' }),
    });
    registry.token = ((await res.json()) as { token: string }).token;
    return registry;
  }

  /** The `.npmrc` line that gives this registry's token: what a build secret holds. */
  get npmrc(): string {
    return `//${new URL(this.url).host}/:_authToken=${this.token}\n`;
  }

  /** npm's own arguments for this registry, with the token. */
  private npmArgs(): string[] {
    return [`--registry=${this.url}`, `--${this.npmrc.trim()}`];
  }

  /** Publishes a package made of `files` (package.json among them). */
  publish(files: Record<string, string>): void {
    const dir = mkdtempSync(path.join(this.dir, 'pkg-'));
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), content);
    }
    execFileSync('npm', ['publish', ...this.npmArgs()], { cwd: dir, stdio: 'pipe' });
  }

  /** The package-lock.json npm writes for this package.json, resolved against this registry. */
  lockFor(packageJson: string): string {
    const dir = mkdtempSync(path.join(this.dir, 'lock-'));
    writeFileSync(path.join(dir, 'package.json'), packageJson);
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', ...this.npmArgs()], {
      cwd: dir,
      stdio: 'pipe',
    });
    return readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  }

  stop(): void {
    this.process.kill('SIGTERM');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A pure-Python wheel: a project of one package whose modules are given. */
export interface WheelSpec {
  name: string;
  version: string;
  modules: Record<string, string>;
}

/** A PEP 503 simple index over HTTP, of wheels built from WheelSpecs (with Python's own zipfile). */
export class PythonIndex {
  readonly url: string;

  private constructor(
    private readonly server: Server,
    private readonly dir: string,
    port: number,
    /** sha256 of each wheel, by project name. */
    readonly hashes: Record<string, string>,
  ) {
    this.url = `http://${hostAddress()}:${port}/simple/`;
  }

  static async start(wheels: WheelSpec[]): Promise<PythonIndex> {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-pypi-'));
    const script = `
import base64, hashlib, json, sys, zipfile
spec = json.loads(sys.argv[1]); out = sys.argv[2]
name, version = spec['name'], spec['version']
dist = name.replace('-', '_')
files = dict(spec['modules'])
info = f'{dist}-{version}.dist-info'
files[f'{info}/METADATA'] = f'Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n'
files[f'{info}/WHEEL'] = 'Wheel-Version: 1.0\\nGenerator: fnhost-tests\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n'
record = []
for path, text in files.items():
    digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b'=').decode()
    record.append(f'{path},sha256={digest},{len(text.encode())}')
files[f'{info}/RECORD'] = '\\n'.join(record + [f'{info}/RECORD,,']) + '\\n'
with zipfile.ZipFile(f'{out}/{dist}-{version}-py3-none-any.whl', 'w') as z:
    for path, text in files.items():
        z.writestr(zipfile.ZipInfo(path, (2020, 1, 1, 0, 0, 0)), text)
`;
    for (const wheel of wheels) execFileSync('python3', ['-c', script, JSON.stringify(wheel), dir]);
    const files = readdirSync(dir);
    const projectOf = (file: string) => file.split('-')[0].replace(/_/g, '-').toLowerCase();
    const hashes = Object.fromEntries(
      files.map((f) => [
        projectOf(f),
        createHash('sha256')
          .update(readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
    );
    const server = createServer((req, res) => {
      const url = req.url ?? '/';
      const project = /^\/simple\/([^/]+)\/$/.exec(url)?.[1];
      if (project !== undefined) {
        const links = files.filter((f) => projectOf(f) === project);
        if (!links.length) return void res.writeHead(404).end('not found');
        const body = links.map((f) => `<a href="/files/${f}#sha256=${hashes[project]}">${f}</a>`);
        return void res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<html><body>${body.join('\n')}</body></html>`);
      }
      const file = /^\/files\/([^/]+\.whl)$/.exec(url)?.[1];
      if (file && files.includes(file))
        return void res.writeHead(200).end(readFileSync(path.join(dir, file)));
      res.writeHead(404).end('not found');
    });
    await new Promise<void>((r) => server.listen(0, '0.0.0.0', r));
    return new PythonIndex(server, dir, (server.address() as AddressInfo).port, hashes);
  }

  stop(): void {
    this.server.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
