'use strict';
// fnhost benchmark: invoke throughput and latency through the full API against a bare Node.js
// server running the same handler, cold start, and deploy-to-active. Prints a table and writes
// bench/results/<timestamp>.json. Plain Node.js, so it measures the compiled apps as shipped.
const { spawn, execFileSync } = require('child_process');
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const ROOT = path.resolve(__dirname, '..');
const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const LEVELS = [1, 10, 50];
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const HANDLER = 'exports.handler = async (event) => ({ hello: event.name || "world" });\n';
const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  PORT: String(PORT),
  WORKER_PORT: String(PORT + 1),
  PUBLIC_URL: BASE,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fnhost_bench',
  REDIS_URL: 'redis://127.0.0.1:6379/2',
  STORAGE_DIR: path.join(ROOT, '.fnhost', 'bench-storage'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_HOUR: '100000000',
  MAX_CONCURRENT_EXECUTIONS: '1000',
  WORKER_CONCURRENCY: '100',
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = async (url, opts = {}) => {
  const body = opts.json === undefined ? opts.body : JSON.stringify(opts.json);
  const headers = { ...(opts.token && { authorization: `Bearer ${opts.token}` }), ...(opts.json !== undefined && { 'content-type': 'application/json' }), ...opts.headers };
  const res = await request(url, { method: opts.method || 'POST', headers, body });
  return { status: res.status, body: res.body ? JSON.parse(res.body) : null };
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function waitFor(url, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    try { if ((await request(url)).status === 200) return; } catch { /* not up yet */ }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

/** Closed-loop load: `clients` loops each sending the next request when the last one answered. */
async function load(send, clients, seconds) {
  const latencies = [];
  const reasons = new Map();
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < end) {
      const t = process.hrtime.bigint();
      const outcome = await send().catch((err) => `request failed: ${err.message}`);
      latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (outcome !== true) {
        errors++;
        reasons.set(outcome, (reasons.get(outcome) || 0) + 1);
      }
    }
  }));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { clients, requests: latencies.length, errors, error_reasons: Object.fromEntries(reasons), rps: Math.round(latencies.length / seconds), p50_ms: +pct(50).toFixed(2), p99_ms: +pct(99).toFixed(2) };
}

// CPU time a process has used (user + system), from /proc: what each invocation costs it.
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

function tarGz(files) {
  const blocks = [];
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const h = Buffer.alloc(512);
    h.write(name, 0); h.write('0000644\0', 100); h.write('0000000\0', 108); h.write('0000000\0', 116);
    h.write(data.length.toString(8).padStart(11, '0') + '\0', 124);
    h.write(Math.floor(Date.now() / 1000).toString(8).padStart(11, '0') + '\0', 136);
    h.write('        ', 148); h.write('0', 156); h.write('ustar\0', 257); h.write('00', 263);
    let sum = 0; for (const b of h) sum += b;
    h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

async function deploy(token, functionId) {
  const form = new FormData();
  form.append('function_id', functionId);
  form.append('archive', new Blob([tarGz({ 'index.js': HANDLER })]), 'fn.tar.gz');
  const started = Date.now();
  const res = await fetch(`${BASE}/api/functions/deploy`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 202) throw new Error(`deploy: ${res.status} ${await res.text()}`);
  for (;;) {
    const fn = await json(`${BASE}/api/functions/${functionId}`, { method: 'GET', token });
    if (fn.body.status === 'active') return Date.now() - started;
    if (fn.body.status === 'failed') throw new Error('deploy failed');
    await sleep(50);
  }
}

function bareServer(port) {
  const dir = fs.mkdtempSync(path.join(require('os').tmpdir(), 'fnhost-bare-'));
  fs.writeFileSync(path.join(dir, 'index.js'), HANDLER);
  const code = `const h=require(${JSON.stringify(path.join(dir, 'index.js'))}).handler;require('http').createServer((q,s)=>{const c=[];q.on('data',d=>c.push(d));q.on('end',async()=>{const e=JSON.parse(Buffer.concat(c).toString()||'{}').body||{};const r=JSON.stringify({result:await h(e)});s.writeHead(200,{'content-type':'application/json','content-length':Buffer.byteLength(r)});s.end(r);});}).listen(${port},'127.0.0.1');`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}

// The container engine's Docker-compatible API, as the worker sees it.
function engine(method, apiPath, filters) {
  const query = filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : '';
  const out = execFileSync('curl', ['-s', '-X', method, '--unix-socket', '/run/podman/podman.sock', `http://d/v1.41${apiPath}${query}`]).toString();
  return method === 'GET' ? JSON.parse(out) : out;
}
const imageExists = (functionId) => engine('GET', '/images/json', { reference: [`fnhost/fn-${functionId}`] }).length > 0;

async function main() {
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', 'DROP DATABASE IF EXISTS fnhost_bench WITH (FORCE)']);
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', 'CREATE DATABASE fnhost_bench']);
  execFileSync('redis-cli', ['-n', '2', 'flushdb']);
  execFileSync(process.execPath, ['-r', './scripts/paths.js', 'dist/libs/database/src/migrate.js'], { cwd: ROOT, env, stdio: 'ignore' });
  const procs = ['api', 'worker'].map((kind) =>
    spawn(process.execPath, ['-r', './scripts/paths.js', `dist/apps/${kind}/src/main.js`], { cwd: ROOT, env, stdio: 'inherit' }));
  const bare = bareServer(PORT + 2);
  try {
    await waitFor(`${BASE}/health`);
    await waitFor(`http://127.0.0.1:${PORT + 1}/health`);
    const email = `bench-${Date.now()}@example.com`;
    await json(`${BASE}/api/auth/register`, { json: { email, password: 'bench-pass-1', first_name: 'B', last_name: 'Ench' } });
    const { body: { access_token: token } } = await json(`${BASE}/api/auth/login`, { json: { email, password: 'bench-pass-1' } });
    const { body: { id } } = await json(`${BASE}/api/functions/init`, { token, json: { name: `bench-${Date.now()}`, skip_signing: true } });
    const deployMs = await deploy(token, id);

    const payload = JSON.stringify({ body: { name: 'bench' } });
    const viaApi = () => request(`${BASE}/api/functions/${id}/invoke`, {
      method: 'POST', body: payload, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }).then((r) => (r.status === 200 && JSON.parse(r.body).status === 'success') || `${r.status} ${r.body.slice(0, 160)}`);
    const viaBare = () => request(`http://127.0.0.1:${PORT + 2}/`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json' } })
      .then((r) => r.status === 200 || `${r.status}`);

    await load(viaApi, 4, 2); // warm-up: token cache, connection pools, JIT
    await load(viaBare, 4, 2);
    const rows = [];
    for (const clients of LEVELS) {
      const cpuBefore = procs.map((p) => cpuMs(p.pid));
      const api = await load(viaApi, clients, SECONDS);
      [api.api_cpu_ms_per_req, api.worker_cpu_ms_per_req] = procs.map((p, i) => +((cpuMs(p.pid) - cpuBefore[i]) / api.requests).toFixed(2));
      const bareRes = await load(viaBare, clients, SECONDS);
      rows.push({ clients, api, bare: bareRes, p50_overhead_ms: +(api.p50_ms - bareRes.p50_ms).toFixed(2), throughput_ratio: +(api.rps / bareRes.rps).toFixed(3) });
    }

    // Cold start: remove the warm container, then time the next invocation.
    for (const c of engine('GET', '/containers/json', { label: [`fnhost.function=${id}`] }))
      engine('DELETE', `/containers/${c.Id}?force=true`);
    const coldStarted = process.hrtime.bigint();
    const cold = await viaApi();
    const coldMs = Number(process.hrtime.bigint() - coldStarted) / 1e6;

    const result = { at: new Date().toISOString(), seconds_per_level: SECONDS, machine: `${require('os').cpus().length} cores`, deploy_to_active_ms: deployMs, cold_start_ms: +coldMs.toFixed(1), cold_start_ok: cold === true, levels: rows };
    console.log('\nfnhost invoke benchmark (closed loop, keep-alive, same load generator for both targets)\n');
    console.log('clients | api req/s | api p50 ms | api p99 ms | bare req/s | bare p50 ms | bare p99 ms | p50 overhead ms | api/bare throughput | api errors | api cpu ms/req | worker cpu ms/req');
    console.log('--------|-----------|------------|------------|------------|-------------|-------------|-----------------|---------------------|------------|----------------|------------------');
    for (const r of rows)
      console.log([r.clients, r.api.rps, r.api.p50_ms, r.api.p99_ms, r.bare.rps, r.bare.p50_ms, r.bare.p99_ms, r.p50_overhead_ms, r.throughput_ratio, r.api.errors, r.api.api_cpu_ms_per_req, r.api.worker_cpu_ms_per_req].map(String).map((s, i) => s.padStart(i ? 10 : 7)).join(' | '));
    for (const r of rows) if (r.api.errors) console.log(`api errors at ${r.clients} clients:`, r.api.error_reasons);
    console.log(`\ncold start (first invocation after the warm container was removed): ${result.cold_start_ms} ms${cold === true ? '' : ` FAILED: ${cold}`}`);
    console.log(`deploy request to active: ${deployMs} ms\n`);
    const out = path.join(ROOT, 'bench', 'results', `${result.at.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(out, JSON.stringify(result, null, 2));
    console.log(`written to ${path.relative(ROOT, out)}`);
    // The bench database is dropped on the next run: remove the function's image and containers now.
    await json(`${BASE}/api/functions/${id}`, { method: 'DELETE', token });
    for (let i = 0; i < 60 && imageExists(id); i++) await sleep(250);
  } finally {
    for (const p of procs) p.kill('SIGTERM');
    bare.kill('SIGKILL');
    await sleep(3000);
  }
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
