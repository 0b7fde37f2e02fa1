import { SECRET_NAME } from '@fnhost/runtime/configuration';

/** The brokers a trigger consumes, each named by its URL's scheme. */
export const TRIGGER_TYPES = ['nats', 'rabbitmq', 'kafka', 'mqtt'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const SCHEMES: Record<TriggerType, readonly string[]> = {
  nats: ['nats:'],
  rabbitmq: ['amqp:', 'amqps:'],
  kafka: ['kafka:'],
  mqtt: ['mqtt:', 'mqtts:'],
};

/** How a Kafka client proves its account (SASL): PLAIN sends the password, SCRAM a proof of it. */
export const SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;
export type SaslMechanism = (typeof SASL_MECHANISMS)[number];

/** Where a trigger connects: credentials are the names of secrets of the function's team, never values. */
export interface TriggerConnection {
  url: string;
  username?: string;
  password_secret?: string;
  /** Kafka only: how the account is proven (PLAIN when not said). */
  sasl_mechanism?: SaslMechanism;
  tls?: { ca_secret?: string; insecure?: boolean };
}

export interface NatsSource {
  stream: string;
  subject?: string;
  durable: string;
}
export interface RabbitSource {
  queue: string;
  prefetch?: number;
}
export interface KafkaSource {
  topic: string;
  group_id: string;
}
export interface MqttSource {
  topic: string;
  qos: 1;
}
export type TriggerSource = NatsSource | RabbitSource | KafkaSource | MqttSource;

export interface TriggerBatch {
  max_messages: number;
  max_wait_ms: number;
}

/** A trigger as stored and consumed: checked, defaults filled in. */
export interface TriggerDefinition {
  name: string;
  type: TriggerType;
  connection: TriggerConnection;
  source: TriggerSource;
  batch: TriggerBatch;
  max_in_flight: number;
  enabled: boolean;
}

export const TRIGGER_LIMITS = {
  perFunction: 20,
  maxMessages: 100,
  maxWaitMs: 60_000,
  maxInFlight: 10_000,
  defaultInFlight: 100,
  maxPrefetch: 1000,
};
/** One message per invocation unless the trigger says otherwise. */
export const NO_BATCH: TriggerBatch = { max_messages: 1, max_wait_ms: 0 };

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** JetStream names: no whitespace, dots, wildcards or path separators. */
const NATS_NAME = /^[^\s.*>/\\]{1,255}$/;
const TEXT = (max: number) => new RegExp(`^[\\x21-\\x7e]{1,${max}}$`);

/** MQTT topic filters: `+` stands for a whole level, `#` only for the last. */
const MQTT_FILTER = /^(?:(?:\+|[^+#/\u0000]*)\/)*(?:\+|#|[^+#/\u0000]*)$/u;

/** A refusal naming the field, in the documented 400. */
export class TriggerProblem extends Error {}

type Obj = Record<string, unknown>;

function object(value: unknown, field: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TriggerProblem(`${field}: must be an object`);
  return value as Obj;
}

function only(o: Obj, field: string, keys: readonly string[]): void {
  const extra = Object.keys(o).find((k) => !keys.includes(k));
  if (extra) throw new TriggerProblem(`${field}${extra}: unknown field`);
}

function text(
  o: Obj,
  key: string,
  field: string,
  rule: RegExp,
  what: string,
  optional = false,
): string | undefined {
  const value = o[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || !rule.test(value)) throw new TriggerProblem(`${field}${key}: ${what}`);
  return value;
}

function int(o: Obj, key: string, field: string, min: number, max: number, fallback?: number): number {
  const value = o[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new TriggerProblem(`${field}${key}: an integer from ${min} to ${max}`);
  return value;
}

function connectionOf(type: TriggerType, given: unknown): TriggerConnection {
  const c = object(given, 'connection');
  only(c, 'connection.', ['url', 'username', 'password_secret', 'sasl_mechanism', 'tls']);
  const url = text(c, 'url', 'connection.', /^\S{1,2048}$/, 'a URL of at most 2048 characters')!;
  hostsOf(type, url); // its scheme and hosts
  const username = text(c, 'username', 'connection.', TEXT(255), '1 to 255 visible ASCII characters', true);
  const password_secret = text(
    c,
    'password_secret',
    'connection.',
    SECRET_NAME,
    'the name of a secret',
    true,
  );
  const sasl_mechanism = c.sasl_mechanism as SaslMechanism | undefined;
  if (sasl_mechanism !== undefined) {
    if (type !== 'kafka') throw new TriggerProblem('connection.sasl_mechanism: only Kafka triggers take one');
    if (!SASL_MECHANISMS.includes(sasl_mechanism))
      throw new TriggerProblem(`connection.sasl_mechanism: one of ${SASL_MECHANISMS.join(', ')}`);
    if (username === undefined)
      throw new TriggerProblem('connection.sasl_mechanism: needs a username (and password_secret)');
  }
  let tls: TriggerConnection['tls'];
  if (c.tls !== undefined) {
    const t = object(c.tls, 'connection.tls');
    only(t, 'connection.tls.', ['ca_secret', 'insecure']);
    const ca_secret = text(t, 'ca_secret', 'connection.tls.', SECRET_NAME, 'the name of a secret', true);
    if (t.insecure !== undefined && typeof t.insecure !== 'boolean')
      throw new TriggerProblem('connection.tls.insecure: must be a boolean');
    tls = { ...(ca_secret && { ca_secret }), insecure: t.insecure === true };
  }
  return {
    url,
    ...(username && { username }),
    ...(password_secret && { password_secret }),
    ...(sasl_mechanism && { sasl_mechanism }),
    ...(tls && { tls }),
  };
}

function sourceOf(type: TriggerType, given: unknown): TriggerSource {
  const s = object(given, 'source');
  const f = 'source.';
  switch (type) {
    case 'nats': {
      only(s, f, ['stream', 'subject', 'durable']);
      const subject = text(s, 'subject', f, /^[^\s]{1,255}$/, 'a subject without whitespace', true);
      return {
        stream: text(s, 'stream', f, NATS_NAME, 'a stream name (no spaces, dots or wildcards)')!,
        ...(subject && { subject }),
        durable: text(s, 'durable', f, NATS_NAME, 'a consumer name (no spaces, dots or wildcards)')!,
      };
    }
    case 'rabbitmq': {
      only(s, f, ['queue', 'prefetch']);
      const queue = text(s, 'queue', f, /^.{1,255}$/u, 'a queue name of 1 to 255 characters')!;
      return s.prefetch === undefined
        ? { queue }
        : { queue, prefetch: int(s, 'prefetch', f, 1, TRIGGER_LIMITS.maxPrefetch) };
    }
    case 'kafka':
      only(s, f, ['topic', 'group_id']);
      return {
        topic: text(s, 'topic', f, /^[A-Za-z0-9._-]{1,249}$/, 'a topic name (letters, digits, . _ -)')!,
        group_id: text(s, 'group_id', f, TEXT(255), '1 to 255 visible ASCII characters')!,
      };
    case 'mqtt':
      only(s, f, ['topic', 'qos']);
      if (s.qos !== undefined && s.qos !== 1) throw new TriggerProblem('source.qos: must be 1');
      return {
        topic: text(s, 'topic', f, MQTT_FILTER, 'a topic filter (+ a whole level, # the last)')!,
        qos: 1,
      };
  }
}

function batchOf(given: unknown): TriggerBatch {
  if (given === undefined) return { ...NO_BATCH };
  const b = object(given, 'batch');
  only(b, 'batch.', ['max_messages', 'max_wait_ms']);
  const batch = {
    max_messages: int(b, 'max_messages', 'batch.', 1, TRIGGER_LIMITS.maxMessages),
    max_wait_ms: int(b, 'max_wait_ms', 'batch.', 0, TRIGGER_LIMITS.maxWaitMs, 0),
  };
  return batch;
}

/**
 * A trigger as given (POST), or a change laid over the stored one (PATCH, `base`): checked,
 * defaults filled in. Throws TriggerProblem naming the field. The type cannot change.
 */
export function checkTrigger(given: unknown, base?: TriggerDefinition): TriggerDefinition {
  const t = object(given, 'body');
  only(t, '', ['name', 'type', 'connection', 'source', 'batch', 'max_in_flight', 'enabled']);
  if (base && t.type !== undefined && t.type !== base.type)
    throw new TriggerProblem('type: cannot change; create another trigger');
  const type = (t.type ?? base?.type) as TriggerType;
  if (!TRIGGER_TYPES.includes(type)) throw new TriggerProblem(`type: one of ${TRIGGER_TYPES.join(', ')}`);
  const name =
    t.name === undefined && base
      ? base.name
      : text(t, 'name', '', NAME, 'lowercase letters, digits and dashes, at most 63')!;
  return {
    name,
    type,
    connection: t.connection === undefined && base ? base.connection : connectionOf(type, t.connection),
    source: t.source === undefined && base ? base.source : sourceOf(type, t.source),
    batch: t.batch === undefined && base ? base.batch : batchOf(t.batch),
    max_in_flight: int(
      t,
      'max_in_flight',
      '',
      1,
      TRIGGER_LIMITS.maxInFlight,
      base?.max_in_flight ?? TRIGGER_LIMITS.defaultInFlight,
    ),
    enabled: boolOf(t.enabled, base?.enabled ?? true),
  };
}

function boolOf(value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TriggerProblem('enabled: must be a boolean');
  return value;
}

/** The secrets a trigger names. */
export function secretsOf(c: TriggerConnection): string[] {
  return [c.password_secret, c.tls?.ca_secret].filter((n): n is string => !!n);
}

/**
 * The hosts and ports a connection URL names, its scheme checked against the type (Kafka's takes a
 * comma-separated list of brokers). Throws TriggerProblem on connection.url.
 */
export function hostsOf(type: TriggerType, url: string): { host: string; port: number }[] {
  const problem = new TriggerProblem(
    `connection.url: a ${SCHEMES[type].map((s) => `${s}//`).join(' or ')} URL${type === 'kafka' ? ' (host:port, comma-separated)' : ''}`,
  );
  const scheme = url.slice(0, url.indexOf(':') + 1).toLowerCase();
  if (!SCHEMES[type].includes(scheme)) throw problem;
  const rest = url.slice(scheme.length);
  const authorities = type === 'kafka' ? rest.replace(/^\/\//, '').replace(/\/$/, '').split(',') : [null];
  return authorities.map((authority) => {
    let parsed: URL;
    try {
      parsed = new URL(authority === null ? url : `kafka://${authority}`);
    } catch {
      throw problem;
    }
    if (!parsed.hostname || parsed.username || parsed.password) {
      if (parsed.username || parsed.password)
        throw new TriggerProblem('connection.url: must not carry credentials (username, password_secret)');
      throw problem;
    }
    const port = parsed.port ? Number(parsed.port) : DEFAULT_PORTS[scheme];
    if (!port) throw problem;
    return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port };
  });
}

const DEFAULT_PORTS: Record<string, number> = {
  'nats:': 4222,
  'amqp:': 5672,
  'amqps:': 5671,
  'kafka:': 9092,
  'mqtt:': 1883,
  'mqtts:': 8883,
};
