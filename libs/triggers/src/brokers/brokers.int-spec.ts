import {
  kafkaBroker as kafkaProducer,
  natsBroker as natsProducer,
  rabbitBroker as rabbitProducer,
  TestBroker,
} from '../../../../test/support/brokers';
import { BrokerProblem, Reach } from '../broker';
import type { TriggerSource } from '../definition';
import { kafkaBroker } from './kafka';
import { natsBroker } from './nats';
import { rabbitBroker } from './rabbitmq';

describe.each([
  [natsBroker, natsProducer],
  [rabbitBroker, rabbitProducer],
  [kafkaBroker, kafkaProducer],
] as const)('broker clients against the real server', (broker, producer) => {
  let p: TestBroker;
  const reach = (port?: number): Reach => ({ url: p.url(port), insecure: false });

  beforeAll(async () => {
    p = await producer();
  });
  afterAll(() => p.close());

  it(`${broker.type}: a probe finds the source, and names what failed`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    await expect(broker.probe(reach(), source, 2000)).resolves.toBeUndefined();
    const missing = {
      nats: { stream: 'nope', durable: 'd' },
      rabbitmq: { queue: 'nope' },
      kafka: { topic: 'nope', group_id: 'g' },
    }[broker.type as 'nats' | 'rabbitmq' | 'kafka'];
    await expect(broker.probe(reach(), missing, 2000)).rejects.toMatchObject({
      field: 'source',
      message: expect.stringMatching(/nope not found/),
    });
    const refused = await broker.probe(reach(1), source, 2000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BrokerProblem);
    expect(refused).toMatchObject({ field: 'connection' });
  });

  it(`${broker.type}: takes messages in batches, each acknowledged once handed over`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    await p.publish(source, ['1', '2', '3', '4', '5']);
    const sub = await broker.subscribe(reach(), source, 10);
    try {
      const first = await sub.take(3, 200, 2000);
      expect(first).toHaveLength(3);
      const rest = await sub.take(10, 200, 2000);
      // Kafka keeps order within a partition only: the bodies, sorted.
      expect([...first, ...rest].map((m) => m.body.toString()).sort()).toEqual(['1', '2', '3', '4', '5']);
      expect(new Set([...first, ...rest].map((m) => m.id)).size).toBe(5);
      await sub.ack([...first, ...rest]);
      expect(await sub.take(10, 0, 300)).toEqual([]);
    } finally {
      await sub.close();
    }
    await expect(p.unacknowledged(source)).resolves.toBe(0);
  });

  it(`${broker.type}: what was taken and not acknowledged comes again to the next subscription`, async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    await p.publish(source, ['again']);
    const sub = await broker.subscribe(reach(), source, 10);
    const [taken] = await sub.take(1, 0, 2000);
    await sub.close();
    const next = await broker.subscribe(reach(), source, 10);
    try {
      const [redelivered] = await next.take(1, 0, 2000);
      expect(redelivered.id).toBe(taken.id);
      await next.ack([redelivered]);
    } finally {
      await next.close();
    }
  });
});
