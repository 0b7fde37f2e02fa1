'use strict';
// What the benchmarks share (npm run bench, npm run bench:soak): the stack they start, wrk, the
// engine, CPU and memory readings. Plain Node.js, so they measure the compiled apps as shipped.
const { spawn, execFileSync } = require('child_process');
const http = require('http');
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { appArgs } = require('../scripts/app-args');

const ROOT = path.resolve(__dirname, '..');
const PORT = 3200;
const BASE = `http://127.0.0.1:${PORT}`;
const PAYLOAD = JSON.stringify({ body: { name: 'bench' } });
const HANDLER = 'exports.handler = async (event) => ({ hello: event.name || "world" });\n';
// The same handler in each language of libs/runtime/runtimes.json.
const HANDLER_FILES = {
  node: { 'index.js': HANDLER },
  python: { 'main.py': 'def handler(event, context):\n    return {"hello": event.get("name", "world")}\n' },
};
const { RUNTIMES } = require('../dist/libs/runtime/src/runtimes');
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
  RATE_LIMIT_URL_PER_MINUTE: '100000000',
  RATE_LIMIT_URL_IP_PER_MINUTE: '100000000',
  MAX_CONCURRENT_EXECUTIONS: '1000',
  WORKER_CONCURRENCY: '100',
  // The brokers the trigger figures drain run on loopback.
  TRIGGER_ALLOWED_HOSTS: '127.0.0.1',
  // Metrics on, as an operator runs them (a Prometheus scrapes both every second: see run.js).
  METRICS_TOKEN: process.env.METRICS_TOKEN || 'bench-metrics-token',
};

const agent = new http.Agent({ keepAlive: true });
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

/**
 * wrk (keep-alive, closed loop) against one target. A response counts as an error unless it is
 * 200 (202 for asynchronous invokes) and, for fnhost, says "status":"success" (or "queued").
 * Latencies come back in microseconds.
 */
const WRK_SCRIPT = `
wrk.method = "POST"
wrk.body = os.getenv("BENCH_BODY")
wrk.headers["Content-Type"] = "application/json"
local auth = os.getenv("BENCH_AUTH")
if auth ~= "" then wrk.headers["Authorization"] = auth end
-- BENCH_ASYNC=1: asynchronous invokes, answered 202.
local async = os.getenv("BENCH_ASYNC") == "1"
if async then wrk.headers["Prefer"] = "respond-async" end
local ok_status = async and 202 or 200
-- BENCH_RANDOM_TOKENS=1: every request carries a bearer token never seen before (a flood of bad tokens).
if os.getenv("BENCH_RANDOM_TOKENS") == "1" then
  math.randomseed(os.time())
  request = function()
    wrk.headers["Authorization"] = string.format("Bearer %x%x%x", math.random(0, 2^30), math.random(0, 2^30), math.random(0, 2^30))
    return wrk.format()
  end
end
local want = os.getenv("BENCH_WANT")
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) failed = 0 end
local any_status = os.getenv("BENCH_ANY_STATUS") == "1"
function response(status, headers, body)
  if any_status then return end
  if status ~= ok_status or (want ~= "" and not string.find(body, want, 1, true)) then failed = failed + 1 end
end
function done(summary, latency, requests)
  local f = 0
  for _, t in ipairs(threads) do f = f + t:get("failed") end
  local e = summary.errors
  io.write(string.format("WRK {\\"requests\\":%d,\\"failed\\":%d,\\"socket_errors\\":%d,\\"p50_us\\":%d,\\"p99_us\\":%d,\\"us\\":%d}\\n",
    summary.requests, f, e.connect + e.read + e.write + e.timeout + e.status, latency:percentile(50), latency:percentile(99), summary.duration))
end
`;
const wrkScript = path.join(fs.mkdtempSync(path.join(require('os').tmpdir(), 'fnhost-wrk-')), 'bench.lua');
fs.writeFileSync(wrkScript, WRK_SCRIPT);

function wrk(url, connections, seconds, { auth = '', want = '', randomTokens = false, allowStatus = false, async = false } = {}) {
  return new Promise((resolve, reject) => {
    const threads = Math.min(2, connections);
    const child = spawn('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', wrkScript, url], {
      env: { ...process.env, BENCH_BODY: PAYLOAD, BENCH_AUTH: auth, BENCH_WANT: want, BENCH_RANDOM_TOKENS: randomTokens ? '1' : '0', BENCH_ANY_STATUS: allowStatus ? '1' : '0', BENCH_ASYNC: async ? '1' : '0' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', () => {
      const line = out.split('\n').find((l) => l.startsWith('WRK '));
      if (!line) return reject(new Error(`wrk gave no summary: ${out}`));
      const r = JSON.parse(line.slice(4));
      resolve({
        connections,
        requests: r.requests,
        errors: r.failed + r.socket_errors,
        rps: Math.round(r.requests / (r.us / 1e6)),
        p50_ms: +(r.p50_us / 1000).toFixed(2),
        p99_ms: +(r.p99_us / 1000).toFixed(2),
      });
    });
  });
}

// CPU time (user + system) from /proc: what each invocation costs a process or a group of them.
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0; // exited meanwhile
  }
}
/** The pids whose command name is `comm` (PostgreSQL's backends come and go; its pool's stay). */
const pidsNamed = (comm) =>
  fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p)).filter((p) => {
    try { return fs.readFileSync(`/proc/${p}/comm`, 'utf8').trim() === comm; } catch { return false; }
  });
const cpuOf = (pids) => pids.reduce((sum, p) => sum + cpuMs(p), 0);
/** Each pid's CPU ms now, for cpuSince. */
const cpuSnapshot = (pids) => new Map(pids.map((p) => [p, cpuMs(p)]));
/** CPU ms the snapshot's pids used since it; one that exited meanwhile (a PostgreSQL backend) counts nothing. */
const cpuSince = (snapshot) =>
  [...snapshot].reduce((sum, [pid, ms]) => { const now = cpuMs(pid); return now ? sum + now - ms : sum; }, 0);

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

async function deploy(token, functionId, files = HANDLER_FILES.node) {
  const form = new FormData();
  form.append('function_id', functionId);
  form.append('archive', new Blob([tarGz(files)]), 'fn.tar.gz');
  const started = Date.now();
  const res = await fetch(`${BASE}/api/functions/deploy`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 202) throw new Error(`deploy: ${res.status} ${await res.text()}`);
  const { version } = await res.json();
  for (;;) {
    const fn = await json(`${BASE}/api/functions/${functionId}`, { method: 'GET', token });
    if (fn.body.deployment_version === version) return Date.now() - started;
    if (fn.body.status === 'failed') throw new Error('deploy failed');
    await sleep(20);
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
const containersOf = (functionId) => engine('GET', '/containers/json', { name: [`fnhost-${functionId}-`] });
/** The host pids of a function's instances (running ones). */
const instancePids = (functionId) =>
  containersOf(functionId).map((c) => engine('GET', `/containers/${c.Id}/json`).State.Pid).filter(Boolean);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const WARM_UP_ROUND_S = 2;
/**
 * The least load a level gets before it is measured: V8 still compiles the hot path's code for
 * tens of seconds after a level's instances are up (50 connections on fresh processes: Maglev and
 * TurboFan took 9% of the machine's CPU in the 10 s after they were, under 2% later), and a
 * process that has been serving for a while is past that.
 */
const WARM_UP_MIN_S = 20;
/** The most: a level whose instances keep starting is measured anyway. */
const WARM_UP_MAX_S = 30;
/**
 * Load at a level before it is measured, in rounds of WARM_UP_ROUND_S, for at least WARM_UP_MIN_S
 * and then until a round starts no container: the instances this load needs and the stem cells
 * that replace those they took (each start costs the engine a second or more of CPU on this kind
 * of machine) are up, and the processes' code compiled, before the measurement, which then sees
 * the steady state. At most WARM_UP_MAX_S; resolves to the seconds it took.
 */
async function warmUp(url, connections, opts) {
  for (let seconds = WARM_UP_ROUND_S; ; seconds += WARM_UP_ROUND_S) {
    const since = Math.floor(Date.now() / 1000);
    await wrk(url, connections, WARM_UP_ROUND_S, opts);
    const started = engine('GET', '/containers/json', { name: ['fnhost-'] }).some((c) => c.Created >= since);
    if ((seconds >= WARM_UP_MIN_S && !started) || seconds >= WARM_UP_MAX_S) return seconds;
  }
}

/** One timed invocation; ok when it answered success. */
async function invokeOnce(url, auth) {
  const t = process.hrtime.bigint();
  const r = await request(url, { method: 'POST', body: PAYLOAD, headers: { authorization: auth, 'content-type': 'application/json' } });
  return { ms: +(Number(process.hrtime.bigint() - t) / 1e6).toFixed(1), ok: r.status === 200 && r.body.includes('"status":"success"') };
}

/**
 * Cold start: the warm container removed, as the reaper does, then the next invocation timed; 3
 * times, each after the worker had time to start a stem cell again behind the one taken.
 */
async function coldStarts(functionId, url, auth) {
  const colds = [];
  for (let i = 0; i < 3; i++) {
    for (const c of containersOf(functionId)) engine('DELETE', `/containers/${c.Id}?force=true`);
    await sleep(2000);
    colds.push(await invokeOnce(url, auth));
  }
  return { ms: colds.map((c) => c.ms), ok: colds.every((c) => c.ok) };
}

/** Deletes the function and waits for its image to go: the bench database is dropped on the next run. */
async function removeFunction(token, functionId) {
  await json(`${BASE}/api/functions/${functionId}`, { method: 'DELETE', token });
  for (let i = 0; i < 60 && imageExists(functionId); i++) await sleep(250);
}

/** Resident memory of a process, MB (VmRSS from /proc). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
}

/**
 * A fresh bench database and Redis db, then the api and the worker (V8 CPU profiles in `profDir`
 * when set, `overrides` in their environment); resolves once both answer. The caller stops them
 * with `stop()`.
 */
async function startStack(profDir, overrides = {}) {
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', 'DROP DATABASE IF EXISTS fnhost_bench WITH (FORCE)']);
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', 'CREATE DATABASE fnhost_bench']);
  execFileSync('redis-cli', ['-n', '2', 'flushdb']);
  execFileSync(process.execPath, ['-r', './scripts/paths.js', 'dist/libs/database/src/migrate.js'], { cwd: ROOT, env, stdio: 'ignore' });
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const procs = ['api', 'worker'].map((kind) =>
    spawn(process.execPath, [...prof, ...appArgs(kind)], { cwd: ROOT, env: { ...env, ...overrides }, stdio: 'inherit' }));
  const stop = async () => {
    for (const p of procs) p.kill('SIGTERM');
    await Promise.all(procs.map((p) => new Promise((r) => (p.exitCode !== null ? r() : p.on('exit', r)))));
  };
  try {
    await waitFor(`${BASE}/health`);
    await waitFor(`http://127.0.0.1:${PORT + 1}/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  return { api: procs[0], worker: procs[1], stop };
}

/**
 * A new account and an unsigned function running `files`; its invoke url, its token and auth for
 * wrk. `relogin()` gives a new token and its auth (tokens live 300 s): a run longer than that
 * calls it.
 */
async function account(files = HANDLER_FILES.node) {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await json(`${BASE}/api/auth/register`, { json: { email, password: 'bench-pass-1', first_name: 'B', last_name: 'Ench' } });
  const login = async () => (await json(`${BASE}/api/auth/login`, { json: { email, password: 'bench-pass-1' } })).body.access_token;
  const token = await login();
  const id = await newFunction(token);
  const deployMs = await deploy(token, id, files);
  const session = (t) => ({ token: t, viaApi: { auth: `Bearer ${t}`, want: '"status":"success"' } });
  return { ...session(token), id, deployMs, invokeUrl: `${BASE}/api/functions/${id}/invoke`, relogin: async () => session(await login()) };
}

async function newFunction(token, name = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}`) {
  const { body: { id } } = await json(`${BASE}/api/functions/init`, { token, json: { name, skip_signing: true } });
  return id;
}

function table(title, header, rows) {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

module.exports = {
  ROOT, PORT, BASE, PAYLOAD, HANDLER, HANDLER_FILES, RUNTIMES, env,
  request, json, sleep, waitFor, wrk, cpuMs, pidsNamed, cpuOf, cpuSnapshot, cpuSince, tarGz, deploy, bareServer, engine,
  imageExists, containersOf, instancePids, median, warmUp, invokeOnce, coldStarts, removeFunction, rssMb, startStack,
  account, newFunction, table,
};
