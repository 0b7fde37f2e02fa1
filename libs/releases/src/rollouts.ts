import { FunctionLifecycle, RolloutPolicy } from '@fnhost/database';
import type { EntityManager } from 'typeorm';
import { LATEST } from './function-routes';

type Tx = Pick<EntityManager, 'query'>;

export type RolloutState = 'in_progress' | 'promoted' | 'rolled_back' | 'aborted';

/** A version's calls over a window. */
export interface VersionFigures {
  calls: number;
  errors: number;
  error_rate: number | null;
  p95_ms: number | null;
}

/** One decision of a rollout: what its step saw and what came of it. */
export interface RolloutDecision {
  step: number;
  percent: number;
  started_at: string;
  decided_at: string;
  canary: VersionFigures;
  baseline: VersionFigures;
  outcome: 'passed' | 'waiting' | 'failed' | 'promoted';
  reason: string | null;
}

export interface Rollout {
  uuid: string;
  function_uuid: string;
  deployment_uuid: string;
  baseline_uuid: string;
  policy: RolloutPolicy;
  state: RolloutState;
  step: number;
  waits: number;
  step_started_at: Date;
  next_decision_at: Date;
  history: RolloutDecision[];
  reason: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/** A step with too few calls waits this many intervals in all, then the rollout is rolled back. */
export const ROLLOUT_MAX_WAITS = 3;

/** What a step's figures mean under the policy. */
export type Verdict = { kind: 'pass' } | { kind: 'wait' } | { kind: 'fail'; reason: string };

const rate = (n: number) => Number(n.toFixed(3));

/** The policy's judgement of a step: pure, so the rules read (and are tested) in one place. */
export function judge(
  policy: RolloutPolicy,
  figures: { canary: VersionFigures; baseline: VersionFigures },
  waits: number,
): Verdict {
  const { canary, baseline } = figures;
  // Judged on min_calls at least: before them, only errors that already pass the limit however the
  // remaining calls end (a broken version is not kept waiting for traffic, one unlucky error is).
  if (canary.errors / Math.max(canary.calls, policy.min_calls) > policy.max_error_rate)
    return {
      kind: 'fail',
      reason: `error rate ${rate(canary.errors / canary.calls)} over ${canary.calls} calls, limit ${policy.max_error_rate}`,
    };
  if (canary.calls < policy.min_calls)
    return waits + 1 >= ROLLOUT_MAX_WAITS
      ? {
          kind: 'fail',
          reason: `too few calls: ${canary.calls} in ${waits + 1} intervals, min_calls ${policy.min_calls}`,
        }
      : { kind: 'wait' };
  if (policy.max_p95_ratio !== null && canary.p95_ms !== null && baseline.p95_ms) {
    const ratio = canary.p95_ms / baseline.p95_ms;
    if (ratio > policy.max_p95_ratio)
      return {
        kind: 'fail',
        reason: `p95 ${canary.p95_ms} ms is ${ratio.toFixed(2)}x the baseline's ${baseline.p95_ms} ms, limit ${policy.max_p95_ratio}`,
      };
  }
  return { kind: 'pass' };
}

const ROLLOUT_COLUMNS = `uuid, function_uuid, deployment_uuid, baseline_uuid, policy, state, step, waits,
  step_started_at, next_decision_at, history, reason, created_at, finished_at`;

/**
 * Rollouts and the canaries they set on aliases: the one writer of both (`rollouts`, and an
 * alias's canary while a rollout moves it). The worker's decider judges due steps; the api's
 * promote and abort decide by hand; each under the rollout row's lock, so a step is decided once.
 */
export const Rollouts = {
  /** The function's rollout in progress, locked for a decision (null: none, or another holds it). */
  async lockRunning(tx: Tx, functionUuid: string): Promise<Rollout | null> {
    const [row] = (await tx.query(
      `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE function_uuid = $1 AND state = 'in_progress' FOR UPDATE`,
      [functionUuid],
    )) as Rollout[];
    return row ?? null;
  },

  /** Rollouts whose decision is due, locked; those another decider holds are skipped. */
  async lockDue(tx: Tx, limit: number): Promise<Rollout[]> {
    return (await tx.query(
      `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE state = 'in_progress' AND next_decision_at <= now()
       ORDER BY next_decision_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    )) as Rollout[];
  },

  /** The latest rollouts of these deployments (the history shows each one's outcome). */
  async ofDeployments(tx: Tx, deploymentUuids: string[]): Promise<Map<string, Rollout>> {
    const rows = (await tx.query(
      `SELECT DISTINCT ON (deployment_uuid) ${ROLLOUT_COLUMNS} FROM rollouts
       WHERE deployment_uuid = ANY($1::uuid[]) ORDER BY deployment_uuid, created_at DESC`,
      [deploymentUuids],
    )) as Rollout[];
    return new Map(rows.map((r) => [r.deployment_uuid, r]));
  },

  /** The function's latest rollout, whatever its state. */
  async latest(tx: Tx, functionUuid: string): Promise<Rollout | null> {
    const [row] = (await tx.query(
      `SELECT ${ROLLOUT_COLUMNS} FROM rollouts WHERE function_uuid = $1 ORDER BY created_at DESC LIMIT 1`,
      [functionUuid],
    )) as Rollout[];
    return row ?? null;
  },

  /**
   * A built deployment starts its rollout: the target's canary takes the first step. False when
   * the target has no version to compare with (a first deploy, or an alias gone): the caller
   * activates it as it would without a policy. The caller ended any rollout in progress first
   * (`supersede`).
   */
  async start(
    tx: Tx,
    d: { uuid: string; functionUuid: string },
    policy: RolloutPolicy,
    secondMs: number,
  ): Promise<boolean> {
    const baseline = await targetVersion(tx, d.functionUuid, policy.target);
    if (!baseline || baseline === d.uuid) return false;
    await setCanary(tx, d.functionUuid, policy.target, d.uuid, policy.steps[0]);
    await tx.query(
      `INSERT INTO rollouts (function_uuid, deployment_uuid, baseline_uuid, policy, next_decision_at)
       VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
      [d.functionUuid, d.uuid, baseline, JSON.stringify(policy), policy.step_interval_s * secondMs],
    );
    await tx.query(
      `UPDATE deployments SET status = 'canary', deployed_at = now(), error = NULL WHERE uuid = $1 AND NOT is_active`,
      [d.uuid],
    );
    return true;
  },

  /** A version switched by a person or a newer build ends the rollout in progress, if any (aborted, `why`). */
  async supersede(tx: Tx, functionUuid: string, why: string): Promise<void> {
    const running = await Rollouts.lockRunning(tx, functionUuid);
    if (running) await Rollouts.rollBack(tx, running, why, 'aborted');
  },

  /** Both versions' calls from `since` (to `until`): what a step is judged on. */
  async figures(
    tx: Tx,
    r: Rollout,
    since: Date,
    until: Date | null = null,
  ): Promise<{ canary: VersionFigures; baseline: VersionFigures }> {
    const rows = (await tx.query(
      `SELECT deployment_uuid, count(*)::int AS calls, count(*) FILTER (WHERE status <> 'success')::int AS errors,
         round(percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms))::int AS p95_ms
       FROM executions WHERE function_uuid = $1 AND deployment_uuid = ANY($2::uuid[]) AND started_at >= $3
         AND ($4::timestamptz IS NULL OR started_at < $4) AND status IN ('success', 'error', 'timeout')
       GROUP BY deployment_uuid`,
      [r.function_uuid, [r.deployment_uuid, r.baseline_uuid], since, until],
    )) as { deployment_uuid: string; calls: number; errors: number; p95_ms: number | null }[];
    const of = (uuid: string): VersionFigures => {
      const row = rows.find((x) => x.deployment_uuid === uuid);
      if (!row) return { calls: 0, errors: 0, error_rate: null, p95_ms: null };
      return {
        calls: row.calls,
        errors: row.errors,
        error_rate: rate(row.errors / row.calls),
        p95_ms: row.p95_ms,
      };
    };
    return { canary: of(r.deployment_uuid), baseline: of(r.baseline_uuid) };
  },

  /** Judges a due step: the next step, a wait, the promotion after the last, or a rollback. */
  async decide(tx: Tx, r: Rollout, secondMs: number): Promise<RolloutState> {
    const figures = await Rollouts.figures(tx, r, r.step_started_at);
    const verdict = judge(r.policy, figures, r.waits);
    const decision = (
      outcome: RolloutDecision['outcome'],
      reason: string | null = null,
    ): RolloutDecision => ({
      step: r.step,
      percent: r.policy.steps[r.step],
      started_at: new Date(r.step_started_at).toISOString(),
      decided_at: new Date().toISOString(),
      ...figures,
      outcome,
      reason,
    });
    const interval = r.policy.step_interval_s * secondMs;
    if (verdict.kind === 'fail')
      return Rollouts.rollBack(tx, r, verdict.reason, 'rolled_back', decision('failed', verdict.reason));
    if (verdict.kind === 'wait') {
      await tx.query(
        `UPDATE rollouts SET waits = waits + 1, next_decision_at = now() + $2 * interval '1 millisecond',
           history = history || $3::jsonb WHERE uuid = $1`,
        [r.uuid, interval, JSON.stringify([decision('waiting')])],
      );
      return 'in_progress';
    }
    const next = r.step + 1;
    if (next >= r.policy.steps.length) return Rollouts.promote(tx, r, decision('promoted'));
    await setCanary(tx, r.function_uuid, r.policy.target, r.deployment_uuid, r.policy.steps[next]);
    await tx.query(
      `UPDATE rollouts SET step = $2, waits = 0, step_started_at = now(),
         next_decision_at = now() + $3 * interval '1 millisecond', history = history || $4::jsonb
       WHERE uuid = $1`,
      [r.uuid, next, interval, JSON.stringify([decision('passed')])],
    );
    return 'in_progress';
  },

  /** The new version takes all of the target's calls (and becomes the active one when the target is `latest`). */
  async promote(tx: Tx, r: Rollout, decision?: RolloutDecision): Promise<RolloutState> {
    await clearCanary(tx, r.function_uuid, r.policy.target);
    if (r.policy.target === LATEST) await activateVersion(tx, r.function_uuid, r.deployment_uuid);
    else {
      await tx.query(
        `UPDATE function_aliases SET deployment_uuid = $3, updated_at = now() WHERE function_uuid = $1 AND name = $2`,
        [r.function_uuid, r.policy.target, r.deployment_uuid],
      );
      await tx.query(`UPDATE deployments SET status = 'inactive' WHERE uuid = $1 AND status = 'canary'`, [
        r.deployment_uuid,
      ]);
    }
    await finish(tx, r, 'promoted', null, decision);
    return 'promoted';
  },

  /**
   * The canary is removed and the deployment marked rolled_back with the reason (its record keeps
   * the figures); `aborted` when a person (or a newer deployment) decided.
   */
  async rollBack(
    tx: Tx,
    r: Rollout,
    reason: string,
    state: 'rolled_back' | 'aborted',
    decision?: RolloutDecision,
  ): Promise<RolloutState> {
    await clearCanary(tx, r.function_uuid, r.policy.target);
    await tx.query(
      `UPDATE deployments SET status = 'rolled_back', error = $2 WHERE uuid = $1 AND NOT is_active`,
      [r.deployment_uuid, `rollout ${state === 'aborted' ? 'aborted' : 'rolled back'}: ${reason}`],
    );
    await finish(tx, r, state, reason, decision);
    return state;
  },
};

/** The deployment the target routes to now (without its canary). */
async function targetVersion(tx: Tx, functionUuid: string, target: string): Promise<string | null> {
  const [row] = (await tx.query(
    `SELECT deployment_uuid FROM function_routes WHERE function_uuid = $1 AND alias = $2`,
    [functionUuid, target],
  )) as { deployment_uuid: string }[];
  return row?.deployment_uuid ?? null;
}

async function setCanary(
  tx: Tx,
  functionUuid: string,
  target: string,
  deploymentUuid: string,
  percent: number,
) {
  if (target === LATEST)
    await tx.query(
      `INSERT INTO function_aliases (function_uuid, name, canary_deployment_uuid, canary_percent)
       VALUES ($1, 'latest', $2, $3)
       ON CONFLICT (function_uuid, name) DO UPDATE SET canary_deployment_uuid = $2, canary_percent = $3, updated_at = now()`,
      [functionUuid, deploymentUuid, percent],
    );
  else
    await tx.query(
      `UPDATE function_aliases SET canary_deployment_uuid = $3, canary_percent = $4, updated_at = now()
       WHERE function_uuid = $1 AND name = $2`,
      [functionUuid, target, deploymentUuid, percent],
    );
}

async function clearCanary(tx: Tx, functionUuid: string, target: string) {
  if (target === LATEST)
    await tx.query(`DELETE FROM function_aliases WHERE function_uuid = $1 AND name = 'latest'`, [
      functionUuid,
    ]);
  else
    await tx.query(
      `UPDATE function_aliases SET canary_deployment_uuid = NULL, canary_percent = NULL, updated_at = now()
       WHERE function_uuid = $1 AND name = $2`,
      [functionUuid, target],
    );
}

async function finish(
  tx: Tx,
  r: Rollout,
  state: RolloutState,
  reason: string | null,
  decision?: RolloutDecision,
) {
  await tx.query(
    `UPDATE rollouts SET state = $2, reason = $3, finished_at = now(), history = history || $4::jsonb WHERE uuid = $1`,
    [r.uuid, state, reason, JSON.stringify(decision ? [decision] : [])],
  );
}

/**
 * The deployment becomes the function's active version (`latest`), the previous one inactive:
 * a build's switch, a rollback and a rollout's promotion. The caller holds the function's row lock.
 */
export async function activateVersion(tx: Tx, functionUuid: string, deploymentUuid: string): Promise<void> {
  await tx.query(
    `UPDATE deployments SET is_active = false, status = 'inactive' WHERE function_uuid = $1 AND is_active AND uuid <> $2`,
    [functionUuid, deploymentUuid],
  );
  await tx.query(
    `UPDATE deployments SET is_active = true, status = 'active', deployed_at = now(), error = NULL WHERE uuid = $1`,
    [deploymentUuid],
  );
  await FunctionLifecycle.active(tx, functionUuid);
}
