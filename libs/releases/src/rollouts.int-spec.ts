import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';
import { activeFunction, ActiveFunction, intDataSource } from '../../../test/integration/services';
import { FunctionRoutes } from './function-routes';
import { RolloutPolicy } from '@fnhost/database';
import { Rollout, Rollouts } from './rollouts';

const POLICY: RolloutPolicy = {
  target: 'latest',
  steps: [20, 50],
  step_interval_s: 30,
  max_error_rate: 0.1,
  max_p95_ratio: null,
  min_calls: 5,
};

/** Rollouts and the routes they set, statement by statement, on the real schema. */
describe('Rollouts (PostgreSQL)', () => {
  let db: DataSource;
  let f: ActiveFunction;
  let v2: string;
  beforeAll(async () => {
    db = await intDataSource();
  });
  beforeEach(async () => {
    f = await activeFunction(db);
    [{ uuid: v2 }] = (await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, runtime)
       VALUES ($1, 2, 'fnhost/int:v2', 'int/v2', 'building', 'node24') RETURNING uuid`,
      [f.fn],
    )) as { uuid: string }[];
  });
  afterAll(() => db.destroy());

  const start = () =>
    db.transaction((tx) => Rollouts.start(tx, { uuid: v2, functionUuid: f.fn }, POLICY, 1000));
  const running = () => db.transaction((tx) => Rollouts.lockRunning(tx, f.fn)) as Promise<Rollout>;
  /** Recorded calls of a version: `errors` of them failed. */
  const calls = async (deployment: string, n: number, errors = 0) => {
    for (let i = 0; i < n; i++)
      await db.query(
        `INSERT INTO executions (uuid, function_uuid, deployment_uuid, status, started_at, duration_ms, trigger, attempts, input_truncated, result_truncated)
         VALUES ($1, $2, $3, $4, now(), 10, 'sync', 1, false, false)`,
        [randomUUID(), f.fn, deployment, i < errors ? 'error' : 'success'],
      );
  };
  const status = async (uuid: string) =>
    (
      (await db.query(`SELECT status, error, is_active FROM deployments WHERE uuid = $1`, [uuid])) as {
        status: string;
        error: string | null;
        is_active: boolean;
      }[]
    )[0];

  it('starts: latest keeps its version and gives the new one the first step as a canary', async () => {
    expect(await start()).toBe(true);
    const latest = await FunctionRoutes.find(db.manager, f.fn, 'latest');
    expect(latest).toEqual({
      deploymentUuid: f.deployment,
      version: 1,
      canary: { deploymentUuid: v2, version: 2, percent: 20 },
    });
    expect(await status(v2)).toMatchObject({ status: 'canary', is_active: false });
    expect(await FunctionRoutes.kept(db.manager, [f.deployment, v2])).toEqual(new Set([f.deployment, v2]));
  });

  it('a first version has nothing to compare with: no rollout', async () => {
    await db.query(`UPDATE deployments SET is_active = false, status = 'failed' WHERE uuid = $1`, [
      f.deployment,
    ]);
    expect(await start()).toBe(false);
    expect(await Rollouts.latest(db.manager, f.fn)).toBeNull();
  });

  it('passes a step, then promotes: the new version becomes the active one, the canary row goes', async () => {
    await start();
    await calls(v2, 10);
    await calls(f.deployment, 10);
    expect(
      await db.transaction(async (tx) => Rollouts.decide(tx, (await Rollouts.lockRunning(tx, f.fn))!, 1000)),
    ).toBe('in_progress');
    expect((await FunctionRoutes.find(db.manager, f.fn, 'latest'))?.canary?.percent).toBe(50);
    expect((await running()).step).toBe(1);
    await calls(v2, 10);
    expect(
      await db.transaction(async (tx) => Rollouts.decide(tx, (await Rollouts.lockRunning(tx, f.fn))!, 1000)),
    ).toBe('promoted');
    expect(await FunctionRoutes.find(db.manager, f.fn, 'latest')).toEqual({
      deploymentUuid: v2,
      version: 2,
      canary: null,
    });
    expect(await status(v2)).toMatchObject({ status: 'active', is_active: true });
    expect(await status(f.deployment)).toMatchObject({ status: 'inactive', is_active: false });
    const done = (await Rollouts.latest(db.manager, f.fn))!;
    expect(done.history.map((d) => [d.step, d.outcome, d.canary.calls])).toEqual([
      [0, 'passed', 10],
      [1, 'promoted', 10],
    ]);
  });

  it('rolls back on errors: the canary removed, the version marked with the reason and figures', async () => {
    await start();
    await calls(v2, 8, 3);
    const state = await db.transaction(async (tx) =>
      Rollouts.decide(tx, (await Rollouts.lockRunning(tx, f.fn))!, 1000),
    );
    expect(state).toBe('rolled_back');
    expect(await FunctionRoutes.find(db.manager, f.fn, 'latest')).toMatchObject({
      deploymentUuid: f.deployment,
      canary: null,
    });
    expect(await status(v2)).toEqual({
      status: 'rolled_back',
      error: 'rollout rolled back: error rate 0.375 over 8 calls, limit 0.1',
      is_active: false,
    });
    expect((await Rollouts.latest(db.manager, f.fn))!.history[0]).toMatchObject({
      outcome: 'failed',
      canary: { calls: 8, errors: 3, error_rate: 0.375 },
    });
  });

  it('a due step is taken by one decider at a time: a second finds nothing while the first holds it', async () => {
    await start();
    await db.query(
      `UPDATE rollouts SET next_decision_at = now() - interval '1 second' WHERE function_uuid = $1`,
      [f.fn],
    );
    const runner = db.createQueryRunner();
    await runner.startTransaction();
    try {
      const first = await Rollouts.lockDue(runner.manager, 100);
      expect(first.map((r) => r.function_uuid)).toContain(f.fn);
      const second = await db.transaction((tx) => Rollouts.lockDue(tx, 100));
      expect(second.map((r) => r.function_uuid)).not.toContain(f.fn);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
