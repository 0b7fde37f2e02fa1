import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import {
  activeFunction,
  deletionState,
  eventOf,
  intDataSource,
  pendingDeletion,
} from '../../../test/integration/services';
import { EventLedger, IDEMPOTENCY_WINDOW_S } from './event-ledger';
import type { AcceptedEvent, AttemptOutcome } from './events';

/** Every transition of the event ledger, statement by statement, on the real schema. */
describe('EventLedger (PostgreSQL)', () => {
  let db: DataSource;
  let f: Awaited<ReturnType<typeof activeFunction>>;
  beforeAll(async () => {
    db = await intDataSource();
  });
  beforeEach(async () => {
    f = await activeFunction(db);
  });
  afterAll(() => db.destroy());

  const event = (over: Partial<AcceptedEvent> = {}) => eventOf(f, over);
  const row = async (executionUuid: string) =>
    (
      (await db.query(
        `SELECT ev.state, ev.attempts, ev.door, ev.last_error, ev.run_after, ev.idempotency_key, e.status, e.attempts AS tried
         FROM async_events ev JOIN executions e ON e.uuid = ev.execution_uuid WHERE ev.execution_uuid = $1`,
        [executionUuid],
      )) as {
        state: string;
        attempts: number;
        door: string;
        last_error: string | null;
        run_after: Date;
        idempotency_key: string | null;
        status: string;
        tried: number;
      }[]
    )[0];
  const failed: AttemptOutcome = {
    status: 'error',
    errorMessage: 'boom',
    completedAt: new Date().toISOString(),
    durationMs: 5,
    logs: [{ timestamp: new Date().toISOString(), level: 'error', message: 'boom' }],
  };
  const succeeded: AttemptOutcome = { ...failed, status: 'success', errorMessage: null, logs: [] };
  /** Accepted and attempt 1 claimed. */
  const running = async (over: Partial<AcceptedEvent> = {}) => {
    const e = event(over);
    await EventLedger.acceptMany(db.manager, [e]);
    expect(
      await EventLedger.claim(db.manager, e.executionUuid, 1, f.deployment, 60_000, 'int-worker'),
    ).not.toBeNull();
    return e.executionUuid;
  };

  it('accepts under the default policy, with its door, the execution queued', async () => {
    const e = event({ door: 'schedule', trigger: 'schedule' });
    await EventLedger.acceptMany(db.manager, [e]);
    expect(await row(e.executionUuid)).toMatchObject({
      state: 'queued',
      attempts: 0,
      door: 'schedule',
      status: 'queued',
    });
    expect(await EventLedger.policy(db.manager, f.fn)).toEqual({ maxRetries: 2, maxEventAgeS: 21_600 });
  });

  it('an idempotency key answers the first event within the window, and is given up past it', async () => {
    const first = await db.transaction((tx) => EventLedger.accept(tx, event({ idempotencyKey: 'k1' })));
    expect(first.accepted).toBe(true);
    const again = await db.transaction((tx) => EventLedger.accept(tx, event({ idempotencyKey: 'k1' })));
    expect(again).toEqual({ executionUuid: first.executionUuid, accepted: false });
    await db.query(
      `UPDATE async_events SET created_at = now() - make_interval(secs => $2 + 1) WHERE execution_uuid = $1`,
      [first.executionUuid, IDEMPOTENCY_WINDOW_S],
    );
    const later = await db.transaction((tx) => EventLedger.accept(tx, event({ idempotencyKey: 'k1' })));
    expect(later.accepted).toBe(true);
    expect((await row(first.executionUuid)).idempotency_key).toBeNull();
  });

  it('a claim takes only the attempt it expects', async () => {
    const e = event();
    await EventLedger.acceptMany(db.manager, [e]);
    expect(
      await EventLedger.claim(db.manager, e.executionUuid, 2, f.deployment, 1000, 'int-worker'),
    ).toBeNull();
    const claimed = await EventLedger.claim(db.manager, e.executionUuid, 1, f.deployment, 1000, 'int-worker');
    expect(claimed).toMatchObject({ attempt: 1, body: '{"n":1}', maxRetries: 2 });
    expect(
      await EventLedger.claim(db.manager, e.executionUuid, 1, f.deployment, 1000, 'int-worker'),
    ).toBeNull();
    expect(await row(e.executionUuid)).toMatchObject({
      state: 'running',
      attempts: 1,
      status: 'running',
      tried: 1,
    });
  });

  it('settles done, queued again or dead; a duplicate or a stale attempt changes nothing', async () => {
    const [ok, retried, dead] = [await running(), await running(), await running()];
    const retryAt = new Date(Date.now() + 60_000);
    const answers = await EventLedger.settleMany(db.manager, [
      { executionUuid: ok, attempt: 1, outcome: succeeded, retryAt: null },
      { executionUuid: retried, attempt: 1, outcome: failed, retryAt },
      { executionUuid: dead, attempt: 1, outcome: failed, retryAt: null },
      { executionUuid: dead, attempt: 1, outcome: succeeded, retryAt: null }, // the same attempt twice
      { executionUuid: randomUUID(), attempt: 1, outcome: failed, retryAt: null }, // no such attempt running
    ]);
    expect(answers).toEqual([{ reports: false }, { reports: false }, { reports: false }, null, null]);
    expect(await row(ok)).toMatchObject({ state: 'done', status: 'success' });
    expect(await row(retried)).toMatchObject({ state: 'queued', status: 'queued', last_error: 'boom' });
    expect((await row(retried)).run_after.getTime()).toBe(retryAt.getTime());
    expect(await row(dead)).toMatchObject({ state: 'dead', status: 'error', last_error: 'boom' });
    const [logs] = (await db.query(
      `SELECT count(*)::int AS n FROM execution_logs WHERE execution_uuid = $1`,
      [dead],
    )) as {
      n: number;
    }[];
    expect(logs.n).toBe(1);
  });

  it('a settlement reports when the outcome has somewhere to go', async () => {
    await db.query(
      `INSERT INTO async_configs (function_uuid, max_retries, max_event_age_s, on_success) VALUES ($1, 0, 600, $2)`,
      [f.fn, JSON.stringify({ type: 'webhook', url: 'https://example.com/' })],
    );
    const [ok, bad] = [await running(), await running({ callbackUrl: 'https://example.com/cb' })];
    const [fail] = [await running()];
    expect(
      await EventLedger.settleMany(db.manager, [
        { executionUuid: ok, attempt: 1, outcome: succeeded, retryAt: null },
        { executionUuid: bad, attempt: 1, outcome: failed, retryAt: null },
        { executionUuid: fail, attempt: 1, outcome: failed, retryAt: null },
      ]),
    ).toEqual([{ reports: true }, { reports: true }, { reports: false }]);
  });

  it('accepting or settling an event revives a function waiting for deletion', async () => {
    await pendingDeletion(db, f.fn);
    await EventLedger.acceptMany(db.manager, [event()]);
    expect(await deletionState(db, f.fn)).toEqual({ status: 'active', pending: 0 });
    const e = await running();
    await pendingDeletion(db, f.fn);
    await EventLedger.settleMany(db.manager, [
      { executionUuid: e, attempt: 1, outcome: succeeded, retryAt: null },
    ]);
    expect(await deletionState(db, f.fn)).toEqual({ status: 'active', pending: 0 });
  });

  it('gives up, postpones, redrives, forgets and keeps undelivered outcomes as its rules say', async () => {
    const e = event();
    await EventLedger.acceptMany(db.manager, [e]);
    const until = new Date(Date.now() + 5000);
    await EventLedger.postpone(db.manager, e.executionUuid, until);
    expect((await row(e.executionUuid)).run_after.getTime()).toBe(until.getTime());
    expect(await EventLedger.giveUp(db.manager, e.executionUuid, 1, 'too old')).toBe(false); // not that attempt
    expect(await EventLedger.giveUp(db.manager, e.executionUuid, 0, 'too old')).toBe(true);
    expect(await row(e.executionUuid)).toMatchObject({
      state: 'dead',
      status: 'error',
      last_error: 'too old',
    });

    const fresh = randomUUID();
    const redrive = { functionUuid: f.fn, deadUuid: e.executionUuid, executionUuid: fresh, userId: f.userId };
    expect(await db.transaction((tx) => EventLedger.redrive(tx, redrive))).toBe(true);
    expect(await row(e.executionUuid)).toMatchObject({ state: 'redriven' });
    expect(await row(fresh)).toMatchObject({ state: 'queued', door: 'redrive', status: 'queued' });
    expect(
      await db.transaction((tx) => EventLedger.redrive(tx, { ...redrive, executionUuid: randomUUID() })),
    ).toBe(false);

    const ok = await running();
    await EventLedger.settleMany(db.manager, [
      { executionUuid: ok, attempt: 1, outcome: succeeded, retryAt: null },
    ]);
    await EventLedger.undelivered(db.manager, ok, 'outcome not delivered: gone');
    expect(await row(ok)).toMatchObject({
      state: 'dead',
      status: 'success',
      last_error: 'outcome not delivered: gone',
    });
    await EventLedger.undelivered(db.manager, ok, 'again');
    expect((await row(ok)).last_error).toBe('outcome not delivered: gone; again');

    expect(await EventLedger.forget(db.manager, f.fn, fresh)).toBe(false); // not a dead letter
    expect(await EventLedger.forget(db.manager, f.fn, ok)).toBe(true);
    expect(await row(ok)).toBeUndefined();
  });

  it('owes what no queue may hold any more, and forgets what it kept long enough', async () => {
    const queued = event();
    await EventLedger.acceptMany(db.manager, [queued]);
    await db.query(
      `UPDATE async_events SET run_after = now() - interval '1 minute' WHERE execution_uuid = $1`,
      [queued.executionUuid],
    );
    const lost = await running();
    await db.query(
      `UPDATE async_events SET running_until = now() - interval '1 second' WHERE execution_uuid = $1`,
      [lost],
    );
    const owed = await EventLedger.owed(db.manager, 30_000, 100_000);
    expect(owed).toEqual(
      expect.arrayContaining([
        { execution_uuid: queued.executionUuid, state: 'queued', attempts: 0 },
        { execution_uuid: lost, state: 'running', attempts: 1 },
      ]),
    );

    const old = await running();
    await EventLedger.settleMany(db.manager, [
      { executionUuid: old, attempt: 1, outcome: failed, retryAt: null },
    ]);
    await db.query(`UPDATE async_events SET dead_at = now() - interval '15 days' WHERE execution_uuid = $1`, [
      old,
    ]);
    await EventLedger.expire(db.manager);
    const [gone] = (await db.query(`SELECT count(*)::int AS n FROM executions WHERE uuid = $1`, [old])) as {
      n: number;
    }[];
    expect(gone.n).toBe(0);
    expect(await row(queued.executionUuid)).toMatchObject({ state: 'queued' });
  });

  it("counts what a team's functions owe, up to a bound", async () => {
    await EventLedger.acceptMany(db.manager, [event(), event(), event()]);
    expect(await EventLedger.owedBy(db.manager, f.team, 10)).toBe(3);
    expect(await EventLedger.owedBy(db.manager, f.team, 2)).toBe(2);
  });
});
