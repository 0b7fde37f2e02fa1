'use strict';
// What one invocation costs in counts that do not vary with the machine: the Redis commands (the
// commands scripts run included) of one synchronous invocation and of one accepted asynchronous
// event, and the PostgreSQL commits of each, at one connection on a Redis of its own (quiet: the
// machine's Redis serves other stacks), the idle stack's own background subtracted.
// `npm run bench` prints them; `node bench/counts.js` alone too (after `npm run build`).
const { spawn, execFileSync } = require('child_process');
const { account, env, json, sleep, startStack, table } = require('./lib');

const REDIS_PORT = 6393;
const CALLS = Number(process.env.BENCH_COUNT_CALLS || 1000);
const IDLE_MS = 5000;
const STATS_FLUSH_MS = 11_000;

/** `INFO commandstats` as {command: calls}. */
function commandStats() {
  const out = execFileSync('redis-cli', ['-p', String(REDIS_PORT), 'info', 'commandstats']).toString();
  return Object.fromEntries(
    [...out.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map(([, name, calls]) => [name, Number(calls)]),
  );
}

/**
 * The commands the stack's clients send while `run` runs a few calls, per call: MONITOR tells them
 * from the commands scripts run (`[0 lua]`). A command a client sends is a round trip, or a share
 * of one when pipelined with others.
 */
async function clientCommands(run, calls = 20) {
  const monitor = spawn('redis-cli', ['-p', String(REDIS_PORT), 'monitor']);
  let out = '';
  monitor.stdout.on('data', (d) => (out += d));
  await sleep(300);
  for (let i = 0; i < calls; i++) await run(i);
  await sleep(300);
  monitor.kill();
  const lines = out.split('\n').filter((l) => /^\d+\.\d+ \[/.test(l));
  const fromClients = lines.filter((l) => !/^\S+ \[\d+ lua\]/.test(l));
  return Math.round((fromClients.length / calls) * 10) / 10;
}

/** Committed transactions of the bench database so far. */
function commits() {
  return Number(
    execFileSync('psql', [
      '-h',
      '127.0.0.1',
      '-U',
      'postgres',
      '-tAc',
      "SELECT xact_commit FROM pg_stat_database WHERE datname = 'fnhost_bench'",
    ])
      .toString()
      .trim(),
  );
}

const diff = (after, before) =>
  Object.fromEntries(
    Object.keys(after)
      .map((k) => [k, after[k] - (before[k] || 0)])
      .filter(([, n]) => n > 0),
  );

/** The idle stack's own commands and commits over IDLE_MS (heartbeats, reconciler, schedule ticks). */
async function background() {
  const [redis0, pg0] = [commandStats(), commits()];
  await sleep(IDLE_MS + STATS_FLUSH_MS);
  return { ms: IDLE_MS + STATS_FLUSH_MS, commands: diff(commandStats(), redis0), commits: commits() - pg0 };
}

/** What `run` costs per call: counts over `CALLS` sequential calls, less the idle stack's background for as long. */
async function perCall(run, background) {
  const [redis0, pg0, t0] = [commandStats(), commits(), Date.now()];
  for (let i = 0; i < CALLS; i++) await run(i);
  // An idle PostgreSQL backend reports its commits within 10 s (PGSTAT_IDLE_INTERVAL): read after.
  await sleep(STATS_FLUSH_MS);
  const [redis1, pg1, ms] = [commandStats(), commits(), Date.now() - t0];
  const scale = ms / background.ms;
  const commands = diff(redis1, redis0);
  const per = {};
  for (const [name, n] of Object.entries(commands)) {
    const net = (n - (background.commands[name] || 0) * scale) / CALLS;
    if (net >= 0.05) per[name] = Math.round(net * 100) / 100;
  }
  const total = Math.round(Object.values(per).reduce((a, b) => a + b, 0) * 10) / 10;
  const scripts = Math.round(((per.evalsha || 0) + (per.eval || 0)) * 100) / 100;
  const pgCommits = Math.round(((pg1 - pg0 - background.commits * scale) / CALLS) * 100) / 100;
  return { commands: per, total, scripts, commits: pgCommits };
}

async function commandCounts() {
  const redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await sleep(300);
  const stack = await startStack(undefined, {
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`,
    METRICS_TOKEN: '',
  });
  try {
    const user = await account();
    const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const invoke = (headers = {}) =>
      json(user.invokeUrl, {
        headers: { ...auth, ...headers },
        body: JSON.stringify({ body: { name: 'count' } }),
      });
    for (let i = 0; i < 50; i++) await invoke(); // warm: the instance, the caches, the scripts loaded
    const syncCall = async () => {
      const r = await invoke();
      if (r.status !== 200) throw new Error(`invoke answered ${r.status}`);
    };
    const sync = {
      ...(await perCall(syncCall, await background())),
      client_commands: await clientCommands(syncCall),
    };
    // Accepts alone: with the worker stopped, nothing drains meanwhile.
    stack.worker.kill('SIGTERM');
    await new Promise((r) => (stack.worker.exitCode !== null ? r() : stack.worker.on('exit', r)));
    const asyncCall = async () => {
      const r = await invoke({ prefer: 'respond-async' });
      if (r.status !== 202) throw new Error(`async invoke answered ${r.status}`);
    };
    const async = {
      ...(await perCall(asyncCall, await background())),
      client_commands: await clientCommands(asyncCall),
    };
    return { calls: CALLS, sync, async };
  } finally {
    await stack.stop();
    redis.kill('SIGKILL');
  }
}

function printCounts(c) {
  table(
    `Cost of one call in counts (${c.calls} sequential calls, 1 connection, a Redis of its own, the idle stack's background subtracted)`,
    [
      'call',
      "Redis commands (scripts' included)",
      'of them scripts',
      'sent by the clients',
      'PostgreSQL commits',
    ],
    [
      ['synchronous invoke', c.sync.total, c.sync.scripts, c.sync.client_commands, c.sync.commits],
      ['asynchronous accept (202)', c.async.total, c.async.scripts, c.async.client_commands, c.async.commits],
    ],
  );
  for (const [what, r] of [
    ['synchronous invoke', c.sync],
    ['asynchronous accept', c.async],
  ])
    console.log(
      `${what}, Redis commands per call: ${Object.entries(r.commands)
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
}

module.exports = { commandCounts, printCounts };

if (require.main === module)
  commandCounts()
    .then(printCounts)
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
