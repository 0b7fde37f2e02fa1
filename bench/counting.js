'use strict';
// Counts that do not vary with the machine, read the same way by the bench (bench/counts.js) and by
// the cost-budget suite (test/budgets.e2e-spec.ts): a Redis server's own command counts, and what a
// call adds to any set of counters once the idle background of as long is subtracted.
const { execFileSync } = require('child_process');

/** `INFO commandstats` of the Redis server on `port` as {command: calls}: scripts' commands included. */
function commandStats(port) {
  const out = execFileSync('redis-cli', ['-p', String(port), 'info', 'commandstats']).toString();
  return Object.fromEntries(
    [...out.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map(([, name, calls]) => [name, Number(calls)]),
  );
}

/** Every command the server on `port` ran so far. */
const redisCommands = (port) => Object.values(commandStats(port)).reduce((a, b) => a + b, 0);

const minus = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - (b[k] || 0)]));

/**
 * What one call of `run` adds to the counters `snapshot` reads, over `calls` sequential calls
 * (after `warm` uncounted ones), with `settleMs` after them for what they leave (records written
 * after the replies, statistics reported late), less what the idle stack adds over as long. Each
 * window holds one snapshot of its own, so a snapshot's own cost cancels.
 */
async function perCall({ run, calls, snapshot, settleMs, warm = 0 }) {
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < warm; i++) await run(i);
  if (warm) await sleep(settleMs);
  const start = snapshot();
  const t0 = Date.now();
  for (let i = 0; i < calls; i++) await run(i);
  await sleep(settleMs);
  const ms = Date.now() - t0;
  const busy = minus(snapshot(), start);
  const idleStart = snapshot();
  await sleep(ms);
  const idle = minus(snapshot(), idleStart);
  return Object.fromEntries(
    Object.keys(busy).map((k) => [k, Math.round(((busy[k] - (idle[k] || 0)) / calls) * 100) / 100]),
  );
}

module.exports = { commandStats, redisCommands, perCall };
