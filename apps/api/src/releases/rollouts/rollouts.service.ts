import { FunctionEntity } from '@fnhost/database';
import { badRequest, conflict, notFound } from '@fnhost/common';
import { LATEST, Rollout, Rollouts } from '@fnhost/releases';
import { JobQueue } from '@fnhost/queue';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../../auth/current-user.decorator';
import { FunctionsService } from '../../functions/functions.service';
import { RolloutDto, RolloutPolicyDto, RolloutStatusDto } from './dto/rollout.dto';
import { checkPolicy, policyOf } from './rollout-policy';

/**
 * A function's rollout policy (rollout_policies: what its next deploys roll out by) and its
 * rollouts as a person sees and decides them; the rules and the state are Rollouts' (libs/database),
 * the scheduled decisions the worker's RolloutDecider.
 */
@Injectable()
export class RolloutsService {
  constructor(
    private readonly functions: FunctionsService,
    private readonly jobs: JobQueue,
    private readonly db: DataSource,
  ) {}

  async putPolicy(fn: FunctionEntity, dto: RolloutPolicyDto): Promise<RolloutPolicyDto> {
    const policy = checkPolicy(dto);
    if (policy.target !== LATEST && !(await this.functions.invocableById(fn.uuid))?.routes.has(policy.target))
      throw badRequest(`target: function ${fn.name} has no alias ${policy.target}`);
    await this.db.query(
      `INSERT INTO rollout_policies (function_uuid, policy) VALUES ($1, $2)
       ON CONFLICT (function_uuid) DO UPDATE SET policy = $2, updated_at = now()`,
      [fn.uuid, JSON.stringify(policy)],
    );
    return policy;
  }

  /** Its next deploys switch all calls at once again; a rollout in progress goes on. */
  async deletePolicy(fn: FunctionEntity): Promise<{ message: string }> {
    const [, deleted] = (await this.db.query(`DELETE FROM rollout_policies WHERE function_uuid = $1`, [
      fn.uuid,
    ])) as [unknown, number];
    if (!deleted) throw notFound(`function ${fn.name} has no rollout policy`);
    return { message: `rollout policy of function ${fn.name} deleted` };
  }

  async status(fn: FunctionEntity): Promise<RolloutStatusDto> {
    const rollout = await Rollouts.latest(this.db.manager, fn.uuid);
    return {
      policy: await policyOf(this.db.manager, fn.uuid),
      rollout: rollout && (await this.toDto(this.db.manager, rollout)),
    };
  }

  /** The new version takes all of the target's calls now. */
  promote(fn: FunctionEntity): Promise<RolloutDto> {
    return this.decide(fn, (tx, r) => Rollouts.promote(tx, r));
  }

  /** The canary is removed and the version marked rolled_back, the reason naming who aborted. */
  abort(user: AuthUser, fn: FunctionEntity): Promise<RolloutDto> {
    return this.decide(fn, (tx, r) => Rollouts.rollBack(tx, r, `aborted by ${user.email}`, 'aborted'));
  }

  private async decide(
    fn: FunctionEntity,
    decision: (tx: EntityManager, r: Rollout) => Promise<unknown>,
  ): Promise<RolloutDto> {
    const decided = await this.db.transaction(async (tx) => {
      const running = await Rollouts.lockRunning(tx, fn.uuid);
      if (!running) throw conflict(`function ${fn.name} has no rollout in progress`);
      await decision(tx, running);
      return running;
    });
    this.functions.forget(fn.uuid);
    const after = (await Rollouts.latest(this.db.manager, fn.uuid)) ?? decided;
    // Every host retires the version promoted over, as after a rollback.
    if (after.state === 'promoted' && after.policy.target === LATEST)
      await this.jobs.broadcast('activate', {
        functionUuid: fn.uuid,
        deploymentUuid: decided.deployment_uuid,
      });
    return this.toDto(this.db.manager, after);
  }

  private async toDto(db: EntityManager, r: Rollout): Promise<RolloutDto> {
    const versions = (await db.query(`SELECT uuid, version FROM deployments WHERE uuid = ANY($1::uuid[])`, [
      [r.deployment_uuid, r.baseline_uuid],
    ])) as { uuid: string; version: number }[];
    const number = (uuid: string) => versions.find((v) => v.uuid === uuid)?.version ?? 0;
    const soFar = await Rollouts.figures(db, r, r.created_at, r.finished_at);
    const running = r.state === 'in_progress';
    return {
      id: r.uuid,
      version: number(r.deployment_uuid),
      baseline_version: number(r.baseline_uuid),
      state: r.state,
      policy: r.policy,
      step: r.step + 1,
      percent: running ? r.policy.steps[r.step] : r.state === 'promoted' ? 100 : 0,
      next_decision_at: running ? new Date(r.next_decision_at).toISOString() : null,
      reason: r.reason,
      versions: [
        { version: number(r.deployment_uuid), ...soFar.canary },
        { version: number(r.baseline_uuid), ...soFar.baseline },
      ],
      history: r.history.map((d) => ({ ...d, step: d.step + 1 })),
      started_at: new Date(r.created_at).toISOString(),
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    };
  }
}
