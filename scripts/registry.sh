#!/usr/bin/env bash
# A local image registry on 127.0.0.1 for the tests that run workers as several hosts (Debian's
# docker-registry package, the CNCF Distribution registry; data under the cache). Idempotent.
# Production registries are the operator's: see docs/scaling.md.
source "$(dirname "$0")/lib.sh"
REGISTRY_ADDR="${TEST_REGISTRY:-127.0.0.1:5000}"

step "Image registry for the tests on $REGISTRY_ADDR"
if curl -sf "http://$REGISTRY_ADDR/v2/" >/dev/null 2>&1; then info "answering"; exit 0; fi
command -v docker-registry >/dev/null || apt_install docker-registry
dir="$CACHE_DIR/registry"
mkdir -p "$dir/data"
cat > "$dir/config.yml" <<YAML
version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: $dir/data
  delete:
    enabled: true
http:
  addr: $REGISTRY_ADDR
YAML
daemon "$MACHINE_LOG_DIR/registry.log" docker-registry serve "$dir/config.yml"
wait_for "registry" 20 curl -sf "http://$REGISTRY_ADDR/v2/"
