#!/usr/bin/env node
// Runs the e2e suites in shards side by side (decision 26): each shard a jest process of its own
// with its own stack (FNHOST_E2E_SHARD: database, Redis db, ports, files; test/support/stack.ts),
// its suites one after another. Suites go to shards longest first, onto the shard with the least
// work so far, by the times of the last run on this machine (or the estimates below). The suites
// in ALONE run after the shards, by themselves. A shard's PASS/FAIL lines are printed as they come;
// its whole output is in .fnhost/test-output and is printed when it failed. Exit 1 when any failed.
//   node scripts/e2e-shards.js [suite files…]     FNHOST_E2E_SHARDS=n to choose the count
const { spawn } = require('child_process');
const { mkdirSync, readdirSync, readFileSync, writeFileSync, createWriteStream, existsSync } = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, '.fnhost', 'test-output');
const TIMES = path.join(OUT, 'e2e-times.json');
/** test/support/stack.ts gives each shard a Redis db: no more shards than it has. */
const MAX_SHARDS = 4;
/**
 * The HA drills bring up a whole topology (Patroni, etcd, Sentinels, a second engine) and time its
 * failovers in seconds: beside the shards, its start starves theirs and their load skews its drills.
 */
const ALONE = ['ha.e2e-spec.ts'];

/**
 * Seconds each suite took in a clean run on a 2-core machine: the first run's plan, before this
 * machine has times of its own. A suite missing here counts as 10 s.
 */
const ESTIMATES = {
  'triggers.e2e-spec.ts': 314,
  'ha.e2e-spec.ts': 182,
  'dependencies.e2e-spec.ts': 90,
  'cli.e2e-spec.ts': 84,
  'invoke.e2e-spec.ts': 79,
  'rollouts.e2e-spec.ts': 72,
  'stack.e2e-spec.ts': 63,
  'faults.e2e-spec.ts': 62,
  'console.e2e-spec.ts': 61,
  'runtimes.e2e-spec.ts': 56,
  'instances.e2e-spec.ts': 53,
  'streaming.e2e-spec.ts': 50,
  'scale-out.e2e-spec.ts': 48,
  'async.e2e-spec.ts': 44,
  'aliases.e2e-spec.ts': 38,
  'observability.e2e-spec.ts': 29,
  'stale.e2e-spec.ts': 25,
  'isolation.e2e-spec.ts': 24,
  'schedules.e2e-spec.ts': 21,
  'functions.e2e-spec.ts': 20,
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

/** Runs `suites` as shard `index` (its stack's database, ports…); `label` names its output files. */
function runShard(index, suites, label = index) {
  const log = path.join(OUT, `e2e-shard-${label}.log`);
  const json = path.join(OUT, `e2e-shard-${label}.json`);
  const file = createWriteStream(log);
  const child = spawn(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      'test/jest-e2e.config.js',
      '--runInBand',
      '--ci',
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
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(file, { end: false });
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (/^(PASS|FAIL) /.test(line)) console.log(`[shard ${label}] ${line}`);
    });
  }
  return new Promise((resolve) =>
    child.on('close', (code) => {
      file.end();
      resolve({ label, code, log, json });
    }),
  );
}

async function main() {
  const suites = process.argv.slice(2).length
    ? process.argv.slice(2).map((s) => path.basename(s))
    : readdirSync(path.join(ROOT, 'test')).filter((f) => f.endsWith('.e2e-spec.ts'));
  mkdirSync(OUT, { recursive: true });
  const together = suites.filter((s) => !ALONE.includes(s));
  const shards = together.length ? plan(together, shardCount(together)) : [];
  shards.forEach((s, i) => console.log(`shard ${i}: ${s.suites.join(' ')} (about ${s.seconds} s)`));
  const results = await Promise.all(shards.map((s, i) => runShard(i, s.suites)));
  // Numbered after the shards (its own logs and results), on shard 0's ports: those are free now.
  const alone = suites.filter((s) => ALONE.includes(s));
  if (alone.length) {
    console.log(`alone: ${alone.join(' ')}`);
    results.push(await runShard(0, alone, shards.length));
  }
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
