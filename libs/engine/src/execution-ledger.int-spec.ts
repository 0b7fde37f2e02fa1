import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import {
  activeFunction,
  deletionState,
  intDataSource,
  pendingDeletion,
} from '../../../test/integration/services';
import { ExecutionLedger, ExecutionRecord, WORKER_LOST } from './execution-ledger';

/** The execution ledger's statements on the real schema. */
describe('ExecutionLedger (PostgreSQL)', () => {
  let db: DataSource;
  let f: Awaited<ReturnType<typeof activeFunction>>;
  beforeAll(async () => {
    db = await intDataSource();
  });
  beforeEach(async () => {
    f = await activeFunction(db);
  });
  afterAll(() => db.destroy());

  const record = (over: Partial<ExecutionRecord> = {}): ExecutionRecord => ({
    executionUuid: randomUUID(),
    functionUuid: f.fn,
    deploymentUuid: f.deployment,
    status: 'success',
    startedAt: new Date().toISOString(),
    completedAt: new Date().toISOString(),
    durationMs: 3,
    errorMessage: null,
    logs: [
      { timestamp: new Date().toISOString(), level: 'info', message: 'one' },
      { timestamp: new Date().toISOString(), level: 'warn', message: 'two' },
    ],
    input: { text: '{}', truncated: false },
    output: { text: '{"ok":true}', truncated: false },
    ...over,
  });
  const stored = async (uuid: string) =>
    (
      (await db.query(
        `SELECT e.status, e.trigger, e.http_method, e.error_message,
           (SELECT array_agg(message ORDER BY seq) FROM execution_logs l WHERE l.execution_uuid = e.uuid) AS logs
         FROM executions e WHERE e.uuid = $1`,
        [uuid],
      )) as {
        status: string;
        trigger: string;
        http_method: string | null;
        error_message: string | null;
        logs: string[];
      }[]
    )[0];

  it('writes a batch with its logs and triggers; written again, it is left as it is', async () => {
    const sync = record();
    const http = record({ http: { method: 'POST', path: '/x' }, status: 'error', errorMessage: 'bad' });
    await ExecutionLedger.complete(db.manager, [sync, http]);
    expect(await stored(sync.executionUuid)).toMatchObject({
      status: 'success',
      trigger: 'sync',
      logs: ['one', 'two'],
    });
    expect(await stored(http.executionUuid)).toMatchObject({
      trigger: 'http',
      http_method: 'POST',
      error_message: 'bad',
    });
    await ExecutionLedger.complete(db.manager, [{ ...sync, status: 'error', logs: [] }]);
    expect(await stored(sync.executionUuid)).toMatchObject({ status: 'success', logs: ['one', 'two'] });
  });

  it('stores one execution and its logs once when a batch holds its record twice', async () => {
    // A record handed on twice (its stream entry read again after a Redis failover, say) may land
    // in one batch: the execution is inserted once, and so must its logs be.
    const twice = record();
    await ExecutionLedger.complete(db.manager, [twice, { ...twice }]);
    expect(await stored(twice.executionUuid)).toMatchObject({ status: 'success', logs: ['one', 'two'] });
  });

  it('leaves out a record of a deployment deleted meanwhile', async () => {
    const gone = record({ deploymentUuid: randomUUID() });
    await ExecutionLedger.complete(db.manager, [gone]);
    expect(await stored(gone.executionUuid)).toBeUndefined();
  });

  it('a record revives a function waiting for deletion and writes its last invocation', async () => {
    await pendingDeletion(db, f.fn);
    await ExecutionLedger.complete(db.manager, [record()]);
    expect(await deletionState(db, f.fn)).toEqual({ status: 'active', pending: 0 });
    const [{ last_invoked_at }] = (await db.query(`SELECT last_invoked_at FROM functions WHERE uuid = $1`, [
      f.fn,
    ])) as {
      last_invoked_at: Date | null;
    }[];
    expect(last_invoked_at).not.toBeNull();
  });

  it("a lost worker's invocation is an error saying so, unless the worker recorded it first", async () => {
    const lost = {
      executionUuid: randomUUID(),
      functionUuid: f.fn,
      deploymentUuid: f.deployment,
      event: '{}',
      startedAt: Date.now(),
    };
    await ExecutionLedger.lost(db.manager, lost);
    expect(await stored(lost.executionUuid)).toMatchObject({ status: 'error', error_message: WORKER_LOST });
    const recorded = record();
    await ExecutionLedger.complete(db.manager, [recorded]);
    await ExecutionLedger.lost(db.manager, { ...lost, executionUuid: recorded.executionUuid });
    expect(await stored(recorded.executionUuid)).toMatchObject({ status: 'success' });
  });
});
