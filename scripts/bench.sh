#!/usr/bin/env bash
# `npm run bench` (bench/run.js) and `npm run bench:soak` (bench/soak.js): provisions, builds, and
# runs the benchmark against a stack of its own.
source "$(dirname "$0")/lib.sh"
provision --build
step "wrk (load generator)"
if command -v wrk >/dev/null; then info "present"; else apt_install wrk; fi
load_env
cd "$ROOT"
step "Benchmark"; node "bench/${1:-run}.js"
