// Resolves the @fnhost/* aliases of tsconfig.json inside dist/ when the compiled apps run.
const path = require('path');
const { compilerOptions } = require('../tsconfig.json');
require('tsconfig-paths').register({
  baseUrl: path.join(__dirname, '..', 'dist'),
  paths: compilerOptions.paths,
});
