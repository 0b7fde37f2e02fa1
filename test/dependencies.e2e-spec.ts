import { execFileSync } from 'child_process';
import { ChildProcess } from 'child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { newUserToken } from './support/fixtures';
import { archiveOf, deploy, initFunction, invoke, waitBuilt } from './support/functions';
import { call } from './support/http';
import { NpmRegistry, PythonIndex, startNpmRegistry } from './support/registries';
import { portOf, spawnApp, waitFor } from './support/stack';

/**
 * Builds that install dependencies, against registries the suite runs itself (Verdaccio, a PEP 503
 * index): never the public ones. An api and a worker of their own (own ports, own Redis db) point
 * their builds at them, with a short build time limit.
 */
const API_PORT = portOf(3150);
const WORKER_PORT = portOf(3151);
const BUILD_TIMEOUT_S = 30;
const base = `http://127.0.0.1:${API_PORT}`;

const USES_TINY = `const { shout } = require('tiny-lib');\nexports.handler = async (e) => shout(e.word);\n`;
const TINY = { name: 'tiny-lib', version: '1.0.0', main: 'index.js' };
const pkg = (dependencies: Record<string, string>) =>
  JSON.stringify({ name: 'fn', version: '1.0.0', dependencies });

describe('builds that install dependencies', () => {
  let npm: NpmRegistry;
  /** A registry over HTTPS whose certificate is signed by a CA of its own, as a re-signing proxy's is. */
  let npmTls: NpmRegistry;
  let pypi: PythonIndex;
  let apps: ChildProcess[] = [];
  let token: string;
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'fnhost-build-cache-'));
  // The worker's BUILD_CA_FILE: empty at first, read again by every build.
  const extraCa = path.join(mkdtempSync(path.join(tmpdir(), 'fnhost-build-ca-')), 'extra-ca.pem');
  writeFileSync(extraCa, '');

  beforeAll(async () => {
    npm = await startNpmRegistry();
    npm.publish({
      'package.json': JSON.stringify(TINY),
      'index.js': 'exports.shout = (s) => String(s).toUpperCase() + "!";\n',
    });
    npm.publish({
      'package.json': JSON.stringify({ name: '@private/vault', version: '1.0.0', main: 'index.js' }),
      'index.js': 'exports.open = () => "opened";\n',
    });
    npm.publish({
      'package.json': JSON.stringify({ name: 'native-add', version: '1.0.0', main: 'index.js' }),
      'binding.gyp': JSON.stringify({ targets: [{ target_name: 'add', sources: ['add.c'] }] }),
      'add.c': NATIVE_ADDON,
      'index.js': "module.exports = require('./build/Release/add.node');\n",
    });
    npm.publish({
      'package.json': JSON.stringify({
        name: 'bad-postinstall',
        version: '1.0.0',
        scripts: {
          postinstall: `node -e "console.error('postinstall: the license server said no'); process.exit(3)"`,
        },
      }),
    });
    npm.publish({
      'package.json': JSON.stringify({
        name: 'slow-install',
        version: '1.0.0',
        scripts: { postinstall: 'node -e "setTimeout(() => {}, 600000)"' },
      }),
    });
    npmTls = await startNpmRegistry({ tls: true });
    npmTls.publish({
      'package.json': JSON.stringify(TINY),
      'index.js': 'exports.shout = (s) => String(s).toUpperCase() + "!";\n',
    });
    pypi = await PythonIndex.start([
      {
        name: 'pyshout',
        version: '1.0',
        modules: { 'pyshout/__init__.py': 'def shout(s):\n    return s.upper() + "!"\n' },
      },
    ]);
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379/6',
      NPM_REGISTRY: npm.url,
      PIP_INDEX_URL: pypi.url,
      BUILD_TIMEOUT_S: String(BUILD_TIMEOUT_S),
      BUILD_CACHE_DIR: cacheDir,
      BUILD_CA_FILE: extraCa,
    };
    apps = [
      spawnApp('api', { ...env, PORT: API_PORT, PUBLIC_URL: base }),
      spawnApp('worker', { ...env, WORKER_PORT }),
    ];
    await waitFor(`${base}/health`);
    await waitFor(`http://127.0.0.1:${WORKER_PORT}/health`);
    ({ token } = await newUserToken());
  }, 180_000);

  afterAll(async () => {
    for (const app of apps) app.kill('SIGTERM');
    await Promise.all(apps.map((a) => new Promise((r) => (a.exitCode !== null ? r(null) : a.on('exit', r)))));
    npm?.stop();
    npmTls?.stop();
    pypi?.stop();
    rmSync(path.dirname(extraCa), { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  /** Deploys the files to `fn` (a new function by default) and waits for the build's end. */
  async function build(files: Record<string, string>, fn?: string) {
    const id = fn ?? (await initFunction(token, {}, undefined, base));
    const res = await deploy(token, id, archiveOf(files), undefined, base);
    expect(res.status).toBe(202);
    const version = res.body.version as number;
    const built = await waitBuilt(token, id, version, 240, base);
    const log = await call('GET', `/api/functions/${id}/deployments/${version}/logs`, { token, base });
    return { fn: id, version, built, warnings: res.body.warnings as string[], log: log.body.log as string };
  }

  it('installs package.json with npm ci when a lock file is there, and the function requires it', async () => {
    const dependencies = { 'tiny-lib': '^1.0.0' };
    const { fn, built, warnings, log } = await build({
      'index.js': USES_TINY,
      'package.json': pkg(dependencies),
      'package-lock.json': npm.lockFor(pkg(dependencies)),
    });
    expect([built.status, built.error, warnings]).toEqual(['active', null, []]);
    expect(log).toMatch(/installing dependencies: npm ci --omit=dev/);
    expect(log).toMatch(/dependencies installed in [\d.]+ s/);
    expect((await invoke(token, fn, { word: 'hey' }, base)).body.result).toBe('HEY!');
  });

  it('without a lock file runs npm install, and the deploy answer says the build is not reproducible', async () => {
    const { fn, built, warnings, log } = await build({
      'index.js': USES_TINY,
      'package.json': pkg({ 'tiny-lib': '1' }),
    });
    expect(built.status).toBe('active');
    expect(warnings).toEqual([
      expect.stringMatching(/no package-lock\.json.*not|may resolve other versions/),
    ]);
    expect(log).toMatch(/installing dependencies: npm install --omit=dev/);
    expect((await invoke(token, fn, { word: 'ok' }, base)).body.result).toBe('OK!');
  });

  it('a code-only redeploy reuses the installed packages: no install step, the same layer', async () => {
    const files = { 'index.js': USES_TINY, 'package.json': pkg({ 'tiny-lib': '1.0.0' }) };
    const first = await build(files);
    expect(first.log).toMatch(/installing dependencies/);
    const second = await build(
      { ...files, 'index.js': USES_TINY.replace('shout(e.word)', 'shout(e.word + "?")') },
      first.fn,
    );
    expect(second.built.status).toBe('active');
    expect(second.log).not.toMatch(/installing dependencies/);
    expect(second.log).toMatch(/dependencies unchanged/);
    expect((await invoke(token, first.fn, { word: 'why' }, base)).body.result).toBe('WHY?!');
    // The dependency layer of both images is one layer of the engine.
    const layers = (tag: string) =>
      JSON.parse(
        execFileSync('podman', ['image', 'inspect', tag, '--format', '{{json .RootFS.Layers}}']).toString(),
      ) as string[];
    const [v1, v2] = [layers(first.built.image_tag), layers(second.built.image_tag)];
    // The base's layers, then the dependencies, the code and the shim.
    expect(v2.slice(0, -2)).toEqual(v1.slice(0, -2));
    expect(v2.at(-2)).not.toBe(v1.at(-2));
  });

  it('a token-protected package installs with the npmrc build secret, and never reaches the image, log or answers', async () => {
    const secret = await call('POST', '/api/secrets', {
      token,
      base,
      json: { name: 'npmrc', value: npm.npmrc },
    });
    expect(secret.status).toBe(201);
    const dependencies = { '@private/vault': '1.0.0' };
    const { fn, built, log } = await build({
      'function.json': JSON.stringify({ build: { secrets: ['npmrc'] } }),
      'index.js': "exports.handler = async () => require('@private/vault').open();\n",
      'package.json': pkg(dependencies),
      'package-lock.json': npm.lockFor(pkg(dependencies)),
    });
    expect([built.status, built.error]).toEqual(['active', null]);
    expect((await invoke(token, fn, {}, base)).body.result).toBe('opened');
    const history = await call('GET', `/api/functions/${fn}/deployments`, { token, base });
    const details = await call('GET', `/api/functions/${fn}`, { token, base });
    for (const text of [log, history.text, details.text]) expect(text).not.toContain(npm.token);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'fnhost-image-')), 'image.tar');
    try {
      execFileSync('podman', ['image', 'save', '--format', 'docker-archive', '-o', saved, built.image_tag]);
      const bytes = readFileSync(saved);
      expect(bytes.length).toBeGreaterThan(1_000_000);
      expect(bytes.includes(Buffer.from(npm.token))).toBe(false);
      expect(bytes.includes(Buffer.from('_authToken'))).toBe(false);
      expect(bytes.includes(Buffer.from('"@private/vault"'))).toBe(true); // the package itself is there
    } finally {
      rmSync(path.dirname(saved), { recursive: true, force: true });
    }
  });

  it('the same package without the build secret fails the build naming the 401; the previous version keeps serving', async () => {
    const { fn } = await build({ 'index.js': 'exports.handler = async () => "v1";\n' });
    const dependencies = { '@private/vault': '1.0.0' };
    const { built } = await build(
      {
        'index.js': "exports.handler = async () => require('@private/vault').open();\n",
        'package.json': pkg(dependencies),
        'package-lock.json': npm.lockFor(pkg(dependencies)),
      },
      fn,
    );
    expect(built.status).toBe('failed');
    expect(built.error).toMatch(/npm ci --omit=dev failed \(exit code \d+\)/);
    expect(built.error).toMatch(/E401|401 Unauthorized/);
    expect((await invoke(token, fn, {}, base)).body.result).toBe('v1');
  });

  it('a deploy naming a build secret the team lacks is a 400 that stores nothing', async () => {
    const fn = await initFunction(token, {}, undefined, base);
    const files = { 'function.json': '{"build":{"secrets":["nope"]}}', 'index.js': 'x' };
    const res = await deploy(token, fn, archiveOf(files), undefined, base);
    expect(res.status).toBe(400);
    expect(res.body.details).toMatch(/function\.json: build\.secrets: no secret nope in the function's team/);
    const history = await call('GET', `/api/functions/${fn}/deployments`, { token, base });
    expect(history.body.count).toBe(0);
  });

  it.each([
    ['a package that does not exist', { 'no-such-package': '1.0.0' }, /E404|404 Not Found/],
    [
      'a version that does not exist',
      { 'tiny-lib': '9.9.9' },
      /ETARGET|No matching version found for tiny-lib@9\.9\.9/,
    ],
    ['a failing postinstall', { 'bad-postinstall': '1.0.0' }, /postinstall: the license server said no/],
  ])("%s fails the build with the installer's own error", async (_what, dependencies, error) => {
    const { built, log } = await build({ 'index.js': USES_TINY, 'package.json': pkg(dependencies) });
    expect(built.status).toBe('failed');
    expect(built.error).toMatch(/npm install --omit=dev failed \(exit code \d+\)/);
    expect(built.error).toMatch(error);
    expect(log).toMatch(error);
  });

  it('an install past the build time limit is stopped and fails the build', async () => {
    const { built } = await build({
      'index.js': USES_TINY,
      'package.json': pkg({ 'slow-install': '1.0.0' }),
    });
    expect(built.status).toBe('failed');
    expect(built.error).toMatch(new RegExp(`ran past the build time limit of ${BUILD_TIMEOUT_S} s`));
  });

  it('an unreachable registry fails the build naming it', async () => {
    const dependencies = { 'tiny-lib': '1.0.0' };
    const { built } = await build({
      'index.js': USES_TINY,
      'package.json': pkg(dependencies),
      // The archive's own .npmrc points the install at a port nothing listens on, and gives up at
      // once (npm's default retries take a minute).
      '.npmrc': `registry=http://${new URL(npm.url).hostname}:9/\nfetch-retries=0\n`,
    });
    expect(built.status).toBe('failed');
    expect(built.error).toMatch(/ECONNREFUSED/);
  });

  it('a registry whose certificate the build does not trust fails it naming the problem; with its CA in BUILD_CA_FILE it builds', async () => {
    const files = {
      'index.js': USES_TINY,
      'package.json': pkg({ 'tiny-lib': '1.0.0' }),
      '.npmrc': `registry=${npmTls.url}\nfetch-retries=0\n`,
    };
    const refused = await build(files);
    expect(refused.built.status).toBe('failed');
    expect(refused.built.error).toMatch(
      /UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN/,
    );
    expect(refused.built.error).toMatch(
      /a registry's TLS certificate is not trusted by the build: .*BUILD_CA_FILE/,
    );
    copyFileSync(npmTls.caFile!, extraCa);
    const { fn, built } = await build(files, refused.fn);
    expect([built.status, built.error]).toEqual(['active', null]);
    expect((await invoke(token, fn, { word: 'tls' }, base)).body.result).toBe('TLS!');
  });

  it('installs from the public registry as this machine reaches it (through its proxy, trusting what the host trusts)', async () => {
    const reachable = await fetch('https://registry.npmjs.org/ms', {
      signal: AbortSignal.timeout(10_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (!reachable)
      return console.warn('skipped: https://registry.npmjs.org/ is not reachable from this machine');
    const { fn, built } = await build({
      'index.js': "const ms = require('ms');\nexports.handler = async () => ms('2 days');\n",
      'package.json': pkg({ ms: '2.1.3' }),
      '.npmrc': 'registry=https://registry.npmjs.org/\n',
    });
    expect([built.status, built.error]).toEqual(['active', null]);
    expect((await invoke(token, fn, {}, base)).body.result).toBe(172_800_000);
  });

  it('compiles a native addon in the builder; the image carries the addon, not the compiler', async () => {
    const { fn, built, log } = await build({
      'index.js': "const { add } = require('native-add');\nexports.handler = async (e) => add(e.a, e.b);\n",
      'package.json': pkg({ 'native-add': '1.0.0' }),
    });
    expect([built.status, built.error]).toEqual(['active', null]);
    expect(log).toMatch(/gyp|CC\(target\)|add\.node/);
    expect((await invoke(token, fn, { a: 2, b: 40 }, base)).body.result).toBe(42);
    const files = execFileSync('podman', [
      'run',
      '--rm',
      '--entrypoint',
      '/usr/local/bin/node',
      built.image_tag,
      '-e',
      "const fs=require('fs');console.log(['/usr/bin/gcc','/usr/bin/make','/usr/bin/g++'].filter(f=>fs.existsSync(f)).join(','))",
    ]).toString();
    expect(files.trim()).toBe('');
  });

  it('an archive that brings its own node_modules is used as it is: nothing installed', async () => {
    const { fn, built, log } = await build({
      'index.js': USES_TINY,
      'package.json': pkg({ 'tiny-lib': '1.0.0' }),
      'node_modules/tiny-lib/package.json': JSON.stringify(TINY),
      'node_modules/tiny-lib/index.js': 'exports.shout = (s) => `vendored ${s}`;\n',
    });
    expect(built.status).toBe('active');
    expect(log).not.toMatch(/dependencies/);
    expect((await invoke(token, fn, { word: 'x' }, base)).body.result).toBe('vendored x');
  });

  describe('Python', () => {
    const PY = {
      'function.json': '{"runtime":"python3.13"}',
      'main.py':
        'from pyshout import shout\n\ndef handler(event, context):\n    return shout(event["word"])\n',
    };

    it("installs requirements.txt with pip from the operator's index", async () => {
      const { fn, built, log } = await build({ ...PY, 'requirements.txt': 'pyshout==1.0\n' });
      expect([built.status, built.error]).toEqual(['active', null]);
      expect(log).toMatch(/installing dependencies: pip install -r requirements\.txt/);
      expect((await invoke(token, fn, { word: 'py' }, base)).body.result).toBe('PY!');
    });

    it('honours hashes: the right one installs, a wrong one fails the build', async () => {
      const good = await build({
        ...PY,
        'requirements.txt': `pyshout==1.0 --hash=sha256:${pypi.hashes.pyshout}\n`,
      });
      expect([good.built.status, good.built.error]).toEqual(['active', null]);
      const bad = await build({
        ...PY,
        'requirements.txt': `pyshout==1.0 --hash=sha256:${'0'.repeat(64)}\n`,
      });
      expect(bad.built.status).toBe('failed');
      expect(bad.built.error).toMatch(/DO NOT MATCH THE HASHES/);
    });

    it("a project the index lacks fails the build with pip's error", async () => {
      const { built } = await build({ ...PY, 'requirements.txt': 'no-such-project==1.0\n' });
      expect(built.status).toBe('failed');
      expect(built.error).toMatch(/No matching distribution found for no-such-project==1\.0/);
    });
  });
});

/** An N-API addon: add(a, b). */
const NATIVE_ADDON = `#include <node_api.h>
static napi_value Add(napi_env env, napi_callback_info info) {
  size_t argc = 2; napi_value args[2]; double a, b; napi_value sum;
  napi_get_cb_info(env, info, &argc, args, NULL, NULL);
  napi_get_value_double(env, args[0], &a);
  napi_get_value_double(env, args[1], &b);
  napi_create_double(env, a + b, &sum);
  return sum;
}
NAPI_MODULE_INIT() {
  napi_value fn;
  napi_create_function(env, "add", NAPI_AUTO_LENGTH, Add, NULL, &fn);
  napi_set_named_property(env, exports, "add", fn);
  return exports;
}
`;
