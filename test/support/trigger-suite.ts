import { Client } from 'pg';
import {
  BROKER_ACCOUNT,
  brokerWithAccount,
  kafkaBroker,
  mqttBroker,
  natsBroker,
  ownKafka,
  rabbitBroker,
  TestBroker,
} from './brokers';
import { newUserToken, testDb } from './fixtures';
import { deployActive, initFunction } from './functions';
import { call, expectError } from './http';
import { port, portOf, replaceWorker, spawnApp, TEST_ENV, waitFor, WORKER } from './stack';
import { TcpProxy } from './tcp-proxy';
import { until } from './wait';

/** Fails on a message saying `fail`, takes 800 ms on one saying `slow`; answers how many it got. */
const HANDLER = `exports.handler = async (e) => {
  const bodies = e.messages.map((m) => m.body);
  if (bodies.includes('fail')) throw new Error('boom');
  if (bodies.includes('slow')) await new Promise((r) => setTimeout(r, 800));
  return { n: bodies.length };
};\n`;

type Trigger = {
  id: string;
  enabled: boolean;
  status: {
    state: string;
    last_error: string | null;
    messages_total: number;
    owner: string | null;
    lag: number | null;
  };
};

const BROKERS = { nats: natsBroker, rabbitmq: rabbitBroker, kafka: kafkaBroker, mqtt: mqttBroker };
/** A source a broker of the test's own lacks, where its type has sources (MQTT's any topic will do). */
const MISSING_SOURCE = {
  nats: { stream: 'none', durable: 'd' },
  kafka: { topic: 'none', group_id: 'g' },
  rabbitmq: { queue: 'none' },
};

/**
 * Every trigger case on one broker (test/triggers-<broker>.e2e-spec.ts): a suite per broker, so the
 * shards can spread them.
 */
export function triggerSuite(type: keyof typeof BROKERS): void {
  const open = BROKERS[type];
  describe(`triggers: ${type}`, () => {
    /**
     * A broker of the test's own to stop and start: a TCP proxy before the shared one, or for Kafka
     * (its clients go to the address it advertises, past any proxy) a Kafka of its own.
     */
    const outage = async () => {
      if (type === 'kafka') {
        const own = await ownKafka(port(19_192));
        // Its JVM must not outlive a producer that failed to connect (jest would wait on it).
        const producer = await kafkaBroker(port(19_192)).catch(async (err: unknown) => {
          await own.remove();
          throw err;
        });
        return {
          producer,
          url: producer.url(),
          cut: () => own.stop(),
          restore: () => own.start(),
          close: async () => {
            await producer.close().catch(() => undefined);
            await own.remove();
          },
        };
      }
      const proxy = await new TcpProxy('127.0.0.1', broker.port).start();
      return {
        producer: broker,
        url: broker.url(proxy.port),
        cut: () => proxy.cut(),
        restore: () => proxy.restore(),
        close: () => proxy.stop(),
      };
    };

    let broker: TestBroker;
    let db: Client;
    let token: string;
    let fn: string;

    const create = async (
      source: Record<string, unknown>,
      extra: Record<string, unknown> = {},
      url = broker.url(),
    ) => {
      const res = await call<Trigger>('POST', `/api/functions/${fn}/triggers`, {
        token,
        json: {
          name: `t-${Math.random().toString(36).slice(2, 8)}`,
          type,
          connection: { url },
          source,
          ...extra,
        },
      });
      if (res.status !== 201) throw new Error(`trigger not created: ${res.status} ${res.text}`);
      // Subscribed before anything is published: an MQTT broker keeps messages for sessions it has.
      if (res.body.enabled) await running(res.body.id);
      return res.body;
    };
    const running = (id: string) =>
      until('the trigger running', async () => (await get(id)).status.state === 'running');
    /** Messages the broker still holds for the trigger, where it tells (MQTT does not). */
    const expectAcknowledged = async (source: object) => {
      if (broker.unacknowledged)
        await until('every message acknowledged', async () => (await broker.unacknowledged!(source)) === 0);
    };
    const get = async (id: string) =>
      (await call<Trigger>('GET', `/api/functions/${fn}/triggers/${id}`, { token })).body;
    const patch = (id: string, json: Record<string, unknown>) =>
      call<Trigger>('PATCH', `/api/functions/${fn}/triggers/${id}`, { token, json });
    /** The executions a trigger's events made: each one's message bodies and ids, and its status. */
    const executions = async (triggerId: string) =>
      (
        (
          await db.query(
            `SELECT e.status, e.input FROM executions e JOIN async_events a ON a.execution_uuid = e.uuid
           WHERE a.trigger_uuid = $1`,
            [triggerId],
          )
        ).rows as { status: string; input: string }[]
      ).map((r) => ({
        status: r.status,
        messages: (JSON.parse(r.input) as { messages: { id: string; body: string }[] }).messages,
      }));
    const settled = async (triggerId: string, n: number) => {
      await until(
        `${n} messages run`,
        async () => {
          const runs = await executions(triggerId);
          return (
            runs.flatMap((r) => r.messages).length >= n &&
            runs.every((r) => r.status !== 'queued' && r.status !== 'running')
          );
        },
        120,
      );
      return executions(triggerId);
    };

    beforeAll(async () => {
      broker = await open();
      db = await testDb();
      token = (await newUserToken()).token;
      // A short timeout: an attempt lost with a killed worker is tried again seconds later.
      fn = await initFunction(token, { timeout: 5 });
      await deployActive(token, fn, { 'index.js': HANDLER });
      // One retry, soon: a failing message is a dead letter within seconds.
      await call('PUT', `/api/functions/${fn}/async-config`, {
        token,
        json: { max_retries: 1, max_event_age_s: 600 },
      });
    });

    afterAll(async () => {
      // Its triggers stop with it: left behind, every later suite's worker would consume them.
      if (fn) expect((await call('DELETE', `/api/functions/${fn}`, { token })).status).toBe(200);
      await broker.close();
      await db.end();
    });

    it('300 messages published make 300 executions, none missing and none run twice', async () => {
      const source = await broker.source();
      const trigger = await create(source);
      expect(trigger).toMatchObject({
        type,
        source,
        batch: { max_messages: 1, max_wait_ms: 0 },
        max_in_flight: 100,
      });
      await broker.publish(
        source,
        Array.from({ length: 300 }, (_, i) => `message ${i}`),
      );
      const runs = await settled(trigger.id, 300);
      const bodies = runs.flatMap((r) => r.messages.map((m) => m.body));
      expect(runs).toHaveLength(300);
      expect(new Set(bodies).size).toBe(300);
      expect(new Set(runs.flatMap((r) => r.messages.map((m) => m.id))).size).toBe(300);
      expect(runs.every((r) => r.status === 'success')).toBe(true);
      await until(
        'the status counted them',
        async () => (await get(trigger.id)).status.messages_total === 300,
      );
      expect((await get(trigger.id)).status).toMatchObject({ state: 'running', owner: expect.any(String) });
      await expectAcknowledged(source);
      // The worker holding it counts them by outcome, and reports the lag the broker tells.
      const metrics = await (
        await fetch(`${WORKER}/metrics`, { headers: { authorization: `Bearer ${TEST_ENV.METRICS_TOKEN}` } })
      ).text();
      expect(metrics).toMatch(
        new RegExp(
          `^fnhost_trigger_messages_total\\{trigger="${trigger.id}",outcome="accepted"\\} 300$`,
          'm',
        ),
      );
      if (type !== 'mqtt')
        expect(metrics).toMatch(new RegExp(`^fnhost_trigger_lag\\{trigger="${trigger.id}"\\} \\d+$`, 'm'));
      // The executions list names the broker as their trigger.
      const listed = await call<{ total: number }>(
        'GET',
        `/api/functions/${fn}/executions?trigger=${type}&per_page=1`,
        {
          token,
        },
      );
      expect(listed.body.total).toBeGreaterThanOrEqual(300);
    });

    it('batches messages into one invocation up to max_messages', async () => {
      const source = await broker.source();
      const batch = { max_messages: 10, max_wait_ms: 500 };
      const trigger = await create(source, { batch });
      await broker.publish(
        source,
        Array.from({ length: 50 }, (_, i) => `batched ${i}`),
      );
      const runs = await settled(trigger.id, 50);
      expect(runs.flatMap((r) => r.messages)).toHaveLength(50);
      expect(Math.max(...runs.map((r) => r.messages.length))).toBe(10);
      expect(runs.length).toBeLessThan(50);
    });

    it('a failing message is retried, then kept as a dead letter, and acknowledged', async () => {
      const source = await broker.source();
      const trigger = await create(source);
      await broker.publish(source, ['fail']);
      await until('a dead letter', async () => {
        const dead = await call<{
          dead_letters: { attempts: number; body: { messages: { body: string }[] } }[];
        }>('GET', `/api/functions/${fn}/dead-letters`, { token });
        return dead.body.dead_letters.some((d) => d.attempts === 2 && d.body.messages[0].body === 'fail');
      });
      expect((await patch(trigger.id, { enabled: false })).status).toBe(200);
      await until('its consumer gone', async () => (await get(trigger.id)).status.owner === null);
      await expectAcknowledged(source);
      // Enabled again, nothing comes back: the message was acknowledged.
      await patch(trigger.id, { enabled: true });
      await running(trigger.id);
      await broker.publish(source, ['after']);
      const runs = await settled(trigger.id, 2);
      expect(runs.map((r) => r.messages[0].body).sort()).toEqual(['after', 'fail']);
    });

    it('a disabled trigger consumes nothing; enabled again it takes what waited', async () => {
      const source = await broker.source();
      const created = await create(source, { enabled: false });
      expect(created.status).toMatchObject({ state: 'paused', owner: null });
      expect((await patch(created.id, { enabled: true })).body.status.state).toBe('starting');
      await running(created.id);
      // Disabled while running: it stops within the worker's bound on a stop (10 s; its owner
      // empties once stopped), and takes nothing more.
      expect((await patch(created.id, { enabled: false })).body.status.state).toBe('paused');
      await until('stopped', async () => (await get(created.id)).status.owner === null, 12);
      // A control on a source of its own, published to with it: in the time the control's message
      // takes to run, the disabled trigger took nothing.
      const controlSource = await broker.source();
      const control = await create(controlSource);
      await broker.publish(source, ['a', 'b', 'c']);
      await broker.publish(controlSource, ['control']);
      expect((await settled(control.id, 1)).map((r) => r.messages[0].body)).toEqual(['control']);
      expect(await executions(created.id)).toHaveLength(0);
      if (broker.unacknowledged) expect(await broker.unacknowledged(source)).toBe(3);
      await patch(created.id, { enabled: true });
      const runs = await settled(created.id, 3);
      expect(runs.map((r) => r.messages[0].body).sort()).toEqual(['a', 'b', 'c']);
    });

    it('holds at most max_in_flight unfinished events', async () => {
      const source = await broker.source();
      const trigger = await create(source, { max_in_flight: 2 });
      await broker.publish(source, Array(8).fill('slow'));
      let most = 0;
      await until(
        'all 8 run',
        async () => {
          const runs = await executions(trigger.id);
          most = Math.max(most, runs.filter((r) => r.status === 'queued' || r.status === 'running').length);
          return runs.length === 8 && runs.every((r) => r.status === 'success');
        },
        60,
      );
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(2);
    });

    it('a broker outage is the error state with its message; the trigger resumes once it is back', async () => {
      const own = await outage();
      try {
        const source = await own.producer.source();
        const trigger = await create(source, {}, own.url);
        await own.cut();
        await until('the error state', async () => (await get(trigger.id)).status.state === 'error', 30);
        expect((await get(trigger.id)).status.last_error).toEqual(expect.any(String));
        await own.restore();
        await own.producer.publish(source, ['after', 'the', 'outage']);
        // A producer may send a message twice across a broker restart: each copy is a message of its own.
        const runs = await settled(trigger.id, 3);
        expect(new Set(runs.flatMap((r) => r.messages.map((m) => m.body)))).toEqual(
          new Set(['after', 'the', 'outage']),
        );
        expect(new Set(runs.map((r) => r.messages[0].id)).size).toBe(runs.length);
        const { unacknowledged } = own.producer;
        if (unacknowledged)
          await until('every message acknowledged', async () => (await unacknowledged(source)) === 0);
        await until('running again', async () => (await get(trigger.id)).status.state === 'running');
      } finally {
        await own.close();
      }
    });

    /**
     * Beside the shared worker, a second one; `publish` fills a new trigger, and once some of it
     * ran, whichever worker holds the trigger is SIGKILLed. Resolves once it is all run.
     */
    const killHolderMidStream = async (
      total: number,
      publish: (source: Record<string, unknown>) => Promise<void>,
    ) => {
      const port = portOf(3131);
      const second = spawnApp('worker', { WORKER_PORT: port });
      try {
        await waitFor(`http://127.0.0.1:${port}/health`);
        const source = await broker.source();
        const trigger = await create(source);
        const holder = (await get(trigger.id)).status.owner!;
        await publish(source);
        await until('some messages taken', async () => (await executions(trigger.id)).length >= 20);
        const killedAt = Date.now();
        if (holder.startsWith(`${second.pid}-`)) second.kill('SIGKILL');
        else await replaceWorker('SIGKILL');
        await until(
          'another worker holding it',
          async () => {
            const { owner, state } = (await get(trigger.id)).status;
            return owner !== null && owner !== holder && state === 'running';
          },
          20,
        );
        expect(Date.now() - killedAt).toBeLessThan(15_000);
        return await settled(trigger.id, total);
      } finally {
        second.kill('SIGKILL');
        // The shared worker is alive whichever was killed (replaced when it was).
        await waitFor(`${WORKER}/health`);
      }
    };

    it('the worker holding the consumer SIGKILLed mid-stream: another takes over within 15 s, nothing lost, none run twice', async () => {
      const runs = await killHolderMidStream(150, (source) =>
        broker.publish(
          source,
          Array.from({ length: 150 }, (_, i) => `stream ${i}`),
        ),
      );
      const ids = runs.flatMap((r) => r.messages.map((m) => m.id));
      expect(ids).toHaveLength(150);
      expect(new Set(ids).size).toBe(150);
      expect(new Set(runs.flatMap((r) => r.messages.map((m) => m.body))).size).toBe(150);
    }, 120_000);

    if (type === 'rabbitmq')
      it('messages without message-id, equal ones among them, across the same SIGKILL: each runs as often as it was sent', async () => {
        // 40 bodies, each sent 3 times: known by their content alone (decision 41).
        const bodies = Array.from({ length: 120 }, (_, i) => `same ${i % 40}`);
        const runs = await killHolderMidStream(120, (source) => broker.publishUnidentified!(source, bodies));
        const times = new Map<string, number>();
        for (const m of runs.flatMap((r) => r.messages)) times.set(m.body, (times.get(m.body) ?? 0) + 1);
        expect(times.size).toBe(40);
        expect([...times.values()].every((n) => n === 3)).toBe(true);
      }, 120_000);

    it('refuses bad definitions with a 400 naming the field, and stores nothing', async () => {
      const source = await broker.source();
      const base = { name: 'bad', type, connection: { url: broker.url() }, source };
      // A secret of another team is no secret of this function's.
      const other = (await newUserToken()).token;
      expect(
        (await call('POST', '/api/secrets', { token: other, json: { name: 'theirs', value: 'pw' } })).status,
      ).toBe(201);
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          { ...base, connection: { url: broker.url(), username: 'u', password_secret: 'theirs' } },
          /password_secret: no secret theirs/,
        ],
        [{ ...base, type: 'sqs' }, /^type: one of/],
        [{ ...base, connection: { url: 'http://127.0.0.1:1' } }, /^connection\.url: a /],
        [
          { ...base, connection: { url: `${broker.url()}`.replace('127.0.0.1', '10.255.255.1') } },
          /TRIGGER_ALLOWED_HOSTS/,
        ],
        [
          { ...base, connection: { url: broker.url(), username: 'u', password_secret: 'nope' } },
          /password_secret: no secret nope/,
        ],
        [{ ...base, connection: { url: broker.url(1) } }, /^connection: /],
        [
          {
            ...base,
            source: {
              nats: { stream: 'missing', durable: 'd' },
              rabbitmq: { queue: 'missing' },
              kafka: { topic: 'missing', group_id: 'g' },
              // MQTT cannot tell a topic nobody publishes to: a topic filter that is no filter.
              mqtt: { topic: 'a/#/b', qos: 1 },
            }[type],
          },
          type === 'mqtt' ? /^source\.topic: a topic filter/ : /^source: .*missing not found/,
        ],
        [{ ...base, batch: { max_messages: 101 } }, /^batch\.max_messages: an integer from 1 to 100/],
        [{ ...base, batch: { max_messages: 0 } }, /^batch\.max_messages/],
        [{ ...base, max_in_flight: 0 }, /^max_in_flight/],
        [{ ...base, name: 'Bad Name' }, /^name: /],
      ];
      for (const [json, details] of cases)
        expectError(
          await call('POST', `/api/functions/${fn}/triggers`, { token, json }),
          400,
          'Invalid request',
          details,
        );
      expect(
        (
          await call<{ triggers: { name: string }[] }>('GET', `/api/functions/${fn}/triggers`, { token })
        ).body.triggers.map((t) => t.name),
      ).not.toContain('bad');
    });

    it('refused credentials are a 400 on the connection and store nothing; the right ones get through', async () => {
      // The machine's RabbitMQ has its guest account; NATS and Mosquitto let anyone in, and its
      // Kafka takes no account, so a server of the test's own refuses all but one (Kafka's by SCRAM).
      const own =
        type === 'kafka'
          ? await ownKafka(port(19_330), { scram: true }).then((k) => ({ url: k.saslUrl, stop: k.remove }))
          : type === 'nats' || type === 'mqtt'
            ? await brokerWithAccount(type, port(19_310))
            : null;
      try {
        const account = own ? BROKER_ACCOUNT : { username: 'guest', password: 'guest' };
        for (const [name, value] of [
          ['broker-wrong', 'wrong-password'],
          ['broker-right', account.password],
        ])
          expect((await call('POST', '/api/secrets', { token, json: { name, value } })).status).toBe(201);
        // On a server of its own the source is missing: let in, the answer is about the source.
        const source = own && type !== 'mqtt' ? MISSING_SOURCE[type] : await broker.source();
        const attempt = (secret: string) =>
          call<Trigger>('POST', `/api/functions/${fn}/triggers`, {
            token,
            json: {
              name: 'with-account',
              type,
              connection: {
                url: own ? own.url : broker.url(),
                username: account.username,
                password_secret: secret,
                ...(type === 'kafka' && { sasl_mechanism: 'scram-sha-512' }),
              },
              source,
            },
          });
        expectError(
          await attempt('broker-wrong'),
          400,
          'Invalid request',
          /^connection: (NATS|RabbitMQ|MQTT|Kafka): credentials refused \(/,
        );
        const right = await attempt('broker-right');
        if (type === 'nats')
          expectError(right, 400, 'Invalid request', /^source: NATS: stream none not found$/);
        else if (type === 'kafka')
          expectError(right, 400, 'Invalid request', /^source: Kafka: topic none not found$/);
        else {
          expect(right.status).toBe(201);
          expect(
            (await call('DELETE', `/api/functions/${fn}/triggers/${right.body.id}`, { token })).status,
          ).toBe(200);
        }
        const { triggers } = (
          await call<{ triggers: { name: string }[] }>('GET', `/api/functions/${fn}/triggers`, { token })
        ).body;
        expect(triggers.map((t) => t.name)).not.toContain('with-account');
      } finally {
        await own?.stop();
      }
    }, 120_000);

    it("a broker over TLS: its certificate refused without the team's CA, trusted with it", async () => {
      const own =
        type === 'kafka'
          ? await ownKafka(port(19_340), { tls: true }).then((k) => ({
              url: k.tlsUrl,
              ca: k.ca,
              stop: k.remove,
            }))
          : await brokerWithAccount(type, port(19_320), { tls: true });
      try {
        const ca = `${type}-ca`;
        for (const [name, value] of [
          [ca, own.ca!.toString('utf8')],
          [`${type}-tls-password`, BROKER_ACCOUNT.password],
        ])
          expect((await call('POST', '/api/secrets', { token, json: { name, value } })).status).toBe(201);
        // On a server of its own the source is missing (but MQTT's: any topic will do).
        const source = type === 'mqtt' ? await broker.source() : MISSING_SOURCE[type];
        // NATS and Kafka speak TLS when the connection has `tls`; RabbitMQ and MQTT by their URL.
        const attempt = (tls: Record<string, unknown>) =>
          call<Trigger>('POST', `/api/functions/${fn}/triggers`, {
            token,
            json: {
              name: 'over-tls',
              type,
              connection: {
                url: own.url,
                ...(type !== 'kafka' && {
                  username: BROKER_ACCOUNT.username,
                  password_secret: `${type}-tls-password`,
                }),
                tls,
              },
              source,
            },
          });
        expectError(
          await attempt({}),
          400,
          'Invalid request',
          /^connection: (NATS|MQTT|Kafka|RabbitMQ): .*certificate/i,
        );
        const trusted = await attempt({ ca_secret: ca });
        const notFound = {
          nats: /^source: NATS: stream none not found$/,
          kafka: /^source: Kafka: topic none not found$/,
          rabbitmq: /^source: RabbitMQ: queue none not found$/,
        };
        if (type !== 'mqtt') expectError(trusted, 400, 'Invalid request', notFound[type]);
        else {
          expect(trusted.status).toBe(201);
          await running(trusted.body.id);
          expect(
            (await call('DELETE', `/api/functions/${fn}/triggers/${trusted.body.id}`, { token })).status,
          ).toBe(200);
        }
      } finally {
        await own.stop();
      }
    }, 120_000);
  });
}
