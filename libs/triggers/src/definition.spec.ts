import { checkTrigger, hostsOf, TriggerProblem } from './definition';
import { AllowedHosts } from './reach';

const nats = {
  name: 'orders',
  type: 'nats',
  connection: { url: 'nats://broker:4222' },
  source: { stream: 'ORDERS', durable: 'fnhost' },
};
const refusal = (given: unknown, base?: Parameters<typeof checkTrigger>[1]) => {
  try {
    checkTrigger(given, base);
  } catch (err) {
    expect(err).toBeInstanceOf(TriggerProblem);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

describe('checkTrigger', () => {
  it('fills in the defaults: one message per invocation, 100 in flight, enabled', () => {
    expect(checkTrigger(nats)).toEqual({
      ...nats,
      batch: { max_messages: 1, max_wait_ms: 0 },
      max_in_flight: 100,
      enabled: true,
    });
  });

  it('names the field at fault', () => {
    expect(refusal({ ...nats, type: 'sqs' })).toMatch(/^type: one of nats, rabbitmq, kafka, mqtt/);
    expect(refusal({ ...nats, connection: { url: 'amqp://broker' } })).toMatch(
      /^connection\.url: a nats:\/\//,
    );
    expect(refusal({ ...nats, connection: { url: 'nats://u:p@broker' } })).toMatch(
      /must not carry credentials/,
    );
    expect(refusal({ ...nats, connection: { url: 'nats://b', password_secret: 'Bad Name' } })).toMatch(
      /^connection\.password_secret/,
    );
    expect(refusal({ ...nats, source: { stream: 'a.b', durable: 'x' } })).toMatch(/^source\.stream/);
    expect(refusal({ ...nats, source: { stream: 'A', durable: 'x', queue: 'q' } })).toMatch(
      /^source\.queue: unknown field/,
    );
    expect(refusal({ ...nats, batch: { max_messages: 101 } })).toMatch(
      /^batch\.max_messages: an integer from 1 to 100/,
    );
    expect(refusal({ ...nats, batch: { max_messages: 5, max_wait_ms: -1 } })).toMatch(/^batch\.max_wait_ms/);
    expect(refusal({ ...nats, max_in_flight: 0 })).toMatch(/^max_in_flight/);
    expect(refusal({ ...nats, name: 'Orders' })).toMatch(/^name: /);
    expect(
      refusal({ ...nats, type: 'mqtt', connection: { url: 'mqtt://b' }, source: { topic: 'a/#', qos: 0 } }),
    ).toMatch(/^source\.qos: must be 1/);
    for (const topic of ['a/#/b', 'a/b+', 'a#'])
      expect(refusal({ ...nats, type: 'mqtt', connection: { url: 'mqtt://b' }, source: { topic } })).toMatch(
        /^source\.topic: a topic filter/,
      );
    expect(
      checkTrigger({ ...nats, type: 'mqtt', connection: { url: 'mqtt://b' }, source: { topic: '+/x/#' } })
        .source,
    ).toEqual({
      topic: '+/x/#',
      qos: 1,
    });
  });

  it("takes Kafka's SASL mechanism, for Kafka and with an account only", () => {
    const kafka = {
      ...nats,
      type: 'kafka',
      connection: { url: 'kafka://b:9092', username: 'u', password_secret: 'kafka-password' },
      source: { topic: 'orders', group_id: 'fnhost' },
    };
    const withMechanism = (sasl_mechanism: unknown, extra: Record<string, unknown> = {}) => ({
      ...kafka,
      ...extra,
      connection: { ...kafka.connection, ...(extra.connection as object), sasl_mechanism },
    });
    expect(checkTrigger(withMechanism('scram-sha-512')).connection).toEqual({
      ...kafka.connection,
      sasl_mechanism: 'scram-sha-512',
    });
    expect(refusal(withMechanism('gssapi'))).toBe(
      'connection.sasl_mechanism: one of plain, scram-sha-256, scram-sha-512',
    );
    expect(refusal({ ...kafka, connection: { url: 'kafka://b:9092', sasl_mechanism: 'plain' } })).toMatch(
      /^connection\.sasl_mechanism: needs a username/,
    );
    expect(
      refusal({ ...nats, connection: { url: 'nats://b', username: 'u', sasl_mechanism: 'scram-sha-256' } }),
    ).toBe('connection.sasl_mechanism: only Kafka triggers take one');
  });

  it('lays a change over the stored trigger; the type cannot change', () => {
    const stored = checkTrigger(nats);
    expect(checkTrigger({ enabled: false, batch: { max_messages: 10 } }, stored)).toEqual({
      ...stored,
      enabled: false,
      batch: { max_messages: 10, max_wait_ms: 0 },
    });
    expect(refusal({ type: 'rabbitmq' }, stored)).toMatch(/^type: cannot change/);
  });
});

describe('hostsOf', () => {
  it("reads each scheme's hosts and default ports, Kafka's as a list", () => {
    expect(hostsOf('rabbitmq', 'amqps://mq.example.com/vhost')).toEqual([
      { host: 'mq.example.com', port: 5671 },
    ]);
    expect(hostsOf('kafka', 'kafka://a:9092,b:9093')).toEqual([
      { host: 'a', port: 9092 },
      { host: 'b', port: 9093 },
    ]);
    expect(hostsOf('mqtt', 'mqtt://[::1]')).toEqual([{ host: '::1', port: 1883 }]);
  });
});

describe('AllowedHosts', () => {
  const allowed = new AllowedHosts('broker.internal, 10.1.0.0/16, 192.168.1.5');
  it('lets public addresses through, and private ones only when listed', () => {
    expect(allowed.allows('example.com', '93.184.216.34')).toBe(true);
    expect(allowed.allows('broker.internal', '10.9.9.9')).toBe(true);
    expect(allowed.allows('x', '10.1.2.3')).toBe(true);
    expect(allowed.allows('x', '192.168.1.5')).toBe(true);
    expect(allowed.allows('x', '192.168.1.6')).toBe(false);
    expect(allowed.allows('x', '127.0.0.1')).toBe(false);
  });
});
