#!/usr/bin/env bash
# `npm test`: provisions what is missing (the tests' brokers too) and builds; lints and runs the unit and integration tiers
# side by side, then the e2e tier
# (the e2e suites in parallel shards: scripts/e2e-shards.js), and says where the time went.
source "$(dirname "$0")/lib.sh"
started=$(date +%s)
provision --build --tests
load_env
cd "$ROOT"
OUT="$ROOT/.fnhost/test-output"
mkdir -p "$OUT"; rm -f "$OUT"/unit.json "$OUT"/integration.json "$OUT"/e2e-shard-*
# Independent of one another (the integration tier has its own database and Redis db), and each
# mostly on one core or waiting: side by side. --forceExit: a handle a spec left open must not
# hold the run once every spec has finished.
concurrently \
  "Lint::npm run -s lint" \
  "Unit tests::npx jest --config jest.config.js --ci --json --outputFile='$OUT/unit.json'" \
  "Integration tests::npx jest --config jest.integration.config.js --runInBand --ci --forceExit --json --outputFile='$OUT/integration.json'"
step "End-to-end tests"; e2e=0; node scripts/e2e-shards.js || e2e=$?
step "Where the time went"; node scripts/test-report.js || e2e=1
[ "$e2e" = 0 ] || fail "end-to-end tests failed after $(( $(date +%s) - started ))s"
step "npm test passed in $(( $(date +%s) - started ))s"
