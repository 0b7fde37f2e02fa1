import { Schemas } from '@fnhost/sdk';
import { Command, InvalidArgumentError } from 'commander';
import { contextOf } from '../context';
import { emit, note, printTable } from '../output';
import { percent, positive, subAction } from './arguments';

type Rollout = Schemas['RolloutDto'];

/** `10,50`: a rollout's steps. */
function steps(value: string): number[] {
  return value.split(',').map((s) => percent(s.trim()));
}

function fraction(value: string): number {
  const n = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || Number.isNaN(n)) throw new InvalidArgumentError('must be a number');
  return n;
}

const figures = (v: { calls: number; errors: number; error_rate: number | null; p95_ms: number | null }) =>
  `${v.calls} calls, ${v.errors} errors${v.error_rate === null ? '' : ` (${v.error_rate})`}${v.p95_ms === null ? '' : `, p95 ${v.p95_ms} ms`}`;

/** A rollout, one fact a line: where it stands, both versions' figures, each decision. */
export function describeRollout(r: Rollout): void {
  note(`version ${r.version} to ${r.policy.target} (from version ${r.baseline_version}): ${r.state}`);
  if (r.state === 'in_progress')
    note(`step ${r.step} of ${r.policy.steps.length}: ${r.percent}%, next decision ${r.next_decision_at}`);
  if (r.reason) note(`reason: ${r.reason}`);
  for (const v of r.versions) note(`  version ${v.version}: ${figures(v)}`);
  for (const d of r.history)
    note(
      `  step ${d.step} at ${d.percent}%: ${d.outcome}${d.reason ? ` (${d.reason})` : ''}; new ${figures(d.canary)}`,
    );
}

interface AliasOptions {
  canary?: number;
  percent?: number;
  description?: string;
}

interface PolicyOptions {
  target?: string;
  steps?: number[];
  stepInterval?: number;
  maxErrorRate?: number;
  maxP95Ratio?: number;
  minCalls?: number;
  off?: boolean;
}

/** `fnhost aliases` and `fnhost rollout`: which version takes which calls, and how a new one gets there. */
export function releaseCommands(program: Command): void {
  program
    .command('aliases')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'list (default), set or delete')
    .argument('[name]', 'the alias: lowercase letters, digits and -, from a letter')
    .argument('[version]', 'set: the version the alias runs', positive)
    .description('named versions of a function; a canary version can take a percent of an alias’s calls')
    .option('--canary <n>', 'set: a second version taking --percent of the calls', positive)
    .option('--percent <p>', 'set: the canary’s share of calls, 1 to 99', percent)
    .option('--description <text>', 'set: what the alias is for')
    .action(
      async (
        nameOrId: string,
        action: string | undefined,
        name: string | undefined,
        version: number | undefined,
        options: AliasOptions,
        command: Command,
      ) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const act =
          action === 'list' ? undefined : subAction(action, name, ['set', 'delete'] as const, 'name');
        const id = await ctx.functionId(nameOrId);
        if (act === 'set') {
          if (!version) throw new InvalidArgumentError('set needs the version: set <name> <version>');
          if ((options.canary === undefined) !== (options.percent === undefined))
            throw new InvalidArgumentError('--canary and --percent go together');
          const alias = await client.setAlias(id, name!, {
            version,
            canary: options.canary ? { version: options.canary, percent: options.percent! } : null,
            description: options.description,
          });
          return emit(ctx.json, alias, () =>
            note(
              `alias ${alias.name}: version ${alias.version}${alias.canary ? `, version ${alias.canary.version} takes ${alias.canary.percent}%` : ''}`,
            ),
          );
        }
        if (act === 'delete') {
          const reply = await client.deleteAlias(id, name!);
          return emit(ctx.json, reply, () => note(reply.message));
        }
        const { aliases } = await client.aliases(id);
        emit(ctx.json, aliases, () => {
          if (!aliases.length) return note('No version is active yet: `fnhost deploy` first');
          printTable(
            ['alias', 'version', 'canary', 'description', 'updated'],
            aliases.map((a) => [
              a.name,
              a.version,
              a.canary ? `v${a.canary.version} at ${a.canary.percent}%` : '',
              a.description ?? '',
              a.updated_at,
            ]),
          );
        });
      },
    );

  program
    .command('rollout')
    .argument('<function>', 'function name or id')
    .argument('[action]', 'status (default), policy, promote or abort')
    .description('gradual rollouts: a new version takes a rising share of calls, judged by its executions')
    .option('--target <alias>', 'policy: the alias it rolls (default latest)')
    .option('--steps <percents>', 'policy: the canary’s percent at each step, e.g. 10,50', steps)
    .option(
      '--step-interval <seconds>',
      'policy: how long each step lasts before it is judged (30-3600)',
      positive,
    )
    .option('--max-error-rate <rate>', 'policy: the error rate (0-1) above which it rolls back', fraction)
    .option(
      '--max-p95-ratio <ratio>',
      "policy: p95 above this multiple of the previous version's rolls back",
      fraction,
    )
    .option('--min-calls <n>', 'policy: the calls a step needs to be judged', positive)
    .option('--off', 'policy: remove the policy (deploys switch at once again)')
    .action(
      async (nameOrId: string, action: string | undefined, options: PolicyOptions, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.authed();
        const id = await ctx.functionId(nameOrId);
        const act = action ?? 'status';
        if (act === 'promote' || act === 'abort') {
          const r = await (act === 'promote' ? client.promoteRollout(id) : client.abortRollout(id));
          return emit(ctx.json, r, () => describeRollout(r));
        }
        if (act === 'policy') {
          if (options.off) {
            const reply = await client.deleteRolloutPolicy(id);
            return emit(ctx.json, reply, () => note(reply.message));
          }
          const current = (await client.rollout(id)).policy;
          const given = [
            options.steps,
            options.stepInterval,
            options.maxErrorRate,
            options.minCalls,
            options.target,
          ];
          if (given.every((v) => v === undefined) && options.maxP95Ratio === undefined)
            return emit(ctx.json, current, () =>
              note(current ? JSON.stringify(current) : 'No rollout policy'),
            );
          const steps = options.steps ?? current?.steps;
          const interval = options.stepInterval ?? current?.step_interval_s;
          if (!steps || !interval)
            throw new InvalidArgumentError('a first policy needs --steps and --step-interval');
          const saved = await client.setRolloutPolicy(id, {
            target: options.target ?? current?.target ?? 'latest',
            steps,
            step_interval_s: interval,
            max_error_rate: options.maxErrorRate ?? current?.max_error_rate ?? 0.05,
            max_p95_ratio: options.maxP95Ratio ?? current?.max_p95_ratio ?? null,
            min_calls: options.minCalls ?? current?.min_calls ?? 10,
          });
          return emit(ctx.json, saved, () => note(`rollout policy: ${JSON.stringify(saved)}`));
        }
        if (act !== 'status') throw new InvalidArgumentError('status, policy, promote or abort');
        const status = await client.rollout(id);
        emit(ctx.json, status, () => {
          note(
            status.policy
              ? `policy: ${JSON.stringify(status.policy)}`
              : 'No rollout policy: deploys switch at once',
          );
          if (status.rollout) describeRollout(status.rollout);
        });
      },
    );
}
