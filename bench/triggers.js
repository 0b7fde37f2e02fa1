'use strict';
// Broker triggers: MESSAGES published to each broker (NATS JetStream, RabbitMQ, Kafka, MQTT), then
// how fast its trigger takes them into durable events (accepted/s: the trigger's own work) and how
// fast they have all run (ran/s, the same asynchronous path as any event). Target: accepted/s at
// least the asynchronous accept rate of this run (run.js passes it); for MQTT, whose 1,000
// messages (Mosquitto's queue for a session) are too few to measure a rate against it, at least
// MQTT_TARGET. Part of `npm run bench`; `node bench/triggers.js` runs it alone (after a build).
const { execFileSync } = require('child_process');
const { BASE, deploy, json, newFunction, sleep } = require('./lib');

const MESSAGES = Number(process.env.BENCH_TRIGGER_MESSAGES || 5000);
const HANDLER = { 'index.js': 'exports.handler = async (e) => ({ n: e.messages.length });\n' };

const count = (sql, ...params) =>
  Number(execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'fnhost_bench', '-tAc',
    params.reduce((q, p, i) => q.replace(`$${i + 1}`, `'${p}'`), sql)]).toString().trim());

/** Mosquitto queues at most 1,000 messages for a session (max_queued_messages) and drops the rest. */
const MQTT_MESSAGES = Math.min(MESSAGES, 1000);
const MQTT_TARGET = 1000;

async function brokerFigures(token, fn, type, producer) {
  const n = type === 'mqtt' ? MQTT_MESSAGES : MESSAGES;
  const source = await producer.source();
  const { status, body } = await json(`${BASE}/api/functions/${fn}/triggers`, {
    token,
    json: { name: `bench-${type}`, type, connection: { url: producer.url() }, source, max_in_flight: 10_000 },
  });
  if (status !== 201) throw new Error(`trigger not created: ${status} ${JSON.stringify(body)}`);
  const state = async () => (await json(`${BASE}/api/functions/${fn}/triggers/${body.id}`, { method: 'GET', token })).body.status.state;
  while ((await state()) !== 'running') await sleep(100);
  const started = Date.now();
  await producer.publish(source, Array.from({ length: n }, (_, i) => `{"n":${i}}`));
  const publishedS = (Date.now() - started) / 1000;
  const events = (state) => count(`SELECT count(*) FROM async_events WHERE trigger_uuid = $1${state}`, body.id);
  let acceptedS = null;
  for (let all = 0; Date.now() - started < 600_000; await sleep(200)) {
    if (acceptedS === null && events('') >= n) acceptedS = (Date.now() - started) / 1000;
    all = events(" AND state = 'done'");
    if (all >= n) break;
  }
  const ranS = (Date.now() - started) / 1000;
  const ran = events(" AND state = 'done'"); // before the deletion, which unlinks its events
  await json(`${BASE}/api/functions/${fn}/triggers/${body.id}`, { method: 'DELETE', token });
  return {
    type, messages: n, published_s: +publishedS.toFixed(1),
    accepted_per_s: acceptedS ? Math.round(n / acceptedS) : 0, ran_per_s: Math.round(ran / ranS),
  };
}

/** `acceptRps`: this run's asynchronous accept rate (the target), or null alone. */
async function triggerFigures(token, acceptRps = null) {
  const brokers = require('../dist/libs/triggers/src/testing');
  const fn = await newFunction(token);
  await deploy(token, fn, HANDLER);
  const rows = [];
  for (const [type, open] of [['nats', brokers.natsBroker], ['rabbitmq', brokers.rabbitBroker], ['kafka', brokers.kafkaBroker], ['mqtt', brokers.mqttBroker]]) {
    const producer = await open();
    try {
      const row = await brokerFigures(token, fn, type, producer);
      row.met =
        type === 'mqtt' ? row.accepted_per_s >= MQTT_TARGET : acceptRps === null ? null : row.accepted_per_s >= acceptRps;
      rows.push(row);
    } finally {
      await producer.close();
    }
  }
  return { accept_rps: acceptRps, rows };
}

function printTriggers(t, table) {
  table(`Broker triggers: ${MESSAGES} messages published, then taken into events and run (target: accepted/s at least the async accept rate${t.accept_rps ? `, ${t.accept_rps}/s in this run` : ''}; MQTT: ${MQTT_TARGET}/s)`,
    ['broker', 'messages', 'published in s', 'accepted/s', 'ran/s', 'met'],
    t.rows.map((r) => [r.type, r.messages, r.published_s, r.accepted_per_s, r.ran_per_s, r.met === null ? '-' : r.met ? 'yes' : 'NO']));
}

module.exports = { triggerFigures, printTriggers };

if (require.main === module) {
  const { startStack, account, table } = require('./lib');
  (async () => {
    const stack = await startStack();
    try {
      const { token } = await account();
      printTriggers(await triggerFigures(token), table);
    } finally {
      await stack.stop();
    }
  })().catch((err) => { console.error(err); process.exitCode = 1; });
}
