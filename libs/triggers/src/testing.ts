import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect as natsConnect } from '@nats-io/transport-node';
import * as amqp from 'amqplib';
import { randomBytes } from 'crypto';
import mqtt from 'mqtt';
import { kafkaClient, kafkaLag, kafkaOptions } from './brokers/kafka';
import type { KafkaSource } from './definition';

/**
 * A broker on this host that the test suites and the benchmark publish to, as a user's producer
 * would (the servers provisioning starts); never used by the service itself.
 */
export interface TestBroker {
  type: 'nats' | 'rabbitmq' | 'kafka' | 'mqtt';
  port: number;
  url: (port?: number) => string;
  /** A new stream or queue of its own: the trigger's `source`. */
  source(): Promise<Record<string, unknown>>;
  publish(source: object, bodies: string[]): Promise<void>;
  /** As publish, with no identity of the publisher's (RabbitMQ: no message-id). */
  publishUnidentified?(source: object, bodies: string[]): Promise<void>;
  /** Messages not yet acknowledged by the trigger (waiting or taken); MQTT brokers do not tell. */
  unacknowledged?(source: object): Promise<number>;
  close(): Promise<void>;
}

const field = (source: object, name: string) => (source as Record<string, unknown>)[name];
const tag = () => `t${randomBytes(4).toString('hex')}`;

export async function natsBroker(): Promise<TestBroker> {
  const nc = await natsConnect({ servers: '127.0.0.1:4222' });
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  return {
    type: 'nats',
    port: 4222,
    url: (port = 4222) => `nats://127.0.0.1:${port}`,
    async source() {
      const stream = tag();
      await jsm.streams.add({ name: stream, subjects: [`${stream}.>`] });
      return { stream, subject: `${stream}.in`, durable: 'fnhost' };
    },
    async publish(s, bodies) {
      await Promise.all(bodies.map((b) => js.publish(`${String(field(s, 'stream'))}.in`, b)));
    },
    /** Before the trigger first made its durable consumer: every message of the stream. */
    async unacknowledged(s) {
      const stream = String(field(s, 'stream'));
      const info = await jsm.consumers.info(stream, String(field(s, 'durable'))).catch(() => null);
      return info ? info.num_pending + info.num_ack_pending : (await jsm.streams.info(stream)).state.messages;
    },
    close: () => nc.close(),
  };
}

export async function rabbitBroker(): Promise<TestBroker> {
  const conn = await amqp.connect('amqp://guest:guest@127.0.0.1:5672');
  const channel = await conn.createConfirmChannel();
  let sent = 0;
  return {
    type: 'rabbitmq',
    port: 5672,
    url: (port = 5672) => `amqp://127.0.0.1:${port}`,
    async source() {
      const queue = tag();
      await channel.assertQueue(queue, { durable: true });
      return { queue };
    },
    async publish(s, bodies) {
      for (const b of bodies)
        channel.sendToQueue(String(field(s, 'queue')), Buffer.from(b), {
          messageId: `m${++sent}`,
          persistent: true,
        });
      await channel.waitForConfirms();
    },
    async publishUnidentified(s, bodies) {
      for (const b of bodies)
        channel.sendToQueue(String(field(s, 'queue')), Buffer.from(b), { persistent: true });
      await channel.waitForConfirms();
    },
    /** Ready messages; taken ones count once the consumer is gone (a disabled trigger returns them). */
    async unacknowledged(s) {
      return (await channel.checkQueue(String(field(s, 'queue')))).messageCount;
    },
    close: () => conn.close(),
  };
}

/** The Kafka that provisioning starts (KRaft, one node); KAFKA_PORT moves it. */
export const KAFKA_PORT = Number(process.env.KAFKA_PORT ?? 9092);

export async function kafkaBroker(port = KAFKA_PORT): Promise<TestBroker> {
  const options = kafkaOptions(
    { url: `kafka://127.0.0.1:${port}`, tls: false, insecure: false },
    5000,
    'fnhost-tests',
  );
  const admin = new kafkaClient.Admin(options);
  const producer = new kafkaClient.Producer(options);
  // Connected at once, as the other brokers' are: a broker that is not there fails here.
  await admin.listTopics().catch(async (err: Error) => {
    await Promise.all([admin.close(), producer.close()]);
    throw err;
  });
  return {
    type: 'kafka',
    port,
    url: (at = port) => `kafka://127.0.0.1:${at}`,
    async source() {
      const topic = tag();
      await admin.createTopics({ topics: [topic], partitions: 2, replicas: 1 });
      return { topic, group_id: `fnhost-${topic}` };
    },
    async publish(s, bodies) {
      await producer.send({
        messages: bodies.map((value, i) => ({
          topic: String(field(s, 'topic')),
          key: Buffer.from(String(i)),
          value: Buffer.from(value),
        })),
      });
    },
    /** Messages past the group's committed offsets. */
    unacknowledged: (s) => kafkaLag(admin, s as KafkaSource),
    async close() {
      await Promise.all([admin.close(), producer.close()]);
    },
  };
}

/** Mosquitto: a trigger's session receives what is published once it subscribed (MQTT keeps nothing else). */
export async function mqttBroker(): Promise<TestBroker> {
  const client = await mqtt.connectAsync('mqtt://127.0.0.1:1883', { clientId: `fnhost-tests-${tag()}` });
  return {
    type: 'mqtt',
    port: 1883,
    url: (port = 1883) => `mqtt://127.0.0.1:${port}`,
    source: async () => ({ topic: `${tag()}/in`, qos: 1 }),
    async publish(s, bodies) {
      // All at once: the client sends them in this order, and the broker takes them in it.
      await Promise.all(bodies.map((b) => client.publishAsync(String(field(s, 'topic')), b, { qos: 1 })));
    },
    close: () => client.endAsync(),
  };
}
