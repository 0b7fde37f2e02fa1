#!/usr/bin/env bash
# `npm test`: provisions what is missing, builds, lints, then the unit, integration and e2e tiers
# (the e2e suites in parallel shards: scripts/e2e-shards.js), and says where the time went.
source "$(dirname "$0")/lib.sh"
started=$(date +%s)
provision
bash "$ROOT/scripts/registry.sh"
bash "$ROOT/scripts/chromium.sh"
load_env
cd "$ROOT"
step "Build"; npm run -s build
step "Lint"; npm run -s lint
OUT="$ROOT/.fnhost/test-output"
mkdir -p "$OUT"; rm -f "$OUT"/unit.json "$OUT"/integration.json "$OUT"/e2e-shard-*
step "Unit tests"; npx jest --config jest.config.js --ci --json --outputFile="$OUT/unit.json"
step "Integration tests"; npx jest --config jest.integration.config.js --runInBand --ci --json --outputFile="$OUT/integration.json"
step "End-to-end tests"; e2e=0; node scripts/e2e-shards.js || e2e=$?
step "Where the time went"; node scripts/test-report.js || e2e=1
[ "$e2e" = 0 ] || fail "end-to-end tests failed after $(( $(date +%s) - started ))s"
step "npm test passed in $(( $(date +%s) - started ))s"
