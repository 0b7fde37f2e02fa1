#!/usr/bin/env bash
# `npm test`: provisions what is missing, builds, lints, then the unit, integration and e2e tiers.
source "$(dirname "$0")/lib.sh"
started=$(date +%s)
provision
bash "$ROOT/scripts/registry.sh"
bash "$ROOT/scripts/chromium.sh"
load_env
cd "$ROOT"
step "Build"; npm run -s build
step "Lint"; npm run -s lint
step "Unit tests"; npx jest --config jest.config.js --ci
step "Integration tests"; npx jest --config jest.integration.config.js --runInBand --ci
step "End-to-end tests"; npx jest --config test/jest-e2e.config.js --runInBand --ci
step "npm test passed in $(( $(date +%s) - started ))s"
