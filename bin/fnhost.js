#!/usr/bin/env node
// The `fnhost` command: the compiled CLI (apps/cli), with the monorepo's @fnhost/* aliases resolved.
const { existsSync } = require('fs');
const path = require('path');

const main = path.join(__dirname, '..', 'dist', 'apps', 'cli', 'src', 'main.js');
if (!existsSync(main)) {
  console.error('error: fnhost is not built yet: run `npm run build` in ' + path.join(__dirname, '..'));
  process.exit(1);
}
require('../scripts/paths.js');
require(main);
