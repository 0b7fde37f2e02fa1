'use strict';
// How the api and the worker are started, in one place (npm start, the e2e suites, the
// benchmarks; docker/ repeats it): Node's arguments for `node <args>`.
// The heap limits keep each process's memory bounded (npm run bench:soak): with V8's defaults
// on a 24 GB machine the old generation may grow to about 4 GB before collecting, and a burst of
// large bodies, logs or bad tokens left each process holding 400-500 MB it no longer used.
// 192 MB leaves room for what a process holds at once at the limits (ten 6 MB results in flight).
const HEAP = ['--max-old-space-size=192', '--max-semi-space-size=8'];

function appArgs(kind) {
  if (kind !== 'api' && kind !== 'worker') throw new Error(`no app ${kind}: api or worker`);
  return [...HEAP, '-r', './scripts/paths.js', `dist/apps/${kind}/src/main.js`];
}

module.exports = { appArgs };
// `node scripts/app-args.js api` prints them for a shell.
if (require.main === module) console.log(appArgs(process.argv[2]).join(' '));
