import { EventIntake, EventLedger, OwedEvents } from '@fnhost/engine';
import { JobQueue, OutcomeRecord } from '@fnhost/queue';
import { UnrecoverableError } from 'bullmq';
import { randomUUID } from 'crypto';
import { createServer, IncomingMessage, Server } from 'http';
import { AddressInfo } from 'net';
import { DataSource } from 'typeorm';
import {
  activeFunction,
  eventOf,
  intDataSource,
  intQuotas,
  intRedis,
} from '../../../../test/integration/services';
import { WorkerConfig } from '../config';
import { Deliveries, signWebhook } from './deliveries.service';

/** Outcomes handed on: signed webhooks to a real HTTP server, function destinations through the event intake. */
describe('Deliveries (PostgreSQL, Redis, HTTP)', () => {
  const redis = intRedis();
  let db: DataSource;
  let jobs: JobQueue;
  let deliveries: Deliveries;
  let strict: Deliveries;
  let server: Server;
  let url: string;
  /** What the receiver answers next, and what it got. */
  let answer = 200;
  const got: { headers: IncomingMessage['headers']; body: string }[] = [];
  const config = (allowPrivate: boolean) =>
    ({ ALLOW_PRIVATE_WEBHOOKS: allowPrivate, ASYNC_RETRY_BASE_MS: 100 }) as WorkerConfig;

  beforeAll(async () => {
    await redis.connected();
    db = await intDataSource();
    jobs = new JobQueue(redis);
    const intake = new EventIntake(db, jobs, new OwedEvents(db), intQuotas(db));
    deliveries = new Deliveries(config(true), db, jobs, intake);
    strict = new Deliveries(config(false), db, jobs, intake);
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        got.push({ headers: req.headers, body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    server.close();
    await jobs.onModuleDestroy();
    await db.destroy();
    redis.onModuleDestroy();
  });

  const record = (executionId = randomUUID()): OutcomeRecord => ({
    execution_id: executionId,
    function_id: randomUUID(),
    status: 'success',
    attempts: 1,
    result: { ok: true },
    request: { body: { n: 1 } },
    timestamps: { accepted_at: new Date().toISOString(), completed_at: new Date().toISOString() },
  });

  it("POSTs a webhook signed with the source function's secret", async () => {
    const f = await activeFunction(db);
    await db.query(
      `INSERT INTO async_configs (function_uuid, max_retries, max_event_age_s, signing_secret) VALUES ($1, 0, 600, 'sekret')`,
      [f.fn],
    );
    answer = 200;
    const r = record();
    await deliveries.deliver({ functionUuid: f.fn, target: { type: 'webhook', url }, record: r });
    const [last] = got.slice(-1);
    expect(JSON.parse(last.body)).toEqual(r);
    const ts = Number(last.headers['x-fnhost-timestamp']);
    expect(last.headers['x-fnhost-signature']).toBe(signWebhook('sekret', ts, last.body));
  });

  it('a 5xx is tried again (an error), a 4xx never (unrecoverable); a private address is refused unless allowed', async () => {
    const f = await activeFunction(db);
    const to = { functionUuid: f.fn, target: { type: 'webhook' as const, url }, record: record() };
    answer = 503;
    await expect(deliveries.deliver(to)).rejects.not.toBeInstanceOf(UnrecoverableError);
    answer = 410;
    await expect(deliveries.deliver(to)).rejects.toBeInstanceOf(UnrecoverableError);
    const before = got.length;
    await expect(strict.deliver(to)).rejects.toBeInstanceOf(UnrecoverableError);
    expect(got).toHaveLength(before); // never sent
  });

  it('a function destination gets the outcome as an event of its own, once per source execution', async () => {
    const sink = await activeFunction(db);
    const r = record();
    const to = {
      functionUuid: randomUUID(),
      target: { type: 'function' as const, function_id: sink.fn },
      record: r,
    };
    await deliveries.deliver(to);
    await deliveries.deliver(to); // a retried delivery
    const events = (await db.query(
      `SELECT door, body, idempotency_key FROM async_events WHERE function_uuid = $1`,
      [sink.fn],
    )) as { door: string; body: string; idempotency_key: string }[];
    expect(events).toEqual([
      { door: 'destination', body: JSON.stringify(r), idempotency_key: `destination:${r.execution_id}` },
    ]);
  });

  it('an outcome its destination can no longer take stays a dead letter of its source, saying why', async () => {
    const source = await activeFunction(db);
    const gone = await activeFunction(db);
    const executionUuid = randomUUID();
    await EventLedger.acceptMany(db.manager, [eventOf(source, { executionUuid, body: '{}' })]);
    await EventLedger.claim(db.manager, executionUuid, 1, source.deployment, 60_000, 'int-worker');
    const now = new Date().toISOString();
    await EventLedger.settleMany(db.manager, [
      {
        executionUuid,
        attempt: 1,
        outcome: { status: 'success', errorMessage: null, completedAt: now, durationMs: 1, logs: [] },
        retryAt: null,
      },
    ]);
    await db.query(`UPDATE functions SET status = 'deleted' WHERE uuid = $1`, [gone.fn]);
    await deliveries.deliver({
      functionUuid: source.fn,
      target: { type: 'function', function_id: gone.fn },
      record: record(executionUuid),
    });
    const [row] = (await db.query(`SELECT state, last_error FROM async_events WHERE execution_uuid = $1`, [
      executionUuid,
    ])) as { state: string; last_error: string }[];
    expect(row).toEqual({
      state: 'dead',
      last_error: `outcome not delivered: destination function ${gone.fn} is deleted`,
    });
  });

  it("queues a finished event's deliveries: its destination and its callback", async () => {
    const f = await activeFunction(db);
    await db.query(
      `INSERT INTO async_configs (function_uuid, max_retries, max_event_age_s, on_failure) VALUES ($1, 0, 600, $2)`,
      [f.fn, JSON.stringify({ type: 'webhook', url })],
    );
    const executionUuid = randomUUID();
    await EventLedger.acceptMany(db.manager, [
      eventOf(f, { executionUuid, body: '{"n":2}', callbackUrl: `${url}?cb` }),
    ]);
    await deliveries.finished(executionUuid, {
      execution_id: executionUuid,
      status: 'error',
      attempts: 1,
      error: 'boom',
    });
    for (const to of ['destination', 'callback']) {
      const job = await jobs.queue('events').getJob(`deliver-${executionUuid}-${to}`);
      expect(job?.data).toMatchObject({
        functionUuid: f.fn,
        record: { status: 'error', request: { body: { n: 2 } } },
      });
      await job?.remove();
    }
  });
});
