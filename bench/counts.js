'use strict';
// What one invocation costs in counts that do not vary with the machine: the Redis commands (the
// commands scripts run included) of one synchronous invocation and of one accepted asynchronous
// event, and the PostgreSQL commits of each, at one connection on a Redis of its own (quiet: the
// machine's Redis serves other stacks), the idle stack's own background subtracted.
// `npm run bench` prints them; `node bench/counts.js` alone too (after `npm run build`).
const { spawn, execFileSync } = require('child_process');
const { commandStats, perCall } = require('./counting');
const { account, env, json, sleep, startStack, table } = require('./lib');

const REDIS_PORT = 6393;
const CALLS = Number(process.env.BENCH_COUNT_CALLS || 1000);
const STATS_FLUSH_MS = 11_000;
/** The snapshot's name for PostgreSQL's commits (beside Redis's commands). */
const COMMITS = '(pg commits)';

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

/**
 * What `run` costs per call over CALLS sequential calls, the idle stack's background (heartbeats,
 * reconciler, schedule ticks) subtracted: each Redis command, and PostgreSQL's commits.
 */
async function costOf(run) {
  // An idle PostgreSQL backend reports its commits within 10 s (PGSTAT_IDLE_INTERVAL): read after.
  const per = await perCall({
    run,
    calls: CALLS,
    settleMs: STATS_FLUSH_MS,
    snapshot: () => ({ ...commandStats(REDIS_PORT), [COMMITS]: commits() }),
  });
  const { [COMMITS]: pgCommits, ...all } = per;
  const commands = Object.fromEntries(Object.entries(all).filter(([, n]) => n >= 0.05));
  const total = Math.round(Object.values(commands).reduce((a, b) => a + b, 0) * 10) / 10;
  const scripts = Math.round(((commands.evalsha || 0) + (commands.eval || 0)) * 100) / 100;
  return { commands, total, scripts, commits: pgCommits };
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
      ...(await costOf(syncCall)),
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
      ...(await costOf(asyncCall)),
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
