#!/usr/bin/env node
// Where `npm test`'s time went: each e2e suite (and its shard), slowest first, then the unit and
// integration tiers and the e2e tier's wall time, from the jest results in .fnhost/test-output;
// then one closing line of the counts of every tier. Exit 1 when a tier has no results.
const { existsSync, readdirSync, readFileSync } = require('fs');
const path = require('path');

const OUT = path.join(__dirname, '..', '.fnhost', 'test-output');
const read = (file) => JSON.parse(readFileSync(path.join(OUT, file), 'utf8'));
const seconds = (ms) => Math.round(ms / 1000);

const rows = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = false;
const count = (results) => {
  totals.passed += results.numPassedTests;
  totals.failed += results.numFailedTests;
  totals.skipped += results.numPendingTests + results.numTodoTests;
};

for (const tier of ['unit', 'integration']) {
  if (!existsSync(path.join(OUT, `${tier}.json`))) {
    missing = true;
    continue;
  }
  const results = read(`${tier}.json`);
  count(results);
  const end = Math.max(...results.testResults.map((t) => t.endTime));
  rows.push([
    `${tier} tier (${results.numTotalTestSuites} suites)`,
    '',
    seconds(end - results.startTime),
    results.success,
  ]);
}

const shards = readdirSync(OUT).filter((f) => /^e2e-shard-\d+\.log$/.test(f));
let first = Infinity;
let last = 0;
let sum = 0;
for (const log of shards) {
  const shard = log.match(/(\d+)\.log$/)[1];
  const json = `e2e-shard-${shard}.json`;
  if (!existsSync(path.join(OUT, json))) {
    missing = true;
    rows.push([`shard ${shard}: no results (it stopped before jest reported)`, shard, 0, false]);
    continue;
  }
  const results = read(json);
  count(results);
  for (const t of results.testResults) {
    rows.push([
      `test/${path.basename(t.name)}`,
      shard,
      seconds(t.endTime - t.startTime),
      // 'focused' is jest's word for a suite that also skipped a case.
      t.status !== 'failed',
    ]);
    first = Math.min(first, t.startTime);
    last = Math.max(last, t.endTime);
    sum += t.endTime - t.startTime;
  }
}

rows.sort((a, b) => b[2] - a[2]);
const width = Math.max(...rows.map((r) => r[0].length), 10);
console.log(`${'suite'.padEnd(width)}  shard  seconds  result`);
for (const [name, shard, s, ok] of rows)
  console.log(
    `${name.padEnd(width)}  ${String(shard).padStart(5)}  ${String(s).padStart(7)}  ${ok ? 'passed' : 'FAILED'}`,
  );
if (shards.length)
  console.log(
    `e2e: ${seconds(last - first)} s of wall time for ${seconds(sum)} s of suites in ${shards.length} jest runs`,
  );
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(missing ? 1 : 0);
