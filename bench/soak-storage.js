'use strict';
// fnhost storage soak (decisions 38-40): SOAK_MINUTES (10) of deploys that install dependencies
// (each a new dependency tree: its package's version rotates), deletions of all but the last two
// versions, and steady invocations that log, with each collector on a short clock: the hosts'
// storage collector every 15 s against small budgets, and the executions' pass once a minute with
// a clock a day ahead against a team retention of one day (so it keeps about a minute of them).
// Every 30 s it prints the disk of the engine's storage, the build caches, the archives and
// PostgreSQL. Fails (exit 1) when one's peak over the last third of the run is more than 20% above
// its peak over the middle third (peaks: a build under way holds layers for a while).
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const path = require('path');
const { BASE, ROOT, env, account, deploy, json, sleep, startStack, table } = require('./lib');
const { startNpmRegistry } = require('../scripts/npm-registry');

const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const SAMPLE_S = 30;
const GROWTH_LIMIT = 0.2;
/** Versions of the one package the deploys install: each deploy names the next, a new tree. */
const DEP_VERSIONS = 12;
const INVOKERS = 4;
const DAY_MS = 86_400_000;

const STACK = {
  STORAGE_GC_INTERVAL_MS: '15000',
  STORAGE_KEEP_RECENT_S: '60',
  IMAGE_STORE_MAX_GB: '0.02',
  BUILD_CACHE_MAX_GB: '0.02',
};
const CODE_DIR = process.env.CODE_DIR || '/var/lib/fnhost/code';
const BUILD_CACHE_DIR = process.env.BUILD_CACHE_DIR || '/var/lib/fnhost/build-cache';

/** Bytes under `dir`; du exits non-zero when a file goes while it walks, and still prints its total. */
const du = (dir) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    let out;
    try {
      out = execFileSync('du', ['-sb', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (err) {
      out = err.stdout ?? Buffer.from('');
    }
    const bytes = Number(out.toString().split('\t')[0]);
    if (bytes > 0) return bytes;
  }
  return 0;
};
const psql = (sql) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'fnhost_bench', '-Atc', sql]).toString().trim();
const mb = (bytes) => (bytes / 1024 ** 2).toFixed(1);

function sample(minute) {
  const graphRoot = execFileSync('podman', ['info', '--format', '{{.Store.GraphRoot}}']).toString().trim();
  return {
    minute,
    engine: du(graphRoot),
    buildCache: du(BUILD_CACHE_DIR) + du(path.join(CODE_DIR, 'dependencies')),
    archives: du(env.STORAGE_DIR),
    postgres: Number(psql(`SELECT pg_database_size('fnhost_bench')`)),
    rows: psql(
      `SELECT (SELECT count(*) FROM executions) || ' / ' || (SELECT count(*) FROM execution_logs) || ' / ' || (SELECT count(*) FROM execution_rollups) || ' / ' || (SELECT count(*) FROM deployments)`,
    ),
  };
}

/** The workers' hourly retention pass, run now with a clock `aheadMs` in the future. */
function prune(aheadMs) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', './scripts/paths.js', 'dist/apps/api/src/cli.js', 'executions:prune', '--now', new Date(Date.now() + aheadMs).toISOString()],
      { cwd: ROOT, env: { ...env, ...STACK }, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`executions:prune exited ${code}`))));
  });
}

async function main() {
  const registry = await startNpmRegistry();
  for (let v = 0; v < DEP_VERSIONS; v++)
    registry.publish({
      'package.json': JSON.stringify({ name: 'soak-dep', version: `1.0.${v}`, main: 'index.js' }),
      'index.js': `exports.v = ${v};\n// ${'x'.repeat(200_000)}\n`,
    });
  const manifests = Array.from({ length: DEP_VERSIONS }, (_, v) => {
    const packageJson = JSON.stringify({ name: 'fn', version: '1.0.0', dependencies: { 'soak-dep': `1.0.${v}` } });
    return { 'package.json': packageJson, 'package-lock.json': registry.lockFor(packageJson) };
  });
  const stack = await startStack(undefined, { ...STACK, NPM_REGISTRY: registry.url });
  let running = true;
  try {
    const logger = await account({ 'index.js': "exports.handler = async (e) => { console.log('soak call', e.n); return { n: e.n }; };\n" });
    const built = await account();
    for (const who of [logger, built]) {
      const team = (await json(`${BASE}/api/functions/${who.id}`, { method: 'GET', token: who.token })).body.team_id;
      await json(`${BASE}/api/teams/${team}/retention`, { method: 'PUT', token: who.token, json: { execution_retention_days: 1 } });
    }

    const counts = { deploys: 0, deleted: 0, calls: 0, failed: 0, pruned: 0 };
    const loops = [];
    // Tokens live 300 s: both accounts log in again every 4 minutes.
    loops.push(
      (async () => {
        while (running) {
          for (let s = 0; s < 240 && running; s++) await sleep(1000);
          for (const who of [logger, built]) who.token = (await who.relogin()).token;
        }
      })(),
    );
    // Deploys with dependencies, each a new tree; all but the last two versions deleted after each.
    loops.push(
      (async () => {
        for (let i = 0; running; i++) {
          await deploy(built.token, built.id, { ...manifests[i % DEP_VERSIONS], 'index.js': `const d = require('soak-dep');\nexports.handler = async () => ({ v: d.v, i: ${i} });\n` });
          counts.deploys++;
          const { body } = await json(`${BASE}/api/functions/${built.id}/deployments`, { method: 'GET', token: built.token });
          for (const d of body.deployments.slice(2)) {
            const res = await json(`${BASE}/api/functions/${built.id}/deployments/${d.version}`, { method: 'DELETE', token: built.token });
            if (res.status === 200) counts.deleted++;
          }
        }
      })(),
    );
    for (let c = 0; c < INVOKERS; c++)
      loops.push(
        (async () => {
          for (let n = 0; running; n++) {
            const { status } = await json(logger.invokeUrl, { token: logger.token, json: { body: { n } } });
            if (status === 200) counts.calls++;
            else counts.failed++;
          }
        })(),
      );
    // The retention pass, a day ahead, once a minute.
    loops.push(
      (async () => {
        while (running) {
          for (let s = 0; s < 60 && running; s++) await sleep(1000);
          const out = await prune(DAY_MS);
          counts.pruned += Number(/executions=(\d+)/.exec(out)?.[1] ?? 0);
        }
      })(),
    );

    const samples = [sample(0)];
    const started = Date.now();
    while (Date.now() - started < MINUTES * 60_000) {
      await sleep(SAMPLE_S * 1000);
      samples.push(sample(((Date.now() - started) / 60_000).toFixed(1)));
      const s = samples[samples.length - 1];
      console.log(`minute ${s.minute}: engine ${mb(s.engine)} MB, build caches ${mb(s.buildCache)} MB, archives ${mb(s.archives)} MB, PostgreSQL ${mb(s.postgres)} MB; ${JSON.stringify(counts)}`);
    }
    running = false;
    // A loop that stopped early (a deploy that failed) fails the soak: what it measured is not the churn.
    for (const r of await Promise.allSettled(loops)) if (r.status === 'rejected') throw r.reason;

    table(
      `Storage soak: ${MINUTES} min, ${counts.deploys} deploys with dependencies, ${counts.deleted} versions deleted, ${counts.calls} calls, ${counts.pruned} executions pruned`,
      ['minute', 'engine storage MB', 'build caches MB', 'archives MB', 'PostgreSQL MB', 'executions / logs / rollups / versions'],
      samples.map((s) => [s.minute, mb(s.engine), mb(s.buildCache), mb(s.archives), mb(s.postgres), s.rows]),
    );
    const third = Math.floor(samples.length / 3);
    const peak = (from, to, k) => Math.max(...samples.slice(from, to).map((s) => s[k]));
    const grown = ['engine', 'buildCache', 'archives', 'postgres'].filter(
      (k) => peak(samples.length - third, samples.length, k) > peak(third, samples.length - third, k) * (1 + GROWTH_LIMIT),
    );
    console.log(
      grown.length
        ? `\nFAILED: the last third's peak is more than ${GROWTH_LIMIT * 100}% above the middle third's: ${grown.join(', ')}`
        : `\nflat: no store's peak in the last third is more than ${GROWTH_LIMIT * 100}% above its peak in the middle third`,
    );
    if (grown.length) process.exitCode = 1;
  } finally {
    running = false;
    await stack.stop();
    registry.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
