import { randomBytes } from 'crypto';
import {
  kafkaBroker as kafkaProducer,
  mqttBroker as mqttProducer,
  natsBroker as natsProducer,
  rabbitBroker as rabbitProducer,
  TestBroker,
} from '../testing';
import { BrokerProblem, Reach } from '../broker';
import type { TriggerSource } from '../definition';
import { kafkaBroker } from './kafka';
import { mqttBroker } from './mqtt';
import { natsBroker } from './nats';
import { rabbitBroker } from './rabbitmq';

describe.each([
  [natsBroker, natsProducer],
  [rabbitBroker, rabbitProducer],
  [kafkaBroker, kafkaProducer],
  [mqttBroker, mqttProducer],
] as const)('broker clients against the real server', (broker, producer) => {
  let p: TestBroker;
  const reach = (port?: number): Reach => ({ url: p.url(port), tls: false, insecure: false });
  const name = () => `fnhost-int-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    p = await producer();
  });
  afterAll(() => p.close());

  it(`${broker.type}: a probe finds the source, and names what failed`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    await expect(broker.probe(reach(), source, 2000)).resolves.toBeUndefined();
    // MQTT cannot tell a topic nobody publishes to (Mosquitto grants every subscription here).
    if (broker.type !== 'mqtt') {
      const missing = {
        nats: { stream: 'nope', durable: 'd' },
        rabbitmq: { queue: 'nope' },
        kafka: { topic: 'nope', group_id: 'g' },
      }[broker.type];
      await expect(broker.probe(reach(), missing, 2000)).rejects.toMatchObject({
        field: 'source',
        message: expect.stringMatching(/nope not found/),
      });
    }
    const refused = await broker.probe(reach(1), source, 2000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BrokerProblem);
    expect(refused).toMatchObject({ field: 'connection' });
  });

  it(`${broker.type}: takes messages in batches, each acknowledged once handed over`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    const sub = await broker.subscribe(reach(), source, 10, name());
    try {
      await p.publish(source, ['1', '2', '3', '4', '5']);
      const first = await sub.take(3, 1000, 5000);
      expect(first.length).toBeGreaterThan(0);
      await sub.ack(first);
      const rest = [];
      while (first.length + rest.length < 5) {
        const more = await sub.take(10, 200, 5000);
        expect(more.length).toBeGreaterThan(0);
        await sub.ack(more);
        rest.push(...more);
      }
      // Kafka keeps order within a partition only: the bodies, sorted.
      expect([...first, ...rest].map((m) => m.body.toString()).sort()).toEqual(['1', '2', '3', '4', '5']);
      expect(new Set([...first, ...rest].map((m) => m.id)).size).toBe(5);
      expect(await sub.take(10, 0, 300)).toEqual([]);
    } finally {
      await sub.close();
    }
    if (p.unacknowledged) await expect(p.unacknowledged(source)).resolves.toBe(0);
  });

  it(`${broker.type}: what was taken and not acknowledged comes again to the next subscription`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    const consumer = name();
    const sub = await broker.subscribe(reach(), source, 10, consumer);
    await p.publish(source, ['again']);
    const [taken] = await sub.take(1, 0, 5000);
    await sub.close();
    const next = await broker.subscribe(reach(), source, 10, consumer);
    try {
      const [redelivered] = await next.take(1, 0, 15_000);
      expect(redelivered.id).toBe(taken.id);
      await next.ack([redelivered]);
    } finally {
      await next.close();
    }
  }, 30_000);
});
