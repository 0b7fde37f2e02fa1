'use strict';
// Summarises V8 CPU profiles (`npm run bench` with BENCH_CPU_PROF=<dir>): self time by package
// or source folder, and the heaviest functions. Usage: node bench/profile-summary.js <file.cpuprofile>...
const fs = require('fs');

function summarise(file, top = 25) {
  const { nodes, samples, timeDeltas } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const self = new Map();
  samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (timeDeltas[i] || 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (url) => {
    if (!url) return '(native / V8)';
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1];
    if (url.startsWith('node:')) return 'node core';
    const own = url.match(/dist\/((?:apps|libs)\/[^/]+\/src\/[^/]+)/);
    return own ? own[1] : url;
  };
  const byPlace = new Map();
  const byFn = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const place = f.functionName === '(garbage collector)' ? '(garbage collector)' : f.functionName === '(idle)' ? '(idle)' : f.functionName === '(program)' ? '(program)' : where(f.url);
    byPlace.set(place, (byPlace.get(place) || 0) + us);
    const key = `${f.functionName || '(anonymous)'} ${where(f.url)}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) || 0) + us);
  }
  const busy = total - (byPlace.get('(idle)') || 0);
  const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  console.log(`\n${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms`);
  console.log('  by place (self time, share of busy):');
  for (const [k, v] of [...byPlace].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${pct(v).padStart(6)}  ${k}`);
  console.log('  heaviest functions:');
  for (const [k, v] of [...byFn].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`    ${pct(v).padStart(6)}  ${k}`);
}

for (const file of process.argv.slice(2)) summarise(file);
