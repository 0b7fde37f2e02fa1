'use strict';
// Deploys that install dependencies, against a registry of the benchmark's own (Verdaccio, no
// public registry): the first deploy of a function with a lock file (the install runs), a
// code-only redeploy of it (the installed packages are reused), and a redeploy of a function
// without dependencies. Target: the code-only redeploy within 1.3x of the one without (medians of
// BENCH_BUILD_REPEATS). Part of `npm run bench`; `node bench/builds.js` runs it alone (after a build).
const { deploy, median, newFunction } = require('./lib');

const REPEATS = Number(process.env.BENCH_BUILD_REPEATS || 3);
const TARGET = 1.3;
/** About 2 MB of JavaScript in 40 packages: a middling function's dependencies. */
const PACKAGES = 40;

function publishDependencies(registry) {
  for (let i = 0; i < PACKAGES; i++)
    registry.publish({
      'package.json': JSON.stringify({ name: `bench-dep-${i}`, version: '1.0.0', main: 'index.js' }),
      'index.js': `exports.n = ${i};\n// ${'x'.repeat(50_000)}\n`,
    });
  const dependencies = Object.fromEntries(Array.from({ length: PACKAGES }, (_, i) => [`bench-dep-${i}`, '1.0.0']));
  const packageJson = JSON.stringify({ name: 'fn', version: '1.0.0', dependencies });
  return { 'package.json': packageJson, 'package-lock.json': registry.lockFor(packageJson) };
}

const handler = (n) => `const deps = require('bench-dep-0');\nexports.handler = async () => ({ n: deps.n, v: ${n} });\n`;

/**
 * `manifest`: publishDependencies' package.json and lock file, from the registry the stack's
 * NPM_REGISTRY names (published first: npm's publishes block the event loop, and a kept-alive
 * connection to the api would go stale meanwhile).
 */
async function buildFigures(token, manifest) {
  const withDeps = await newFunction(token);
  const first = await deploy(token, withDeps, { ...manifest, 'index.js': handler(0) });
  const codeOnly = [];
  for (let i = 1; i <= REPEATS; i++) codeOnly.push(await deploy(token, withDeps, { ...manifest, 'index.js': handler(i) }));
  const plain = await newFunction(token);
  await deploy(token, plain, { 'index.js': handler(0).replace("require('bench-dep-0')", '{ n: 0 }') });
  const noDeps = [];
  for (let i = 1; i <= REPEATS; i++)
    noDeps.push(await deploy(token, plain, { 'index.js': handler(i).replace("require('bench-dep-0')", '{ n: 0 }') }));
  const ratio = +(median(codeOnly) / median(noDeps)).toFixed(2);
  return { first_with_dependencies_ms: first, code_only_redeploy_ms: codeOnly, no_dependencies_redeploy_ms: noDeps, ratio, met: ratio <= TARGET };
}

function printBuilds(b, table) {
  table(`Deploys with dependencies (${PACKAGES} packages from a local registry, npm ci): deploy request to active (target: a code-only redeploy within ${TARGET}x of a redeploy without dependencies)`,
    ['first deploy with dependencies ms', 'code-only redeploys ms', 'redeploys without dependencies ms', 'code-only vs without (medians)', 'met'],
    [[b.first_with_dependencies_ms, b.code_only_redeploy_ms.join(', '), b.no_dependencies_redeploy_ms.join(', '), b.ratio, b.met ? 'yes' : 'NO']]);
}

module.exports = { publishDependencies, buildFigures, printBuilds };

if (require.main === module) {
  const { startNpmRegistry } = require('../scripts/npm-registry');
  const { startStack, account, table } = require('./lib');
  (async () => {
    const registry = await startNpmRegistry();
    const manifest = publishDependencies(registry);
    const stack = await startStack(undefined, { NPM_REGISTRY: registry.url });
    try {
      const { token } = await account();
      const figures = await buildFigures(token, manifest);
      printBuilds(figures, table);
      if (!figures.met) process.exitCode = 1;
    } finally {
      await stack.stop();
      registry.stop();
    }
  })().catch((err) => { console.error(err); process.exitCode = 1; });
}
