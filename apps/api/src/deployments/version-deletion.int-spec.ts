import { FunctionEntity, RolloutPolicy } from '@fnhost/database';
import { EventLedger } from '@fnhost/engine';
import { JobQueue } from '@fnhost/queue';
import { Rollouts } from '@fnhost/releases';
import { HttpException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  activeFunction,
  ActiveFunction,
  eventOf,
  intDataSource,
} from '../../../../test/integration/services';
import { VersionDeletion } from './version-deletion';

const POLICY: RolloutPolicy = {
  target: 'latest',
  steps: [20],
  step_interval_s: 30,
  max_error_rate: 0.1,
  max_p95_ratio: null,
  min_calls: 5,
};

/** The refusals and the one write of a version's deletion, on the real schema. */
describe('VersionDeletion (PostgreSQL)', () => {
  let db: DataSource;
  let f: ActiveFunction;
  let v2: string;
  let queued: unknown[];
  let queueDown: boolean;
  let deletion: VersionDeletion;
  const fn = () => ({ uuid: f.fn, name: 'int' }) as FunctionEntity;
  /** The status and details of the delete's refusal. */
  const refusal = (version: number) =>
    deletion.delete(fn(), version).then(
      () => 'deleted',
      (e: HttpException) => [e.getStatus(), (e.getResponse() as { details: string }).details],
    );
  const versions = async () =>
    (
      (await db.query('SELECT version FROM deployments WHERE function_uuid = $1 ORDER BY version', [
        f.fn,
      ])) as {
        version: number;
      }[]
    ).map((r) => r.version);

  beforeAll(async () => {
    db = await intDataSource();
    const jobs = {
      enqueue: async (...args: unknown[]) => {
        if (queueDown) throw new Error('Connection is closed.');
        queued.push(args);
      },
    } as unknown as JobQueue;
    deletion = new VersionDeletion(db, jobs);
  });
  beforeEach(async () => {
    f = await activeFunction(db);
    queued = [];
    queueDown = false;
    [{ uuid: v2 }] = (await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, runtime, archive_bytes)
       VALUES ($1, 2, 'fnhost/int:v2', 'int/v2', 'inactive', 'node24', 1234) RETURNING uuid`,
      [f.fn],
    )) as { uuid: string }[];
  });
  afterAll(() => db.destroy());

  it('deletes the row and queues its cleanup in the same transaction', async () => {
    expect(await deletion.delete(fn(), 2)).toEqual({
      message: 'version 2 of function int deleted',
      version: 2,
      freed_bytes: 1234,
    });
    expect(await versions()).toEqual([1]);
    expect(queued).toEqual([
      [
        'cleanup',
        'version.delete',
        {
          functionUuid: f.fn,
          deploymentUuid: v2,
          version: 2,
          imageTag: 'fnhost/int:v2',
          storageKey: 'int/v2',
          dependenciesKey: null,
        },
        expect.objectContaining({ jobId: `delete-version-${v2}` }),
      ],
    ]);
  });

  it('Redis down: the cleanup cannot be queued, so the version stays', async () => {
    queueDown = true;
    await expect(deletion.delete(fn(), 2)).rejects.toThrow('Connection is closed.');
    expect(await versions()).toEqual([1, 2]);
  });

  it('refuses a version a queued invocation is pinned to, or one that builds', async () => {
    await EventLedger.acceptMany(db.manager, [eventOf(f, { deploymentUuid: v2, route: null })]);
    // Through an alias the event names no version: it does not hold v2.
    await EventLedger.acceptMany(db.manager, [eventOf(f, { deploymentUuid: v2, route: 'latest' })]);
    expect(await refusal(2)).toEqual([
      409,
      'version 2 still receives calls: 1 asynchronous invocation(s) pinned to it, not yet run',
    ]);
    await db.query(`UPDATE async_events SET state = 'done' WHERE function_uuid = $1`, [f.fn]);
    await db.query(`UPDATE deployments SET status = 'building' WHERE uuid = $1`, [v2]);
    expect(await refusal(2)).toEqual([409, 'version 2 is building: delete it once its build ends']);
    expect([await versions(), queued]).toEqual([[1, 2], []]);
  });

  it("refuses both sides of a rollout in progress: the canary and latest's own version", async () => {
    await db.transaction((tx) => Rollouts.start(tx, { uuid: v2, functionUuid: f.fn }, POLICY, 1000));
    expect(await refusal(2)).toEqual([
      409,
      'version 2 still receives calls: alias latest; the rollout in progress',
    ]);
    expect(await refusal(1)).toEqual([
      409,
      'version 1 still receives calls: alias latest; the rollout in progress',
    ]);
    expect(await refusal(3)).toEqual([404, 'version 3 of function int not found']);
    expect(await versions()).toEqual([1, 2]);
  });
});
