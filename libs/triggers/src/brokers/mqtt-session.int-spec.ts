import { randomBytes } from 'crypto';
import { mqttBroker as mqttProducer, TestBroker } from '../testing';
import type { TriggerSource } from '../definition';
import { mqttBroker } from './mqtt';

/** Mosquitto's default in-flight limit: publishes it sends a session before one is acknowledged. */
const BROKER_INFLIGHT = 20;

describe('MQTT sessions (the machine Mosquitto)', () => {
  let p: TestBroker;
  const reach = { url: 'mqtt://127.0.0.1:1883', tls: false, insecure: false };
  const name = () => `fnhost-int-${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    p = await mqttProducer();
  });
  afterAll(() => p.close());

  it('takes many unacknowledged publishes as one batch', async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    const sub = await mqttBroker.subscribe(reach, source, 100, name());
    try {
      // Subscribed (its SUBACK came) before the publishes.
      await p.publish(
        source,
        Array.from({ length: BROKER_INFLIGHT }, (_, i) => `m${i}`),
      );
      const batch = await sub.take(BROKER_INFLIGHT, 3000, 5000);
      expect(batch.map((m) => m.body.toString())).toEqual(
        Array.from({ length: BROKER_INFLIGHT }, (_, i) => `m${i}`),
      );
      await sub.ack(batch);
    } finally {
      await sub.close();
    }
  });

  it('acknowledges in the order received: one acknowledged early waits for those before it', async () => {
    const source = (await p.source()) as unknown as TriggerSource;
    const consumer = name();
    const sub = await mqttBroker.subscribe(reach, source, 100, consumer);
    await p.publish(source, ['a', 'b', 'c', 'd']);
    const taken = await sub.take(4, 3000, 5000);
    expect(taken.map((m) => m.body.toString())).toEqual(['a', 'b', 'c', 'd']);
    // The last two only: their PUBACKs wait for a and b, so the broker sends all four again.
    await sub.ack(taken.slice(2));
    await sub.close();
    const next = await mqttBroker.subscribe(reach, source, 100, consumer);
    try {
      const again = await next.take(4, 3000, 15_000);
      expect(again.map((m) => m.body.toString())).toEqual(['a', 'b', 'c', 'd']);
      await next.ack(again);
    } finally {
      await next.close();
    }
    // All four acknowledged: nothing comes a third time.
    const third = await mqttBroker.subscribe(reach, source, 100, consumer);
    try {
      expect(await third.take(4, 0, 1500)).toEqual([]);
    } finally {
      await third.close();
    }
  }, 40_000);
});
