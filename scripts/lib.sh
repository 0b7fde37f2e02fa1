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
