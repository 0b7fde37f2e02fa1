'use strict';
// An npm registry of its own (Verdaccio, a devDependency, with no uplink): it holds only what is
// published to it. The dependency suite (test/dependencies.e2e-spec.ts) and the benchmark
// (bench/run.js) install from it, never from the public registry. It listens on this host's own
// address, the one a build container reaches (not 127.0.0.1). Packages under `@private/` need the
// token; the others are public. With `{ tls: true }` it serves HTTPS with a certificate from a CA of
// its own (`caFile`), as a registry behind a proxy that re-signs TLS looks to a build.

const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const https = require('https');
const net = require('net');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '..');

/** This host's first IPv4 address that is neither loopback nor an engine's bridge. */
function hostAddress() {
  for (const [name, addresses] of Object.entries(os.networkInterfaces())) {
    if (/^(lo|cni-|podman|docker|fnhost|veth|br-)/.test(name)) continue;
    const v4 = (addresses || []).find((a) => a.family === 'IPv4' && !a.internal);
    if (v4) return v4.address;
  }
  throw new Error('this host has no address a container could reach it on');
}

async function freePort() {
  const server = net.createServer();
  await new Promise((r) => server.listen(0, '0.0.0.0', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** A CA of `dir`'s own (ca.pem) and a certificate it signed for `ip` (server.pem, server.key), by openssl. */
function selfMadeCa(dir, ip) {
  const openssl = (args) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const key = ['-newkey', 'rsa:2048', '-nodes', '-days', '2'];
  openssl(['req', '-x509', ...key, '-keyout', 'ca.key', '-out', 'ca.pem', '-subj', '/CN=fnhost test CA']);
  openssl(['req', ...key.filter((a) => a !== '-days' && a !== '2'), '-keyout', 'server.key', '-out', 'server.csr', '-subj', `/CN=${ip}`]);
  fs.writeFileSync(path.join(dir, 'san.ext'), `subjectAltName=IP:${ip}\n`);
  openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'san.ext']);
  return path.join(dir, 'ca.pem');
}

/** fetch's answer to `url` (its status and JSON), trusting `ca` as well for HTTPS: fetch takes no CA of its own. */
function request(url, { method = 'GET', headers = {}, body, ca } = {}) {
  if (!ca) return fetch(url, { method, headers, body });
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca: fs.readFileSync(ca) }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: res.statusCode < 300, json: async () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function startNpmRegistry({ tls = false } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fnhost-verdaccio-'));
  const caFile = tls ? selfMadeCa(dir, hostAddress()) : undefined;
  fs.writeFileSync(
    path.join(dir, 'config.yaml'),
    [
      `storage: ${dir}/storage`,
      `auth: { htpasswd: { file: ${dir}/htpasswd, max_users: 10 } }`,
      'uplinks: {}',
      'packages:',
      "  '@private/*': { access: $authenticated, publish: $authenticated }",
      "  '**': { access: $all, publish: $authenticated }",
      'log: { type: stdout, format: pretty, level: error }',
      ...(tls ? [`https: { key: ${dir}/server.key, cert: ${dir}/server.pem }`] : []),
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/verdaccio/bin/verdaccio'), '--config', `${dir}/config.yaml`, '--listen', `${tls ? 'https' : 'http'}://0.0.0.0:${port}`],
    { stdio: 'ignore' },
  );
  const url = `${tls ? 'https' : 'http'}://${hostAddress()}:${port}/`;
  for (let i = 0; ; i++) {
    const up = await request(`${url}-/ping`, { ca: caFile }).then((r) => r.ok, () => false);
    if (up) break;
    if (i > 600) throw new Error('Verdaccio did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const res = await request(`${url}-/user/org.couchdb.user:ci`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'ci', password: 'ci-password-1' }),
    ca: caFile,
  });
  const { token } = await res.json();
  // The .npmrc line that gives the token: what a build secret holds.
  const npmrc = `//${new URL(url).host}/:_authToken=${token}\n`;
  const npmArgs = [`--registry=${url}`, `--${npmrc.trim()}`, ...(caFile ? [`--cafile=${caFile}`] : [])];
  const npm = (args, cwd) => execFileSync('npm', [...args, ...npmArgs], { cwd, stdio: 'pipe' });
  return {
    url,
    /** The CA of a TLS registry's certificate (PEM), else undefined. */
    caFile,
    token,
    npmrc,
    /** Publishes a package made of `files` (name -> content, package.json among them). */
    publish(files) {
      const pkg = fs.mkdtempSync(path.join(dir, 'pkg-'));
      for (const [name, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(pkg, name)), { recursive: true });
        fs.writeFileSync(path.join(pkg, name), content);
      }
      npm(['publish'], pkg);
    },
    /** The package-lock.json npm writes for this package.json, resolved against this registry. */
    lockFor(packageJson) {
      const project = fs.mkdtempSync(path.join(dir, 'lock-'));
      fs.writeFileSync(path.join(project, 'package.json'), packageJson);
      npm(['install', '--package-lock-only', '--ignore-scripts'], project);
      return fs.readFileSync(path.join(project, 'package-lock.json'), 'utf8');
    },
    stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startNpmRegistry, hostAddress, selfMadeCa };
