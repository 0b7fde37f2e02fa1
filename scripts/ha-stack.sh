#!/usr/bin/env bash
# The highly available topology of docs/production.md on one machine, from Debian's packages:
# 3 Redis Sentinels over a Redis primary and replica, Patroni (etcd) over two PostgreSQL nodes,
# HAProxy in front of the api replicas and of PostgreSQL's primary, two api replicas, and two
# workers on two container-engine hosts (the machine's Podman and a second one of its own).
#
#   scripts/ha-stack.sh up                  start what is not running; returns once all is healthy
#   scripts/ha-stack.sh status              each component's address, pid and state
#   scripts/ha-stack.sh down                stop everything it started
#   scripts/ha-stack.sh kill NAME [SIGNAL]  stop one component (default SIGKILL), for fault drills
#   scripts/ha-stack.sh start NAME          start one component again (a killed one, say)
#
# NAME is one of: api1 api2 worker-a worker-b redis1 redis2 sentinel1 sentinel2 sentinel3 pg1
# pg2 etcd haproxy podman-b. Data and logs live under HA_DIR (default /var/lib/fnhost-ha); host B's
# images under HA_ENGINE_B (default /var/lib/fnhost-ha-engine-b), kept across `down` as a host's are.
source "$(dirname "$0")/lib.sh"

HA_DIR="${HA_DIR:-/var/lib/fnhost-ha}"
RUN="$HA_DIR/run"
LOGS="$HA_DIR/logs"
FRONT=127.0.0.1:3300
PG_FRONT=127.0.0.1:5440
SENTINELS=127.0.0.1:26380,127.0.0.1:26381,127.0.0.1:26382
MASTER=fnhost
PODMAN_B="/run/fnhost-ha/podman-b.sock"
HA_ENGINE_B="${HA_ENGINE_B:-/var/lib/fnhost-ha-engine-b}"
# Short timers, so that a drill takes seconds (docs/production.md gives production values).
DRAIN_DELAY_MS="${HA_DRAIN_DELAY_MS:-1500}"
PATRONI_TTL="${HA_PATRONI_TTL:-10}"
SENTINEL_DOWN_MS="${HA_SENTINEL_DOWN_MS:-2000}"

declare -A PORTS=(
  [api1]=3301 [api2]=3302 [worker-a]=3311 [worker-b]=3312 [redis1]=6380 [redis2]=6381
  [sentinel1]=26380 [sentinel2]=26381 [sentinel3]=26382 [pg1]=5441 [pg2]=5442 [etcd]=2479
)
declare -A REST=([pg1]=8441 [pg2]=8442)
COMPONENTS=(haproxy api1 api2 worker-a worker-b redis1 redis2 sentinel1 sentinel2 sentinel3 pg1 pg2 etcd podman-b)

pidfile() { echo "$RUN/$1.pid"; }
pid_of() { local f; f=$(pidfile "$1"); [ -f "$f" ] && cat "$f" || true; }
alive() { local p; p=$(pid_of "$1"); [ -n "$p" ] && kill -0 "$p" 2>/dev/null; }

# spawn NAME [USER] -- COMMAND...: runs it in the background, its pid (the command's own: each
# step execs the next) in the pid file, its output in the log.
spawn() {
  local name="$1"; shift
  local as=()
  if [ "$1" != -- ]; then as=(setpriv --reuid="$1" --regid="$1" --init-groups); shift; fi
  shift
  (cd "$ROOT" && exec nohup "${as[@]}" "$@" >>"$LOGS/$name.log" 2>&1 </dev/null) &
  echo $! >"$(pidfile "$name")"
}

# The postmaster under a Patroni node, from its data directory's postmaster.pid.
postmaster_of() { head -1 "$HA_DIR/$1/data/postmaster.pid" 2>/dev/null || true; }

redis_role() { redis-cli -p "${PORTS[$1]}" role 2>/dev/null | head -1; }
# The primary's port as the first Sentinel that answers names it.
primary_redis() {
  local s
  for s in sentinel1 sentinel2 sentinel3; do
    redis-cli -p "${PORTS[$s]}" sentinel get-master-addr-by-name "$MASTER" 2>/dev/null | tail -1 | grep . && return
  done
}
patroni_role() { curl -s "http://127.0.0.1:${REST[$1]}/patroni" 2>/dev/null | node -e \
  'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{try{const j=JSON.parse(s);console.log(j.role+" "+j.state)}catch{console.log("")}})'; }

app_env() {
  # Every replica and worker reaches PostgreSQL and Redis through HAProxy and the Sentinels only.
  export DATABASE_URL="postgres://postgres@$PG_FRONT/fnhost" REDIS_URL="redis://127.0.0.1/0"
  export REDIS_SENTINELS="$SENTINELS" REDIS_SENTINEL_MASTER="$MASTER"
  export STORAGE_DRIVER=postgres PUBLIC_URL="http://$FRONT" REGISTRY=127.0.0.1:5000 REGISTRY_TLS_VERIFY=false
  export LOG_LEVEL="${LOG_LEVEL:-log}" NODE_ENV=production
}

start_one() {
  local name="$1"
  if alive "$name"; then return 0; fi
  case "$name" in
    etcd)
      mkdir -p "$HA_DIR/etcd"
      spawn etcd -- etcd --name ha --data-dir "$HA_DIR/etcd" --enable-v2=true \
        --listen-client-urls http://127.0.0.1:2479 --advertise-client-urls http://127.0.0.1:2479 \
        --listen-peer-urls http://127.0.0.1:2480 --initial-advertise-peer-urls http://127.0.0.1:2480 \
        --initial-cluster ha=http://127.0.0.1:2480
      ;;
    pg1 | pg2)
      local dir="$HA_DIR/$name"
      mkdir -p "$dir"; chown postgres:postgres "$dir"
      cat >"$dir/patroni.yml" <<YAML
scope: fnhost
name: $name
restapi: {listen: 127.0.0.1:${REST[$name]}, connect_address: 127.0.0.1:${REST[$name]}}
etcd: {host: 127.0.0.1:2479}
bootstrap:
  dcs:
    ttl: $PATRONI_TTL
    loop_wait: 1
    retry_timeout: 4
    maximum_lag_on_failover: 1048576
    postgresql:
      use_pg_rewind: true
      # wal_keep_size: a standby that was down (or was the primary) can catch up by streaming.
      parameters: {wal_level: replica, hot_standby: 'on', wal_log_hints: 'on', max_wal_senders: 5, max_replication_slots: 5, max_connections: 200, wal_keep_size: 512MB}
  initdb: [{encoding: UTF8}, data-checksums]
  pg_hba:
    - local all all trust
    - host replication replicator 127.0.0.1/32 trust
    - host all all 127.0.0.1/32 trust
postgresql:
  listen: 127.0.0.1:${PORTS[$name]}
  connect_address: 127.0.0.1:${PORTS[$name]}
  data_dir: $dir/data
  bin_dir: /usr/lib/postgresql/$(ls /usr/lib/postgresql | sort -n | tail -1)/bin
  pgpass: $dir/pgpass
  authentication:
    superuser: {username: postgres, password: fnhost-ha}
    replication: {username: replicator, password: fnhost-ha}
  parameters: {unix_socket_directories: '$dir'}
YAML
      spawn "$name" postgres -- patroni "$dir/patroni.yml"
      ;;
    redis1 | redis2)
      mkdir -p "$HA_DIR/$name"
      # A node starts as a replica of the primary the Sentinels name (redis1 at first): one that
      # comes back after a failover must not take writes as a second primary.
      local replicaof=() primary; primary=$(primary_redis)
      [ -n "$primary" ] || fail "no Sentinel answers: start them first"
      [ "$primary" = "${PORTS[$name]}" ] || replicaof=(--replicaof 127.0.0.1 "$primary")
      spawn "$name" -- redis-server --bind 127.0.0.1 --port "${PORTS[$name]}" --dir "$HA_DIR/$name" \
        --save "" --appendonly yes --maxmemory-policy noeviction "${replicaof[@]}"
      ;;
    sentinel1 | sentinel2 | sentinel3)
      local conf="$HA_DIR/$name.conf"
      # Sentinel rewrites its file with what it learns: written once, kept across restarts.
      [ -f "$conf" ] || cat >"$conf" <<CONF
bind 127.0.0.1
port ${PORTS[$name]}
dir $HA_DIR
sentinel monitor $MASTER 127.0.0.1 ${PORTS[redis1]} 2
sentinel down-after-milliseconds $MASTER $SENTINEL_DOWN_MS
sentinel failover-timeout $MASTER 10000
sentinel parallel-syncs $MASTER 1
CONF
      spawn "$name" -- redis-sentinel "$conf"
      ;;
    haproxy)
      cat >"$HA_DIR/haproxy.cfg" <<CFG
global
  maxconn 4096
  stats socket $RUN/haproxy.sock mode 600 level admin

defaults
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # Above /health's own bound (each dependency probed for at most 1 s): while a dependency hangs
  # (PostgreSQL mid-failover) the answer takes that second, and a shorter check would take every
  # replica out of the pool, answering callers with HAProxy's own 503 page.
  timeout check 2s
  retries 3
  option redispatch 1

# The api replicas: a draining or dead one is out within inter x fall (1 s, under DRAIN_DELAY_MS);
# a request that never reached a replica (refused, closed before an answer) goes to the other.
frontend api
  mode http
  bind $FRONT
  default_backend apis
backend apis
  mode http
  balance roundrobin
  retry-on conn-failure empty-response
  option httpchk GET /health
  http-check expect rstring "\"status\":\"(ok|degraded)\""
  default-server inter 500ms fall 2 rise 2
  server api1 127.0.0.1:${PORTS[api1]} check
  server api2 127.0.0.1:${PORTS[api2]} check

# PostgreSQL's primary, as Patroni's REST API names it: connections to a node that stops being
# the primary are cut, so nothing writes through a stale connection to a demoted node.
listen postgres
  mode tcp
  bind $PG_FRONT
  option httpchk GET /primary
  http-check expect status 200
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
  server pg1 127.0.0.1:${PORTS[pg1]} check port ${REST[pg1]}
  server pg2 127.0.0.1:${PORTS[pg2]} check port ${REST[pg2]}
CFG
      haproxy -c -q -f "$HA_DIR/haproxy.cfg" || fail "haproxy.cfg is invalid"
      spawn haproxy -- haproxy -W -db -f "$HA_DIR/haproxy.cfg"
      ;;
    podman-b)
      mkdir -p "$(dirname "$PODMAN_B")"
      spawn podman-b -- podman --root "$HA_ENGINE_B/storage" --runroot /run/fnhost-ha/podman-b-run \
        system service --time=0 "unix://$PODMAN_B"
      ;;
    api1 | api2)
      (app_env; export PORT="${PORTS[$name]}" DRAIN_DELAY_MS
        cd "$ROOT" && spawn "$name" -- "$(command -v node)" $(node scripts/app-args.js api))
      ;;
    worker-a | worker-b)
      (app_env; export WORKER_PORT="${PORTS[$name]}" NODE_NAME="ha-${name#worker-}"
        export SOCKET_DIR="/run/fnhost/sockets-ha-${name#worker-}" CODE_DIR="/var/lib/fnhost/code-ha-${name#worker-}"
        export SECRETS_DIR="/dev/shm/fnhost-secrets-ha-${name#worker-}"
        if [ "$name" = worker-b ]; then export DOCKER_HOST="unix://$PODMAN_B" STEM_CELLS=0; fi
        cd "$ROOT" && spawn "$name" -- "$(command -v node)" $(node scripts/app-args.js worker))
      ;;
    *) fail "no component $name: one of ${COMPONENTS[*]}" ;;
  esac
}

# ready NAME: the component answers as it should (a replica of Redis once it synced, say).
ready() {
  case "$1" in
    etcd) curl -sf http://127.0.0.1:2479/health ;;
    pg1 | pg2) patroni_role "$1" | grep -q running ;;
    redis1 | redis2) [ -n "$(redis_role "$1")" ] ;;
    sentinel*) redis-cli -p "${PORTS[$1]}" sentinel get-master-addr-by-name "$MASTER" | grep -q . ;;
    haproxy) curl -s -o /dev/null "http://$FRONT/health" ;;
    podman-b) curl -sf --unix-socket "$PODMAN_B" http://d/_ping ;;
    api*) curl -sf "http://127.0.0.1:${PORTS[$1]}/health" ;;
    worker*) curl -sf "http://127.0.0.1:${PORTS[$1]}/health" ;;
  esac >/dev/null 2>&1
}

# engine_b ARGS…: podman on host B's storage.
engine_b() { podman --root "$HA_ENGINE_B/storage" --runroot /run/fnhost-ha/podman-b-run "$@"; }

# Host B gets what scripts/runtime-images.sh and builder-images.sh give every host (any worker
# builds): copied from this machine's engine, those it lacks. The names come from runtimes.json and
# are looked up one by one: `podman images` fails whole when any image vanishes while it lists
# (a suite removing a function's image meanwhile), which once left host B with nothing.
copy_images() {
  local missing=() image
  for image in $(node -e '
    const { runtimes } = require(process.argv[1]);
    for (const [id, r] of Object.entries(runtimes))
      for (const kind of ["runtime", "builder"]) console.log(`localhost/fnhost/${kind}:${id}-${r.version}`);
  ' "$ROOT/libs/runtime/runtimes.json"); do
    podman image exists "$image" || fail "this host lacks $image (scripts/runtime-images.sh, builder-images.sh make it)"
    engine_b image exists "$image" || missing+=("$image")
  done
  [ ${#missing[@]} -eq 0 ] && return
  info "host B: copying ${missing[*]}"
  # Both ends of the pipe are judged, and each image is looked for afterwards: a save that fails
  # halfway would otherwise leave host B short and a worker there unable to build.
  (set -o pipefail; podman save -m "${missing[@]}" | engine_b load -q >/dev/null) || fail "copying images to host B failed"
  for image in "${missing[@]}"; do engine_b image exists "$image" || fail "host B lacks $image after copying"; done
}

await_ready() { wait_for "$1" "${2:-60}" ready "$1"; }

status() {
  printf '%-10s %-36s %-8s %s\n' COMPONENT ADDRESS PID STATE
  local name addr state pid
  for name in "${COMPONENTS[@]}"; do
    case "$name" in
      haproxy) addr="$FRONT,$PG_FRONT" ;;
      podman-b) addr="unix://$PODMAN_B" ;;
      *) addr="127.0.0.1:${PORTS[$name]}" ;;
    esac
    pid=- state=down
    if alive "$name"; then
      pid=$(pid_of "$name")
      case "$name" in
        pg*) state=$(patroni_role "$name") ;;
        redis*) state=$(redis_role "$name") ;;
        *) if ready "$name"; then state=up; else state=starting; fi ;;
      esac
    fi
    printf '%-10s %-36s %-8s %s\n' "$name" "$addr" "$pid" "${state:-starting}"
  done
}

kill_one() {
  local name="$1" signal="${2:-KILL}" pid
  pid=$(pid_of "$name")
  # A Patroni node dies whole: the agent and the PostgreSQL it runs (a lone agent's death would
  # leave its postmaster serving; a lone postmaster's, Patroni would restart in place).
  case "$name" in pg1 | pg2) local pm; pm=$(postmaster_of "$name"); [ -n "$pm" ] && kill "-$signal" "$pm" 2>/dev/null ;; esac
  [ -n "$pid" ] && kill "-$signal" "$pid" 2>/dev/null
  wait_exit "$name"
}

# wait_exit NAME: returns once its process is gone (at most 60 s), its pid file removed.
wait_exit() {
  local pid; pid=$(pid_of "$1")
  for _ in $(seq 600); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  rm -f "$(pidfile "$1")"
}

up() {
  # A setup that fails stops what it started: nothing is left holding the stack's ports.
  trap 'rc=$?; [ "$rc" = 0 ] || { info "setup failed: stopping the stack"; down; }; exit "$rc"' EXIT
  provision
  bash "$ROOT/scripts/registry.sh"
  load_env
  command -v patroni >/dev/null && command -v etcd >/dev/null && command -v haproxy >/dev/null &&
    command -v redis-sentinel >/dev/null || apt_install patroni etcd-server haproxy redis-sentinel
  [ -f "$ROOT/dist/apps/api/src/main.js" ] || (cd "$ROOT" && npm run -s build)
  mkdir -p "$RUN" "$LOGS"; chmod 755 "$HA_DIR"
  step "High-availability stack under $HA_DIR"
  start_one etcd; await_ready etcd
  start_one pg1; start_one pg2
  for s in sentinel1 sentinel2 sentinel3; do start_one "$s"; done
  for s in sentinel1 sentinel2 sentinel3; do await_ready "$s"; done
  for s in redis1 redis2; do start_one "$s"; done
  start_one haproxy; start_one podman-b
  for s in redis1 redis2; do await_ready "$s"; done
  await_ready pg1 120; await_ready pg2 120
  wait_for "postgres through haproxy" 30 psql -h 127.0.0.1 -p 5440 -U postgres -Atc 'SELECT 1'
  psql -h 127.0.0.1 -p 5440 -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = 'fnhost'" | grep -q 1 ||
    psql -h 127.0.0.1 -p 5440 -U postgres -qc 'CREATE DATABASE fnhost'
  (app_env; cd "$ROOT" && npm run -s migrate >>"$LOGS/migrate.log" 2>&1) || fail "migrations failed: $LOGS/migrate.log"
  await_ready podman-b; copy_images
  for s in api1 api2 worker-a worker-b; do start_one "$s"; done
  for s in api1 api2 worker-a worker-b haproxy; do await_ready "$s" 90; done
  wait_for "the api through haproxy" 30 curl -sf "http://$FRONT/health"
  status
}

down() {
  local name
  # Apps first, draining together (one SIGTERM each: a second one would kill), then the engines.
  for name in api1 api2 worker-a worker-b; do if alive "$name"; then kill -TERM "$(pid_of "$name")"; fi; done
  for name in api1 api2 worker-a worker-b; do wait_exit "$name"; done
  # Host B's containers, a killed worker's too: nothing of the stack keeps running or mounted.
  alive podman-b && engine_b rm -af -t 0 >/dev/null 2>&1 || true
  for name in haproxy pg2 pg1 sentinel1 sentinel2 sentinel3 redis2 redis1 etcd podman-b; do
    if alive "$name"; then kill_one "$name" TERM; fi
    rm -f "$(pidfile "$name")"
  done
  sweep
  info "stopped; data kept under $HA_DIR (rm -rf it for a fresh cluster)"
}

# What still runs of the stack once every pid file's process stopped: an earlier run's whose pid
# files are gone (HA_DIR removed, a setup killed). Whatever listens on the stack's ports, and host
# B's engine (Redis renames its processes, so their command lines cannot be matched).
strays() {
  local port
  for port in "${PORTS[@]}" "${REST[@]}" "${FRONT##*:}" "${PG_FRONT##*:}"; do
    ss -Hltnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 || true
  done
  pgrep -f -- "$PODMAN_B" || true
}
sweep() {
  local pids; pids=$(strays | sort -u | tr '\n' ' ')
  [ -n "${pids// /}" ] || return 0
  info "stopping what an earlier run left running: pids $pids"
  # shellcheck disable=SC2086 # one pid per word
  kill -TERM $pids 2>/dev/null || true
  for _ in $(seq 50); do [ -z "$(strays)" ] && return 0; sleep 0.2; done
  # shellcheck disable=SC2046
  kill -KILL $(strays) 2>/dev/null || true
}

case "${1:-}" in
  up) up ;;
  status) status ;;
  down) down ;;
  kill) [ -n "${2:-}" ] || fail "kill NAME [SIGNAL]"; kill_one "$2" "${3:-KILL}" ;;
  start) [ -n "${2:-}" ] || fail "start NAME"; mkdir -p "$RUN" "$LOGS"; load_env; start_one "$2"; await_ready "$2" 90 ;;
  *) fail "usage: $0 up|status|down|kill NAME [SIGNAL]|start NAME" ;;
esac
