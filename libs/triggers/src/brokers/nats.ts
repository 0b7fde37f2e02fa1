import { AckPolicy, JetStreamApiError, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { setTimeout as sleep } from 'timers/promises';

type NatsConnection = Awaited<ReturnType<typeof connect>>;
import { Broker, BrokerProblem, Inbox, lossSignal, Reach, Received, Subscription } from '../broker';
import type { NatsSource, TriggerSource } from '../definition';

const STREAM_NOT_FOUND = 10059;
/** How long a closing subscription waits for its messages' iterator before closing the connection. */
const CLOSE_WAIT_MS = 2000;
const CONSUMER_NOT_FOUND = 10014;

async function dial(reach: Reach, timeoutMs: number, name = 'fnhost-trigger'): Promise<NatsConnection> {
  const url = new URL(reach.url);
  try {
    return await connect({
      servers: `${url.hostname}:${url.port || 4222}`,
      ...(reach.username !== undefined && { user: reach.username, pass: reach.password }),
      ...(reach.tls && {
        tls: {
          // The name the certificate must carry: the client would check an address against
          // "localhost" (it names only resolved hosts), so a broker dialled by IP never matched.
          host: url.hostname,
          ...(reach.ca && { ca: reach.ca.toString() }),
          rejectUnauthorized: !reach.insecure,
        },
      }),
      timeout: timeoutMs,
      // A lost connection ends the subscription: the trigger's consumer reconnects with its backoff.
      reconnect: false,
      name,
    });
  } catch (err) {
    const { message } = err as Error;
    // Said as the other brokers say it: the server's words are "Authorization Violation".
    throw new BrokerProblem(
      'connection',
      /authorization violation/i.test(message)
        ? `NATS: credentials refused (${message})`
        : `NATS: ${message}`,
    );
  }
}

/** The durable pull consumer, made when missing: explicit acks, at most `window` unacknowledged. */
async function durable(nc: NatsConnection, s: NatsSource, window: number, create: boolean) {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(s.stream);
  } catch (err) {
    if (err instanceof JetStreamApiError && err.code === STREAM_NOT_FOUND)
      throw new BrokerProblem('source', `NATS: stream ${s.stream} not found`);
    throw err;
  }
  if (!create) return jsm;
  try {
    await jsm.consumers.info(s.stream, s.durable);
  } catch (err) {
    if (!(err instanceof JetStreamApiError && err.code === CONSUMER_NOT_FOUND)) throw err;
    await jsm.consumers.add(s.stream, {
      durable_name: s.durable,
      ack_policy: AckPolicy.Explicit,
      max_ack_pending: window,
      ...(s.subject && { filter_subject: s.subject }),
    });
  }
  return jsm;
}

function received(m: JsMsg, stream: string): Received {
  const headers: Record<string, string> = {};
  for (const key of m.headers?.keys() ?? []) headers[key] = m.headers!.get(key);
  return {
    id: `${stream}:${m.seq}`,
    source: m.subject,
    offset: String(m.seq),
    headers,
    body: Buffer.from(m.data),
    timestamp: m.time.toISOString(),
  };
}

/** JetStream: a durable pull consumer (created when missing), each message acknowledged on its own. */
export const natsBroker: Broker = {
  type: 'nats',

  async probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void> {
    const nc = await dial(reach, timeoutMs);
    try {
      await durable(nc, source as NatsSource, 1, false);
    } finally {
      await nc.close();
    }
  },

  async subscribe(reach: Reach, source: TriggerSource, window: number, name: string): Promise<Subscription> {
    const s = source as NatsSource;
    const nc = await dial(reach, 10_000, name);
    const { lost, lose } = lossSignal();
    void nc.closed().then((err: void | Error) => lose(err ?? new Error('NATS: connection closed')));
    try {
      const jsm = await durable(nc, s, window, true);
      const consumer = await jetstream(nc).consumers.get(s.stream, s.durable);
      const messages = await consumer.consume({ max_messages: window });
      const inbox = new Inbox();
      void (async () => {
        for await (const m of messages)
          // Given back at close: offered again at once rather than after the ack wait.
          inbox.push(received(m, s.stream), { ack: () => m.ackAck(), giveBack: () => m.nak() });
      })().catch((err: Error) => lose(err));
      return {
        lost,
        take: (max, waitMs, idleMs) => inbox.take(max, waitMs, idleMs),
        ack: (batch) => inbox.ack(batch),
        async lag() {
          return (await jsm.consumers.info(s.stream, s.durable)).num_pending;
        },
        async close() {
          inbox.release();
          // Each step bounded. The consumer's close settles once its iterator is read to its end:
          // a CI run saw one never settle. With it bounded, another saw a stop still held past 10 s;
          // the flush, which waits for the server's PONG, is the likely holder. The connection's
          // close ends what is left.
          const within = (step: Promise<unknown>) =>
            Promise.race([step.catch(() => undefined), sleep(CLOSE_WAIT_MS)]);
          await within(messages.close());
          await within(nc.flush());
          await within(nc.close());
        },
      };
    } catch (err) {
      await nc.close();
      throw err;
    }
  },
};
