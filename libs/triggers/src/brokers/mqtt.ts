import { createHash, randomUUID } from 'crypto';
import type { IPublishPacket } from 'mqtt-packet';
import { Broker, Inbox, Reach, Received, Subscription } from '../broker';
import type { MqttSource, TriggerSource } from '../definition';
import { MqttSession } from './mqtt-session';

/**
 * A QoS 1 message's identity: the broker sends it again with the same packet id, topic and
 * payload, and the DUP flag. A packet id is given again only once the broker has our PUBACK, to a
 * first delivery (no DUP), which replaces the receipt it finds (`firstDelivery`): so a PUBACK lost
 * with a connection (a session taken over, a consumer stopping) leaves the receipt a redelivery
 * is matched to.
 */
function received(p: IPublishPacket): Received {
  const payload = Buffer.isBuffer(p.payload) ? p.payload : Buffer.from(p.payload);
  const digest = createHash('sha256').update(payload).digest('hex').slice(0, 16);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.properties?.userProperties ?? {})) headers[k] = String(v);
  return {
    id: p.qos > 0 ? `${p.topic}:${p.messageId}:${digest}` : `${p.topic}:qos0:${randomUUID()}`,
    source: p.topic,
    headers,
    body: payload,
    timestamp: new Date().toISOString(),
    firstDelivery: !p.dup,
  };
}

/**
 * MQTT (3.1.1, or 5 with `?protocol=5`): a persistent session per trigger subscribed at QoS 1,
 * taking every publish the broker sends (as many as its in-flight limit, or `window` with MQTT 5)
 * and acknowledging each once its event is durable: batches fill as with the other brokers.
 */
export const mqttBroker: Broker = {
  type: 'mqtt',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const session = await MqttSession.open(reach, {
      clientId: `fnhost-probe-${randomUUID()}`,
      persistent: false,
      timeoutMs,
    });
    try {
      await session.subscribe((source as MqttSource).topic);
    } finally {
      await session.end();
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, window: number, name: string): Promise<Subscription> {
    const { topic } = source as MqttSource;
    const inbox = new Inbox();
    // A persistent session's messages may come before the subscription is made again: held from the start.
    // Not acknowledged, a message comes again with the session.
    const session: MqttSession = await MqttSession.open(reach, {
      clientId: name,
      persistent: true,
      timeoutMs: 10_000,
      window,
      onPublish: (p) =>
        inbox.push(received(p), {
          ack: () => (p.qos > 0 && p.messageId !== undefined ? session.puback(p.messageId) : undefined),
        }),
    });
    // The session's own unacknowledged messages may come before the SUBACK: taken as they come.
    await session.subscribe(topic).catch((err: Error) => {
      session.fail(err);
      throw err;
    });
    return {
      lost: session.lost,
      take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
      ack: (messages) => inbox.ack(messages),
      lag: async () => null,
      async close() {
        inbox.release();
        await session.end();
      },
    };
  },
};
