import { execFileSync } from 'child_process';
import { createHash } from 'crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'fs';
import { createServer, Server } from 'http';
import { AddressInfo } from 'net';
import { tmpdir } from 'os';
import * as path from 'path';

/** An npm registry of the suite's own: scripts/npm-registry.js (the benchmark runs it too). */
export interface NpmRegistry {
  /** What builds use (NPM_REGISTRY) and lock files name: this host's own address. */
  url: string;
  /** A TLS registry's CA (PEM file): its certificate is signed by it alone. */
  caFile?: string;
  token: string;
  /** The `.npmrc` line that gives the token: what a build secret holds. */
  npmrc: string;
  publish(files: Record<string, string>): void;
  lockFor(packageJson: string): string;
  stop(): void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { startNpmRegistry, hostAddress } = require('../../scripts/npm-registry') as {
  startNpmRegistry: (options?: { tls?: boolean }) => Promise<NpmRegistry>;
  hostAddress: () => string;
};

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
