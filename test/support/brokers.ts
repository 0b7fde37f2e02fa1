import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect as natsConnect } from '@nats-io/transport-node';
import * as amqp from 'amqplib';
import { randomBytes } from 'crypto';

/** A broker the suites publish to, as a user's producer would (the real server on loopback). */
export interface TestBroker {
  type: 'nats' | 'rabbitmq';
  port: number;
  url: (port?: number) => string;
  /** A new stream or queue of its own: the trigger's `source`. */
  source(): Promise<Record<string, unknown>>;
  publish(source: Record<string, unknown>, bodies: string[]): Promise<void>;
  /** Messages not yet acknowledged by the trigger (waiting or taken). */
  unacknowledged(source: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

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
      await Promise.all(bodies.map((b) => js.publish(`${String(s.stream)}.in`, b)));
    },
    async unacknowledged(s) {
      const info = await jsm.consumers.info(String(s.stream), String(s.durable));
      return info.num_pending + info.num_ack_pending;
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
        channel.sendToQueue(String(s.queue), Buffer.from(b), { messageId: `m${++sent}`, persistent: true });
      await channel.waitForConfirms();
    },
    /** Ready messages; taken ones count once the consumer is gone (a disabled trigger returns them). */
    async unacknowledged(s) {
      return (await channel.checkQueue(String(s.queue))).messageCount;
    },
    close: () => conn.close(),
  };
}
