#!/usr/bin/env bash
# The brokers that broker triggers' tests consume, started where missing: NATS with JetStream,
# RabbitMQ and Mosquitto from Debian's packages, Kafka (KRaft, one node) from Maven Central.
# A broker already answering on its port is the machine's and is left as it is.
source "$(dirname "$0")/lib.sh"

KAFKA_VERSION="4.4.0"   # runs on OpenJDK 17
KAFKA_PORT="${KAFKA_PORT:-9092}"

ensure_nats() {
  step "NATS with JetStream on 127.0.0.1:4222"
  if listening 4222; then info "running"; return; fi
  command -v nats-server >/dev/null || apt_install nats-server
  mkdir -p /var/lib/nats-server
  daemon /var/log/nats-server.log nats-server -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server
  wait_for "NATS" 20 listening 4222
}

ensure_rabbitmq() {
  step "RabbitMQ on 127.0.0.1:5672"
  if listening 5672; then info "running"; return; fi
  command -v rabbitmq-server >/dev/null || apt_install rabbitmq-server
  daemon "$MACHINE_LOG_DIR/rabbitmq.log" rabbitmq-server
  wait_for "RabbitMQ" 90 listening 5672
}

ensure_mosquitto() {
  step "Mosquitto on 127.0.0.1:1883"
  if listening 1883; then info "running"; return; fi
  command -v mosquitto >/dev/null || apt_install mosquitto
  daemon "$MACHINE_LOG_DIR/mosquitto.log" mosquitto -p 1883
  wait_for "Mosquitto" 20 listening 1883
}

ensure_kafka() {
  step "Kafka $KAFKA_VERSION (KRaft) on 127.0.0.1:$KAFKA_PORT"
  if listening "$KAFKA_PORT"; then info "running"; return; fi
  local home="$CACHE_DIR/kafka-$KAFKA_VERSION" data="$CACHE_DIR/kafka-data"
  if [ ! -d "$home/libs" ]; then
    info "fetching org.apache.kafka:kafka_2.13:$KAFKA_VERSION and its dependencies from Maven Central"
    mvn -B -q -Dstyle.color=never -f "$ROOT/scripts/kafka/pom.xml" -Dkafka.version="$KAFKA_VERSION" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$home/libs.part" || fail "mvn could not fetch Kafka"
    mv "$home/libs.part" "$home/libs"
  fi
  local controller=$((KAFKA_PORT + 1))
  cat >"$home/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$controller
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$data
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
PROPS
  if [ ! -f "$data/meta.properties" ]; then
    java -cp "$home/libs/*" kafka.tools.StorageTool format -t "$(java -cp "$home/libs/*" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -1)" \
      -c "$home/server.properties" >/dev/null 2>&1 || fail "could not format Kafka's log directory $data"
  fi
  daemon "$MACHINE_LOG_DIR/kafka.log" java -Xmx512m -cp "$home/libs/*" kafka.Kafka "$home/server.properties"
  wait_for "Kafka" 60 listening "$KAFKA_PORT"
}

ensure_nats
ensure_rabbitmq
ensure_mosquitto
ensure_kafka
