#!/usr/bin/env bash
# Debian's Chromium for the console's browser tests (playwright-core drives it; a Playwright
# browser download cannot work here). Only `npm test` needs it: `npm start` never installs it.
source "$(dirname "$0")/lib.sh"

step "Chromium for the browser tests"
if command -v chromium >/dev/null; then info "$(chromium --version 2>/dev/null)"; exit 0; fi
apt_install chromium
info "$(chromium --version 2>/dev/null)"
