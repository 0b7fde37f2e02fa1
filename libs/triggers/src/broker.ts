import type { SaslMechanism, TriggerSource, TriggerType } from './definition';

/** A connection ready to dial: its secrets opened (the worker and the api open them when connecting). */
export interface Reach {
  url: string;
  username?: string;
  password?: string;
  saslMechanism?: SaslMechanism;
  /**
   * TLS asked for by the connection's `tls` (NATS, Kafka; RabbitMQ and MQTT by their amqps: and
   * mqtts: schemes): the system's trust, and `ca` when given.
   */
  tls: boolean;
  ca?: Buffer;
  insecure: boolean;
}

/** A message as a consumer took it, before it is acknowledged. */
export interface Received {
  /** Its identity in the source: the same on a redelivery, unique otherwise (the idempotency key). */
  id: string;
  /** The subject, queue or topic it came from. */
  source: string;
  partition?: number;
  offset?: string;
  key?: string | null;
  headers: Record<string, string>;
  body: Buffer;
  timestamp: string;
  /** Its identity holds only until it is acknowledged: its receipt is then forgotten. */
  lapses?: boolean;
  /**
   * For an identity the broker gives again once it is acknowledged (an MQTT packet id, free again
   * only once the broker has our PUBACK): whether this is its first delivery, not a redelivery. A
   * first delivery replaces a receipt of the same identity, the last message's that had it; a
   * redelivery is matched to it, however its acknowledgement was lost.
   */
  firstDelivery?: boolean;
  /**
   * A message the source knows by its content alone (no id of its own): `key` is the same for
   * equal messages, `redelivered` whether the broker may have handed it over before. A redelivery
   * takes the receipt of an equal message recorded and not acknowledged, if there is one: that was it.
   */
  content?: { key: string; redelivered: boolean };
}

/**
 * A consumer's hold on a source. Messages taken are acknowledged only once their events are
 * durable (`ack`); those never acknowledged come again when the subscription ends.
 */
export interface Subscription {
  /**
   * Up to `max` messages: waits up to `idleMs` for a first one ([] if none), then up to `waitMs`
   * for more (the batch window).
   */
  take(max: number, waitMs: number, idleMs: number): Promise<Received[]>;
  ack(messages: readonly Received[]): Promise<void>;
  /** Messages waiting in the source, where the broker tells it. */
  lag(): Promise<number | null>;
  /** Settles with the reason once the connection is lost (the consumer then reconnects). */
  readonly lost: Promise<Error>;
  close(): Promise<void>;
}

/** What a connection test or a subscription could not do: said to the user as is. */
export class BrokerProblem extends Error {
  constructor(
    /** The field at fault: `connection` (unreachable, refused credentials) or `source` (unknown stream, queue, topic). */
    readonly field: 'connection' | 'source',
    message: string,
  ) {
    super(message);
  }
}

export interface Broker {
  readonly type: TriggerType;
  /** Connects, checks the source exists and disconnects: BrokerProblem otherwise. */
  probe(reach: Reach, source: TriggerSource, timeoutMs: number): Promise<void>;
  /**
   * `window`: how many messages may be taken and not yet acknowledged; `name`: the consumer's, the
   * same on every reconnect (a persistent session's client id, a connection's name).
   */
  subscribe(reach: Reach, source: TriggerSource, window: number, name: string): Promise<Subscription>;
}

/** A `lost` promise and the function that settles it once. */
export function lossSignal(): { lost: Promise<Error>; lose: (err: Error) => void } {
  let lose!: (err: Error) => void;
  const lost = new Promise<Error>((resolve) => (lose = resolve));
  let settled = false;
  return {
    lost,
    lose: (err) => {
      if (settled) return;
      settled = true;
      lose(err);
    },
  };
}

/** How the client settles one message with its broker. */
interface Settle {
  ack: () => unknown;
  /** At close, for a message handed over and not acknowledged: offered again at once, where the broker can be told. */
  giveBack?: () => unknown;
}

/**
 * Messages a client delivered, waiting to be taken, and how each is acknowledged: the client's own
 * window (prefetch, max_ack_pending) bounds how many, since none is acknowledged before it is
 * taken and its event accepted.
 */
export class Inbox {
  private readonly waiting: Received[] = [];
  private readonly unsettled = new Map<string, Settle>();
  private wake?: () => void;

  push(message: Received, settle: Settle): void {
    this.unsettled.set(message.id, settle);
    this.waiting.push(message);
    this.wake?.();
  }

  async ack(messages: readonly Received[]): Promise<void> {
    await Promise.all(
      messages.map((m) => {
        const settle = this.unsettled.get(m.id);
        this.unsettled.delete(m.id);
        return settle?.ack();
      }),
    );
  }

  /** At close: nothing more is taken, and what was not acknowledged comes again from the broker. */
  release(): void {
    this.waiting.length = 0;
    for (const settle of this.unsettled.values()) settle.giveBack?.();
    this.unsettled.clear();
  }

  async take(max: number, waitMs: number, idleMs: number): Promise<Received[]> {
    if (!this.waiting.length) await this.until(idleMs, () => this.waiting.length > 0);
    if (this.waiting.length && this.waiting.length < max && waitMs > 0)
      await this.until(waitMs, () => this.waiting.length >= max);
    return this.waiting.splice(0, max);
  }

  /** Resolves once `done()` holds or after `ms`. */
  private until(ms: number, done: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.wake = () => {
        if (done()) finish();
      };
    });
  }
}

/** Body text when it is valid UTF-8, base64 otherwise. */
export function bodyOf(bytes: Buffer): { body: string; encoding: 'utf8' | 'base64' } {
  const text = bytes.toString('utf8');
  return Buffer.from(text, 'utf8').equals(bytes)
    ? { body: text, encoding: 'utf8' }
    : { body: bytes.toString('base64'), encoding: 'base64' };
}
