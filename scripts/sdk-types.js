// Generates libs/sdk/src/schema.ts, the SDK's request and response types, from the api's OpenAPI
// document (printed by dist/apps/api/src/openapi-document.js; `npm run sdk:generate` compiles it first,
// ignoring type errors the stale types themselves cause, then builds again with the new types).
// The foundation e2e suite regenerates them from the live document and fails when they differ.
const { execFileSync } = require('child_process');
const { readFileSync, writeFileSync } = require('fs');
const path = require('path');
const openapiTS = require('openapi-typescript');

const ROOT = path.join(__dirname, '..');
const TARGET = path.join(ROOT, 'libs/sdk/src/schema.ts');
const HEADER = '// Generated from the api\'s OpenAPI document by `npm run sdk:generate`. Do not edit.\n\n';

/** The TypeScript source of the types of an OpenAPI document. */
async function typesOf(document) {
  return HEADER + openapiTS.astToString(await openapiTS.default(document, { defaultNonNullable: false }));
}

/** The document printed by the compiled api, or read from `--from FILE` (a live /api/docs-json). */
function documentJson() {
  const from = process.argv.indexOf('--from');
  if (from > 0) return readFileSync(process.argv[from + 1], 'utf8');
  return execFileSync(process.execPath, ['-r', './scripts/paths.js', 'dist/apps/api/src/openapi-document.js'], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Writes the types; with `--check`, only says whether the committed ones are current (exit 1 if not). */
async function main() {
  const types = await typesOf(JSON.parse(documentJson()));
  const target = path.relative(ROOT, TARGET);
  if (!process.argv.includes('--check')) {
    writeFileSync(TARGET, types);
    return console.log(`wrote ${target}`);
  }
  if (readFileSync(TARGET, 'utf8') === types) return console.log(`${target} is current`);
  console.error(`${target} differs from the document's types: run \`npm run sdk:generate\``);
  process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
