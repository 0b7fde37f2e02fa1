import { EventIntake, OwedEvents } from '@fnhost/engine';
import { JobQueue } from '@fnhost/queue';
import { NO_BATCH, Received } from '@fnhost/triggers';
import { DataSource } from 'typeorm';
import { activeFunction, intDataSource, intQuotas, intRedis } from '../../../../test/integration/services';
import type { HeldTrigger } from './held-trigger';
import { NothingToRun, TriggerDeliveries } from './trigger-deliveries';

const message = (id: string): Received => ({
  id,
  source: 'orders',
  headers: { h: '1' },
  body: Buffer.from(`body ${id}`),
  timestamp: '2026-01-01T00:00:00.000Z',
});

/** A message known by its content alone, as RabbitMQ's consumer makes one of a message without message-id. */
let deliveriesMade = 0;
const byContent = (body: string, redelivered: boolean): Received => ({
  ...message(`content:${body}:${++deliveriesMade}`),
  body: Buffer.from(body),
  lapses: true,
  content: { key: `content:${body}`, redelivered },
});

/** Messages into events with their receipts, in one transaction (PostgreSQL, Redis for the attempts). */
describe('TriggerDeliveries (PostgreSQL)', () => {
  const redis = intRedis();
  let db: DataSource;
  let jobs: JobQueue;
  let deliveries: TriggerDeliveries;

  beforeAll(async () => {
    await redis.connected();
    db = await intDataSource();
    jobs = new JobQueue(redis);
    deliveries = new TriggerDeliveries(db, new EventIntake(db, jobs, new OwedEvents(db), intQuotas(db)));
  });
  afterAll(async () => {
    await jobs.onModuleDestroy();
    await db.destroy();
    redis.onModuleDestroy();
  });

  const triggerOf = async (batch = NO_BATCH): Promise<HeldTrigger> => {
    const f = await activeFunction(db);
    const [{ uuid }] = (await db.query(
      `INSERT INTO triggers (function_uuid, name, type, connection, source, batch, max_in_flight)
       VALUES ($1, 't', 'nats', '{"url":"nats://x"}', '{"stream":"s","durable":"d"}', $2, 100) RETURNING uuid`,
      [f.fn, batch],
    )) as { uuid: string }[];
    return {
      uuid,
      functionUuid: f.fn,
      teamUuid: f.team,
      name: 't',
      type: 'nats',
      connection: { url: 'nats://x' },
      source: { stream: 's', durable: 'd' },
      batch,
      max_in_flight: 100,
      revision: 1,
    };
  };
  const events = async (t: HeldTrigger) =>
    (
      (await db.query(
        `SELECT a.body, e.trigger FROM async_events a JOIN executions e ON e.uuid = a.execution_uuid
         WHERE a.trigger_uuid = $1 ORDER BY a.created_at, a.body`,
        [t.uuid],
      )) as { body: string; trigger: string }[]
    ).map((r) => ({
      trigger: r.trigger,
      ids: (JSON.parse(r.body) as { messages: { id: string }[] }).messages.map((m) => m.id),
    }));

  it('makes an event of each group of max_messages; a message seen before, in any batch, is left out', async () => {
    const t = await triggerOf({ max_messages: 2, max_wait_ms: 0 });
    expect(await deliveries.deliver(t, ['a', 'b', 'c'].map(message))).toEqual({ accepted: 3, duplicates: 0 });
    // Redelivered in another grouping, with one new message and one twice in the same batch.
    expect(await deliveries.deliver(t, ['c', 'd', 'b', 'd'].map(message))).toEqual({
      accepted: 1,
      duplicates: 3,
    });
    expect(await events(t)).toEqual([
      { trigger: 'nats', ids: ['a', 'b'] },
      { trigger: 'nats', ids: ['c'] },
      { trigger: 'nats', ids: ['d'] },
    ]);
    expect(await deliveries.inFlight(t.uuid, 100)).toBe(3);
    expect(await deliveries.inFlight(t.uuid, 2)).toBe(2);
  });

  it('forgets receipts it is told to: the same identity is then a new message', async () => {
    const t = await triggerOf();
    await deliveries.deliver(t, [message('p')]);
    await deliveries.forget(t.uuid, [message('p')]);
    expect(await deliveries.deliver(t, [message('p')])).toEqual({ accepted: 1, duplicates: 0 });
  });

  it('a first delivery of an identity the broker gives again replaces its receipt; a redelivery is matched to it', async () => {
    const t = await triggerOf();
    // As MQTT's consumer makes one: topic, packet id, digest; DUP unset on a first delivery.
    const packet = (firstDelivery: boolean): Received => ({ ...message('in:7:ab12'), firstDelivery });
    expect(await deliveries.deliver(t, [packet(true)])).toEqual({ accepted: 1, duplicates: 0 });
    // Its PUBACK lost with the connection: sent again (DUP), it is the same message.
    expect(await deliveries.deliver(t, [packet(false)])).toEqual({ accepted: 0, duplicates: 1 });
    // Acknowledged, the packet id goes to a new message with the same payload: it runs.
    expect(await deliveries.deliver(t, [packet(true)])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await events(t)).toEqual([
      { trigger: 'nats', ids: ['in:7:ab12'] },
      { trigger: 'nats', ids: ['in:7:ab12'] },
    ]);
  });

  it('takes every first delivery of equal content-known messages; a redelivery only when no equal one awaits its ack', async () => {
    const t = await triggerOf();
    // Two equal messages, both new: both run.
    const [a1, a2] = [byContent('same', false), byContent('same', false)];
    expect(await deliveries.deliver(t, [a1, a2])).toEqual({ accepted: 2, duplicates: 0 });
    // A crash before their acks: both come again, each matched to one of the two receipts.
    expect(await deliveries.deliver(t, [byContent('same', true)])).toEqual({ accepted: 0, duplicates: 1 });
    expect(await deliveries.deliver(t, [byContent('same', true), byContent('other', true)])).toEqual({
      accepted: 1,
      duplicates: 1,
    });
    // A third redelivery of 'same' finds no receipt left: it was never recorded, so it runs.
    expect(await deliveries.deliver(t, [byContent('same', true)])).toEqual({ accepted: 1, duplicates: 0 });
    expect(await events(t)).toHaveLength(4);
  });

  it('forgets an acknowledged content-known message: an equal redelivery later is new', async () => {
    const t = await triggerOf();
    const first = byContent('ping', false);
    await deliveries.deliver(t, [first]);
    await deliveries.forget(t.uuid, [first]);
    expect(await deliveries.deliver(t, [byContent('ping', true)])).toEqual({ accepted: 1, duplicates: 0 });
  });

  it('takes nothing for a function without a version to run: no receipt, so the redelivery counts', async () => {
    const t = await triggerOf();
    await db.query(`UPDATE deployments SET is_active = false WHERE function_uuid = $1`, [t.functionUuid]);
    await expect(deliveries.deliver(t, [message('x')])).rejects.toBeInstanceOf(NothingToRun);
    await db.query(`UPDATE deployments SET is_active = true WHERE function_uuid = $1`, [t.functionUuid]);
    expect(await deliveries.deliver(t, [message('x')])).toEqual({ accepted: 1, duplicates: 0 });
  });
});
