// Loaded first by every process the project runs from dist/ (the api, the worker, the CLI, the
// migrations): resolves the @fnhost/* aliases of tsconfig.json inside dist/, and keeps V8's
// compiled code on disk (os.tmpdir()/node-compile-cache), so a restart or a command does not compile
// its modules again: an api's start spent a quarter of its CPU compiling them.
const path = require('path');
require('module').enableCompileCache?.();
const { compilerOptions } = require('../tsconfig.json');
require('tsconfig-paths').register({
  baseUrl: path.join(__dirname, '..', 'dist'),
  paths: compilerOptions.paths,
});
