import { createHash, randomUUID } from 'crypto';
import mqtt, { IClientOptions, IPublishPacket, MqttClient } from 'mqtt';
import { Broker, BrokerProblem, Inbox, lossSignal, Reach, Received, Subscription } from '../broker';
import type { MqttSource, TriggerSource } from '../definition';

/** CONNACK return codes (3.1.1) and reason codes (5) that mean the credentials were refused. */
const REFUSED = new Set([4, 5, 134, 135]);
/** A SUBACK's failure code (3.1.1; 5 uses 0x80 and above). */
const SUB_FAILED = 0x80;

function options(reach: Reach, clientId: string, persistent: boolean, timeoutMs: number): IClientOptions {
  const url = new URL(reach.url);
  return {
    clientId,
    // MQTT 5 when the URL asks (?protocol=5), 3.1.1 otherwise: every broker speaks it.
    protocolVersion: url.searchParams.get('protocol') === '5' ? 5 : 4,
    clean: !persistent,
    ...(persistent &&
      url.searchParams.get('protocol') === '5' && { properties: { sessionExpiryInterval: 86_400 } }),
    connectTimeout: timeoutMs,
    // A lost connection ends the subscription: the trigger's consumer reconnects with its backoff.
    reconnectPeriod: 0,
    manualConnect: true,
    ...(reach.username !== undefined && { username: reach.username, password: reach.password }),
    ...(reach.ca && { ca: reach.ca }),
    rejectUnauthorized: !reach.insecure,
  };
}

/** Connects `client` (its handlers set first): BrokerProblem on the connection otherwise. */
function connected(client: MqttClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const refused = (err: Error & { code?: number }) => {
      client.end(true);
      reject(
        new BrokerProblem(
          'connection',
          REFUSED.has(err.code ?? -1) ? `MQTT: credentials refused (${err.message})` : `MQTT: ${err.message}`,
        ),
      );
    };
    const closed = () => refused(new Error('connection closed'));
    client.once('connect', () => {
      client.off('error', refused);
      client.off('close', closed);
      resolve();
    });
    client.once('error', refused);
    client.once('close', closed);
    client.connect();
  });
}

async function subscribed(client: MqttClient, topic: string): Promise<void> {
  const granted = await client.subscribeAsync(topic, { qos: 1 });
  if (granted.some((g) => g.qos >= SUB_FAILED))
    throw new BrokerProblem('source', `MQTT: subscription to ${topic} refused`);
}

/**
 * A QoS 1 message's identity while unacknowledged: the broker sends it again with the same packet
 * id, topic and payload. A packet id is reused once acknowledged, so receipts of MQTT messages
 * are forgotten at acknowledgement (`lapses`).
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
    lapses: true,
  };
}

/**
 * MQTT (3.1.1, or 5 with `?protocol=5`): a persistent session per trigger subscribed at QoS 1. The
 * client acknowledges publishes one at a time, in order (a PUBACK after the handler's callback),
 * so a trigger takes one message at a time: MQTT triggers do not batch.
 */
export const mqttBroker: Broker = {
  type: 'mqtt',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const client = mqtt.connect(reach.url, options(reach, `fnhost-probe-${randomUUID()}`, false, timeoutMs));
    await connected(client);
    try {
      await subscribed(client, (source as MqttSource).topic);
    } finally {
      await client.endAsync(true);
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, _window: number, name: string): Promise<Subscription> {
    const { topic } = source as MqttSource;
    const client = mqtt.connect(reach.url, options(reach, name, true, 10_000));
    const inbox = new Inbox();
    // A persistent session's messages may come before the subscription is made again: held from the start.
    // The callback sends the PUBACK. Not acknowledged, a message comes again with the session.
    client.handleMessage = (packet, callback) => inbox.push(received(packet), { ack: () => callback() });
    await connected(client);
    const { lost, lose } = lossSignal();
    client.on('close', () => lose(new Error('MQTT: connection closed')));
    client.on('error', (err) => lose(err));
    // Not awaited: the session's own unacknowledged messages come first, and the client hands
    // over nothing else (the SUBACK included) until they are acknowledged.
    subscribed(client, topic).catch((err: Error) => lose(err));
    return {
      lost,
      take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
      ack: (messages) => inbox.ack(messages),
      lag: async () => null,
      async close() {
        inbox.release();
        await client.endAsync(true).catch(() => undefined);
      },
    };
  },
};
