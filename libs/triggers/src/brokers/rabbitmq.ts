import { createHash, randomUUID } from 'crypto';
import * as amqp from 'amqplib';
import { Broker, BrokerProblem, Inbox, lossSignal, Reach, Received, Subscription } from '../broker';
import type { RabbitSource, TriggerSource } from '../definition';

/** AMQP's reply code for a missing queue (the broker closes the channel with it). */
const NOT_FOUND = 404;
const ACCESS_REFUSED = 403;

async function dial(reach: Reach, timeoutMs: number): Promise<amqp.ChannelModel> {
  const url = new URL(reach.url);
  const tls = url.protocol === 'amqps:';
  try {
    return await amqp.connect(
      {
        protocol: tls ? 'amqps' : 'amqp',
        hostname: url.hostname,
        port: url.port ? Number(url.port) : tls ? 5671 : 5672,
        vhost: decodeURIComponent(url.pathname.slice(1)) || '/',
        username: reach.username ?? 'guest',
        password: reach.password ?? 'guest',
        heartbeat: 10,
      },
      {
        timeout: timeoutMs,
        ...(tls && { ...(reach.ca && { ca: [reach.ca] }), rejectUnauthorized: !reach.insecure }),
      },
    );
  } catch (err) {
    const message = (err as Error).message;
    throw new BrokerProblem(
      'connection',
      /ACCESS_REFUSED|403/.test(message)
        ? `RabbitMQ: credentials refused (${message})`
        : `RabbitMQ: ${message}`,
    );
  }
}

/** The queue's message count; BrokerProblem on `source` when it does not exist. */
async function check(conn: amqp.ChannelModel, queue: string): Promise<number> {
  const channel = await conn.createChannel();
  channel.on('error', () => undefined); // a failed check closes the channel: its error is the one thrown
  try {
    return (await channel.checkQueue(queue)).messageCount;
  } catch (err) {
    const code = (err as { code?: number }).code;
    if (code === NOT_FOUND) throw new BrokerProblem('source', `RabbitMQ: queue ${queue} not found`);
    if (code === ACCESS_REFUSED)
      throw new BrokerProblem('source', `RabbitMQ: access to queue ${queue} refused`);
    throw err;
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/**
 * A message's identity: its message-id property when the publisher set one. Without it, its
 * content (exchange, routing key, properties, body) is its key (decision 41): every delivery gets
 * an identity of its own, and only a redelivery (AMQP's `redelivered`: it may have been handed over
 * before) is matched against equal messages recorded and never acknowledged.
 */
function received(m: amqp.ConsumeMessage, queue: string): Received {
  const p = m.properties;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(p.headers ?? {}))
    headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
  const common = {
    source: queue,
    headers,
    body: m.content,
    timestamp: new Date(typeof p.timestamp === 'number' ? p.timestamp * 1000 : Date.now()).toISOString(),
  };
  if (p.messageId !== undefined)
    return { id: `${queue}:${p.messageId}`, key: String(p.messageId), ...common };
  // A quorum queue counts deliveries in a header: not the message's own, so not its content.
  const own = Object.fromEntries(Object.entries(p.headers ?? {}).filter(([k]) => k !== 'x-delivery-count'));
  const digest = createHash('sha256')
    .update(JSON.stringify([m.fields.exchange, m.fields.routingKey, { ...p, headers: own }]))
    .update(m.content)
    .digest('hex');
  const key = `${queue}:content:${digest}`;
  return {
    id: `${key}:${randomUUID()}`,
    ...common,
    lapses: true,
    content: { key, redelivered: m.fields.redelivered },
  };
}

/** RabbitMQ (AMQP 0-9-1): a consumer on an existing queue, prefetch bounding what is unacknowledged. */
export const rabbitBroker: Broker = {
  type: 'rabbitmq',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const conn = await dial(reach, timeoutMs);
    conn.on('error', () => undefined);
    try {
      await check(conn, (source as RabbitSource).queue);
    } finally {
      await conn.close().catch(() => undefined);
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, window: number): Promise<Subscription> {
    const { queue, prefetch } = source as RabbitSource;
    const conn = await dial(reach, 10_000);
    const { lost, lose } = lossSignal();
    conn.on('error', (err: Error) => lose(err));
    conn.on('close', (err?: Error) => lose(err ?? new Error('RabbitMQ: connection closed')));
    try {
      await check(conn, queue);
      const channel = await conn.createChannel();
      channel.on('error', (err: Error) => lose(err));
      channel.on('close', () => lose(new Error('RabbitMQ: channel closed')));
      await channel.prefetch(prefetch ?? window);
      const inbox = new Inbox();
      await channel.consume(
        queue,
        (m) => {
          if (!m) return lose(new Error(`RabbitMQ: the consumer of ${queue} was cancelled`));
          // Not acknowledged, a message is requeued when the channel closes.
          inbox.push(received(m, queue), { ack: () => channel.ack(m) });
        },
        { noAck: false },
      );
      return {
        lost,
        take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
        ack: (batch) => inbox.ack(batch),
        lag: () => check(conn, queue),
        async close() {
          inbox.release();
          await conn.close().catch(() => undefined);
        },
      };
    } catch (err) {
      await conn.close().catch(() => undefined);
      throw err;
    }
  },
};
