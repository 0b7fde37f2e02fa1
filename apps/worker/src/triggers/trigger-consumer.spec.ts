import { Broker, Subscription } from '@fnhost/triggers';
import type { HeldTrigger } from './held-trigger';
import { TriggerConsumer } from './trigger-consumer';
import type { TriggerDeliveries } from './trigger-deliveries';
import type { TriggerMetrics } from './trigger-metrics';

/** A subscription whose client never finishes closing (as a NATS iterator once did in CI). */
const stuck: Subscription = {
  take: () => new Promise(() => undefined),
  ack: async () => undefined,
  lag: async () => null,
  lost: new Promise(() => undefined),
  close: () => new Promise(() => undefined),
};

describe('TriggerConsumer', () => {
  afterEach(() => jest.useRealTimers());

  it('stops within 10 s though its client never closes: the supervisor pass it holds goes on', async () => {
    jest.useFakeTimers();
    const broker = { type: 'nats', probe: async () => undefined, subscribe: async () => stuck } as Broker;
    const consumer = new TriggerConsumer(
      { uuid: 't', source: {}, batch: { max_messages: 1, max_wait_ms: 0 }, max_in_flight: 10 } as HeldTrigger,
      {
        broker,
        reach: async () => ({ url: 'nats://x', tls: false, insecure: false }),
        deliveries: { inFlight: async () => 0 } as unknown as TriggerDeliveries,
        metrics: { messages: () => undefined, lag: () => undefined } as unknown as TriggerMetrics,
        backoffMaxMs: 1000,
        pollMs: 100,
      },
    );
    await jest.advanceTimersByTimeAsync(100); // subscribed, its take waiting
    let stopped = false;
    void consumer.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(9_000);
    expect(stopped).toBe(false);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(stopped).toBe(true);
  });
});
