#!/usr/bin/env bash
# `npm start`: provisions what is missing and builds, migrates, runs api + worker until Ctrl-C.
source "$(dirname "$0")/lib.sh"
provision --build --start
load_env
export STORAGE_DIR="${STORAGE_DIR:-$STATE_DIR/storage}"
cd "$ROOT"
step "Migrations"; npm run -s migrate
step "Starting api and worker"
# node itself, not `npm run`: npm's shell does not pass SIGTERM on, which left orphans.
# shellcheck disable=SC2046 # the arguments are split on purpose
node $(node scripts/app-args.js api) & api=$!
# shellcheck disable=SC2046
node $(node scripts/app-args.js worker) & worker=$!
trap 'kill -TERM $api $worker 2>/dev/null; wait' INT TERM
wait -n $api $worker
status=$?
kill -TERM $api $worker 2>/dev/null; wait
exit $status
