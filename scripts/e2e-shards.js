#!/usr/bin/env node
// Runs the e2e suites in shards side by side (decision 26): each shard a jest process of its own
// with its own stack (FNHOST_E2E_SHARD: database, Redis db, ports, files; test/support/stack.ts),
// its suites one after another. Suites go to shards longest first, onto the shard with the least
// work so far, by the times of the last run on this machine (or the estimates below). A suite of
// OWN_TOPOLOGY is weighed so too, but runs in a jest process of its own without a shard stack
// (test/jest-ha.config.js), after the first shard whose suites are done (its teardown runs on
// meanwhile). A shard's PASS/FAIL lines are printed as they come; its whole output is in
// .fnhost/test-output and is printed when it failed. Exit 1 when any failed.
//   node scripts/e2e-shards.js [suite files…]     FNHOST_E2E_SHARDS=n to choose the count
const { spawn } = require('child_process');
const { mkdirSync, readdirSync, readFileSync, writeFileSync, createWriteStream, existsSync } = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, '.fnhost', 'test-output');
/** The machine's, not the checkout's: a clean clone plans from the last run on this machine. */
const CACHE = process.env.FNHOST_CACHE_DIR || path.join(os.homedir(), '.cache', 'fnhost');
const TIMES = path.join(CACHE, 'e2e-times.json');
/** test/support/stack.ts gives each shard a Redis db: no more shards than it has. */
const MAX_SHARDS = 4;
/**
 * Suites that bring up a topology of their own (the HA drills: Patroni, etcd, Sentinels, a second
 * engine) and use no shard stack. Run after a shard's own suites, they start beside the other
 * shards' last (shortest) suites rather than beside every shard's start, or after all of them.
 */
const OWN_TOPOLOGY = { 'ha.e2e-spec.ts': 'test/jest-ha.config.js' };
/**
 * Seconds each suite took beside the others in a run on a 2-core machine: the plan of a machine's
 * first run, before it has times of its own. A suite missing here counts as 10 s.
 */
const ESTIMATES = {
  'cli.e2e-spec.ts': 200,
  'dependencies.e2e-spec.ts': 170,
  'triggers-kafka.e2e-spec.ts': 160,
  'ha.e2e-spec.ts': 140,
  'runtimes.e2e-spec.ts': 114,
  'rollouts.e2e-spec.ts': 111,
  'scale-out.e2e-spec.ts': 102,
  'console.e2e-spec.ts': 102,
  'faults.e2e-spec.ts': 94,
  'triggers-mqtt.e2e-spec.ts': 92,
  'invoke.e2e-spec.ts': 90,
  'async.e2e-spec.ts': 89,
  'instances.e2e-spec.ts': 83,
  'triggers-rabbitmq.e2e-spec.ts': 75,
  'triggers-nats.e2e-spec.ts': 72,
  'stale.e2e-spec.ts': 72,
  'streaming.e2e-spec.ts': 70,
  'stack.e2e-spec.ts': 70,
  'quotas.e2e-spec.ts': 65,
  'isolation.e2e-spec.ts': 58,
  'functions.e2e-spec.ts': 48,
  'secrets.e2e-spec.ts': 47,
  'hot-path.e2e-spec.ts': 43,
  'observability.e2e-spec.ts': 42,
  'function-urls.e2e-spec.ts': 40,
  'schedules.e2e-spec.ts': 38,
  'aliases.e2e-spec.ts': 36,
  'budgets.e2e-spec.ts': 36,
  'auth.e2e-spec.ts': 34,
  'configuration.e2e-spec.ts': 25,
  'foundation.e2e-spec.ts': 23,
  'api-keys.e2e-spec.ts': 20,
  'storage.e2e-spec.ts': 18,
  'teams.e2e-spec.ts': 17,
  'dev.e2e-spec.ts': 13,
  'test-events.e2e-spec.ts': 12,
  'rate-limit.e2e-spec.ts': 12,
};

/**
 * Most of an e2e suite's time is waiting (for containers, outages, clocks): one shard more than
 * the machine has cores keeps them busy without starving the cold starts that suites time.
 */
function shardCount(suites) {
  const wanted = Number(process.env.FNHOST_E2E_SHARDS) || os.availableParallelism() + 1;
  return Math.max(1, Math.min(wanted, MAX_SHARDS, suites.length));
}

function plan(suites, count) {
  const last = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
  const weight = (s) => last[s] ?? ESTIMATES[s] ?? 10;
  const shards = Array.from({ length: count }, () => ({ suites: [], seconds: 0 }));
  for (const suite of [...suites].sort((a, b) => weight(b) - weight(a))) {
    const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.suites.push(suite);
    lightest.seconds += weight(suite);
  }
  return shards;
}

/**
 * Runs `suites` as shard `index` (its stack's database, ports…) with jest's `config`; `label` names
 * its output files. `testsDone` settles once jest said its summary: its global teardown (stopping
 * the stack, removing the shard's images from the engine) runs after that, and need not hold
 * what comes next.
 */
function runShard(index, suites, label = index, config = 'test/jest-e2e.config.js') {
  const log = path.join(OUT, `e2e-shard-${label}.log`);
  const json = path.join(OUT, `e2e-shard-${label}.json`);
  const file = createWriteStream(log);
  const child = spawn(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      config,
      '--runInBand',
      '--ci',
      // A suite that failed with a handle open (a broker's client reconnecting) must not hold its
      // shard, and the run, once every suite and the teardown have ended.
      '--forceExit',
      '--json',
      `--outputFile=${json}`,
      ...suites.map((s) => `test/${s}`),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, FNHOST_E2E_SHARD: String(index) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let summarized;
  const testsDone = new Promise((resolve) => (summarized = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (/^(PASS|FAIL) /.test(line)) console.log(`[shard ${label}] ${line}`);
      if (/^Ran all test suites/.test(line)) summarized();
    });
  }
  const finished = new Promise((resolve) =>
    child.on('close', (code) => {
      file.end();
      summarized();
      resolve({ label, code, log, json });
    }),
  );
  return { testsDone, finished };
}

async function main() {
  const suites = process.argv.slice(2).length
    ? process.argv.slice(2).map((s) => path.basename(s))
    : readdirSync(path.join(ROOT, 'test')).filter((f) => f.endsWith('.e2e-spec.ts'));
  mkdirSync(OUT, { recursive: true });
  mkdirSync(CACHE, { recursive: true });
  const shards = plan(suites, shardCount(suites));
  shards.forEach((s, i) => console.log(`shard ${i}: ${s.suites.join(' ')} (about ${s.seconds} s)`));
  let labels = shards.length;
  // The plan keeps room for them on one shard, but times vary: the first shard to be done takes them.
  const own = suites.filter((suite) => OWN_TOPOLOGY[suite]);
  const results = (
    await Promise.all(
      shards.map(async (s, i) => {
        const shared = s.suites.filter((suite) => !OWN_TOPOLOGY[suite]);
        const run = shared.length ? runShard(i, shared) : null;
        await run?.testsDone;
        const done = run ? [run.finished] : [];
        for (let suite; (suite = own.shift());) {
          // Numbered after the shards (logs and results of their own).
          const label = labels++;
          console.log(`after shard ${i}, as shard ${label}: ${suite}`);
          done.push(await runShard(i, [suite], label, OWN_TOPOLOGY[suite]).finished);
        }
        return Promise.all(done);
      }),
    )
  ).flat();
  const times = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
  for (const r of results) {
    if (!existsSync(r.json)) continue;
    for (const t of JSON.parse(readFileSync(r.json, 'utf8')).testResults)
      times[path.basename(t.name)] = Math.round((t.endTime - t.startTime) / 1000);
  }
  writeFileSync(TIMES, JSON.stringify(times, null, 2));
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) {
    console.log(`\n==> shard ${r.label} failed (exit ${r.code}); its output, ${path.relative(ROOT, r.log)}:`);
    process.stdout.write(readFileSync(r.log, 'utf8'));
  }
  process.exit(failed.length ? 1 : 0);
}

main();
