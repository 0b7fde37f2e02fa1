import { Admin, Consumer, Kafka, KafkaConfig, logLevel, SASLOptions } from 'kafkajs';
import { setTimeout as sleep } from 'timers/promises';
import { Broker, BrokerProblem, Inbox, lossSignal, Reach, Received, Subscription } from '../broker';
import { hostsOf, KafkaSource, TriggerSource } from '../definition';

/**
 * kafkajs 2.2.4 schedules its check of pending requests even when none is pending and nothing is
 * throttled, at a negative delay that Node runs every millisecond, for every connection, for as long
 * as it lives (Node 24 warns of it: tulios/kafkajs#1751, fixed in no release). Nothing needs that
 * check then: a fulfilled request checks the queue itself.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prototype: queue } = require('kafkajs/src/network/requestQueue') as {
  prototype: { pending: unknown[]; throttledUntil: number; scheduleCheckPendingRequests(): void };
};
const scheduleCheck = queue.scheduleCheckPendingRequests;
queue.scheduleCheckPendingRequests = function (this: typeof queue) {
  if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
  scheduleCheck.call(this);
};

/** How often a partition's handler, waiting for its messages to be handed over, tells the group it lives. */
const HEARTBEAT_MS = 1000;

function client(reach: Reach, timeoutMs: number, name = 'fnhost-trigger'): Kafka {
  const config: KafkaConfig = {
    clientId: name,
    brokers: hostsOf('kafka', reach.url).map(({ host, port }) => `${host}:${port}`),
    connectionTimeout: timeoutMs,
    requestTimeout: Math.max(timeoutMs, 5000),
    // A lost broker ends the subscription: the trigger's consumer reconnects with its own backoff.
    retry: { retries: 1, initialRetryTime: 200 },
    logLevel: logLevel.NOTHING,
    ...(reach.tls && {
      ssl: { ...(reach.ca && { ca: [reach.ca.toString()] }), rejectUnauthorized: !reach.insecure },
    }),
    ...(reach.username !== undefined && {
      // kafkajs types each mechanism's options apart; these three take the same ones.
      sasl: {
        mechanism: reach.saslMechanism ?? 'plain',
        username: reach.username,
        password: reach.password ?? '',
      } as SASLOptions,
    }),
  };
  return new Kafka(config);
}

/** The topic's partitions; BrokerProblem when it does not exist. */
async function partitions(admin: Admin, topic: string): Promise<number> {
  const topics = await admin.listTopics();
  if (!topics.includes(topic)) throw new BrokerProblem('source', `Kafka: topic ${topic} not found`);
  const [meta] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
  return meta.partitions.length;
}

async function connected(admin: Admin): Promise<void> {
  try {
    await admin.connect();
  } catch (err) {
    const message = (err as Error).message;
    throw new BrokerProblem(
      'connection',
      /SASL|authentication/i.test(message) ? `Kafka: credentials refused (${message})` : `Kafka: ${message}`,
    );
  }
}

/** Messages waiting for the group: the end of each partition less the group's committed offset. */
async function lagOf(admin: Admin, s: KafkaSource): Promise<number> {
  const [ends, [committed]] = await Promise.all([
    admin.fetchTopicOffsets(s.topic),
    admin.fetchOffsets({ groupId: s.group_id, topics: [s.topic] }),
  ]);
  return ends.reduce((sum, end) => {
    const at = Number(committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
    return sum + Number(end.high) - (at < 0 ? Number(end.low) : at);
  }, 0);
}

/**
 * Kafka: a member of the consumer group, offsets committed per partition in order once every
 * message before them was handed over. A partition's handler gives its messages out `window` at a
 * time and waits for them, so no more than that is held in the worker.
 */
export const kafkaBroker: Broker = {
  type: 'kafka',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const admin = client(reach, timeoutMs).admin();
    await connected(admin);
    try {
      await partitions(admin, (source as KafkaSource).topic);
    } finally {
      await admin.disconnect();
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, window: number, name: string): Promise<Subscription> {
    const s = source as KafkaSource;
    const kafka = client(reach, 10_000, name);
    const admin = kafka.admin();
    await connected(admin);
    // A member lost with its worker or broker holds its partitions until its session ends: 10 s,
    // not kafkajs's 30, so that a new member takes over soon.
    const consumer: Consumer = kafka.consumer({
      groupId: s.group_id,
      retry: { retries: 1 },
      sessionTimeout: 10_000,
      heartbeatInterval: 3000,
    });
    const { lost, lose } = lossSignal();
    consumer.on(consumer.events.CRASH, (e) => lose(e.payload.error));
    const inbox = new Inbox();
    let running = true;
    try {
      const count = await partitions(admin, s.topic);
      await consumer.connect();
      await consumer.subscribe({ topic: s.topic, fromBeginning: true });
      await consumer.run({
        autoCommit: false,
        partitionsConsumedConcurrently: count,
        eachBatchAutoResolve: false,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          for (let i = 0; i < batch.messages.length && running && isRunning() && !isStale(); i += window) {
            const chunk = batch.messages.slice(i, i + window);
            const handed = chunk.map((m) => {
              const r: Received = {
                id: `${batch.topic}:${batch.partition}:${m.offset}`,
                source: batch.topic,
                partition: batch.partition,
                offset: m.offset,
                key: m.key?.toString('utf8') ?? null,
                headers: Object.fromEntries(
                  Object.entries(m.headers ?? {}).map(([k, v]) => [
                    k,
                    Buffer.isBuffer(v) ? v.toString('utf8') : String(v),
                  ]),
                ),
                body: m.value ?? Buffer.alloc(0),
                timestamp: new Date(Number(m.timestamp)).toISOString(),
              };
              return new Promise<void>((resolve) => inbox.push(r, { ack: resolve }));
            });
            const all = Promise.all(handed);
            while (
              running &&
              (await Promise.race([all.then(() => true), sleep(HEARTBEAT_MS, false)])) === false
            )
              await heartbeat();
            if (!running) return;
            const last = chunk[chunk.length - 1].offset;
            resolveOffset(last);
            await consumer.commitOffsets([
              { topic: batch.topic, partition: batch.partition, offset: String(BigInt(last) + 1n) },
            ]);
          }
        },
      });
      return {
        lost,
        take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
        ack: (messages) => inbox.ack(messages),
        lag: () => lagOf(admin, s),
        async close() {
          running = false;
          inbox.release();
          await consumer.disconnect().catch(() => undefined);
          await admin.disconnect().catch(() => undefined);
        },
      };
    } catch (err) {
      await consumer.disconnect().catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
      throw err;
    }
  },
};
