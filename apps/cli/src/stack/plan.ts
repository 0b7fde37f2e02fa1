import { FnhostClient, FnhostError, Schemas } from '@fnhost/sdk';
import { createHash } from 'crypto';
import { note } from '../output';
import { pack } from '../project';
import { envOf, FunctionSpec, manifestOf, Stack } from './load';
import { triggerPlan } from './triggers';
import { stable } from './stable';

export type Action = 'create' | 'rebuild' | 'reconfigure' | 'unchanged' | 'delete';

/** One function's part of the plan: what changes, and the requests that make it so. */
export interface Step {
  name: string;
  action: Action;
  /** What differs from the server, in words (`memory 128 -> 256`, `schedule + 0 * * * *`). */
  changes: string[];
  apply: (client: FnhostClient, ids: Map<string, string>) => Promise<void>;
}

type Config = Schemas['ConfigureFunctionDto'];
type Schedule = Schemas['CreateScheduleDto'];
type UrlConfig = Schemas['FunctionUrlConfigDto'];
type AsyncConfig = Schemas['AsyncConfigDto'];
type RolloutPolicy = Schemas['RolloutPolicyDto'];
type Destination = NonNullable<NonNullable<FunctionSpec['async']>['on_success']>;

/** What the server holds of one function, as the stack file would say it. */
interface Held {
  id: string;
  /** The archives' hashes of the active version and of one rolling out: either is up to date. */
  sourceSha256s: (string | null)[];
  config: Required<Config>;
  skipSigning: boolean;
  schedules: (Schedule & { id: string })[];
  url: UrlConfig | null;
  rollout: RolloutPolicy | null;
  async: Omit<AsyncConfig, 'on_success' | 'on_failure'> & {
    on_success: Destination | null;
    on_failure: Destination | null;
  };
}

/** A destination as the server says it: a function's alias left out when it is latest. */
const viaAlias = (d: Destination | undefined): Destination | null =>
  !d ? null : 'function' in d && d.alias === 'latest' ? { function: d.function } : d;

/** The file's settings with the API's defaults for what it leaves out: the whole desired state. */
function desired(spec: FunctionSpec) {
  const config: Required<Config> = {
    memory: spec.memory ?? 128,
    timeout: spec.timeout ?? 30,
    env: envOf(spec),
    secrets: [...(spec.secrets ?? [])].sort(),
    min_instances: spec.instances?.min ?? 0,
    max_instances: spec.instances?.max ?? 10,
    concurrency_per_instance: spec.instances?.concurrency ?? 10,
    description: spec.description ?? '',
  };
  const cors = spec.url?.cors;
  const url: UrlConfig | null = spec.url
    ? {
        auth: spec.url.auth,
        alias: spec.url.alias ?? 'latest',
        invoke_mode: spec.url.invoke_mode ?? 'buffered',
        cors: cors
          ? {
              allow_origins: cors.origins ?? [],
              allow_methods: cors.methods ?? [],
              allow_headers: cors.headers ?? [],
              expose_headers: cors.expose_headers ?? [],
              max_age: cors.max_age ?? 0,
              allow_credentials: cors.credentials ?? false,
            }
          : null,
      }
    : null;
  const schedules: Schedule[] = (spec.schedules ?? []).map((s) => ({
    cron: s.cron,
    timezone: s.timezone ?? 'UTC',
    body: s.body ?? {},
    enabled: s.enabled ?? true,
    alias: s.alias ?? 'latest',
  }));
  // The API's defaults for what the file's policy leaves out (the file says the whole policy).
  const rollout: RolloutPolicy | null = spec.rollout
    ? { target: 'latest', max_error_rate: 0.05, max_p95_ratio: null, min_calls: 10, ...spec.rollout }
    : null;
  const async = {
    max_retries: spec.async?.max_retries ?? 2,
    max_event_age_s: spec.async?.max_event_age_s ?? 21_600,
    on_success: viaAlias(spec.async?.on_success),
    on_failure: viaAlias(spec.async?.on_failure),
  };
  const manifest = manifestOf(spec);
  return { config, url, schedules, rollout, async, manifest };
}

/** Reads what the server holds of function `id` (reads only). `names`: the team's function ids to names. */
async function held(client: FnhostClient, id: string, names: Map<string, string>): Promise<Held> {
  const [details, schedules, url, async, rollout] = await Promise.all([
    client.getFunction(id),
    client.schedules(id),
    client.functionUrl(id).catch((err: unknown) => {
      if (err instanceof FnhostError && err.status === 404) return null;
      throw err;
    }),
    client.asyncConfig(id),
    client.rollout(id),
  ]);
  const destination = (d: AsyncConfig['on_success']): Destination | null =>
    !d
      ? null
      : d.type === 'webhook'
        ? { webhook: d.url }
        : viaAlias({ function: names.get(d.function_id) ?? d.function_id, alias: d.alias });
  return {
    id,
    sourceSha256s: [details.source_sha256, await rollingOutHash(client, id, rollout.rollout)],
    skipSigning: details.skip_signing,
    config: {
      memory: details.memory,
      timeout: details.timeout,
      env: details.env,
      secrets: [...details.secrets].sort(),
      min_instances: details.min_instances,
      max_instances: details.max_instances,
      concurrency_per_instance: details.concurrency_per_instance,
      description: details.description,
    },
    schedules: schedules.schedules.map((s) => ({
      id: s.id,
      cron: s.cron,
      timezone: s.timezone,
      body: s.body,
      enabled: s.enabled,
      alias: s.alias,
    })),
    url: url && { auth: url.auth, alias: url.alias, invoke_mode: url.invoke_mode, cors: url.cors },
    rollout: rollout.policy,
    async: {
      max_retries: async.max_retries,
      max_event_age_s: async.max_event_age_s,
      on_success: destination(async.on_success),
      on_failure: destination(async.on_failure),
    },
  };
}

/** The archive's hash of the version a rollout in progress brings (already deployed: no rebuild). */
async function rollingOutHash(
  client: FnhostClient,
  id: string,
  rollout: Schemas['RolloutDto'] | null,
): Promise<string | null> {
  if (rollout?.state !== 'in_progress') return null;
  const { deployments } = await client.deployments(id, 1, 100);
  return deployments.find((d) => d.version === rollout.version)?.source_sha256 ?? null;
}

/** The archive a function's folder packs to, and its SHA-256: what the server stored decides a rebuild. */
async function packed(spec: FunctionSpec, manifest: Record<string, unknown>) {
  const { archive } = await pack(spec.path, { manifest });
  return { archive, sha256: createHash('sha256').update(archive).digest('hex') };
}

/** Compares one function of the file with what the server holds: its step. */
async function stepOf(
  client: FnhostClient,
  spec: FunctionSpec,
  team: Map<string, string>,
  names: Map<string, string>,
  teamId: string | undefined,
): Promise<Step> {
  const existing = team.get(spec.name);
  const want = desired(spec);
  const code = await packed(spec, want.manifest);
  const have = existing ? await held(client, existing, names) : null;
  const changes: string[] = [];
  const configChange: Config = {};
  for (const key of Object.keys(want.config) as (keyof Config)[]) {
    const [from, to] = [have?.config[key], want.config[key]];
    if (have && stable(from) === stable(to)) continue;
    (configChange as Record<string, unknown>)[key] = to;
    if (have) changes.push(`${key} ${key === 'env' ? '(changed)' : `${stable(from)} -> ${stable(to)}`}`);
  }
  if (have && spec.skip_signing !== undefined && spec.skip_signing !== have.skipSigning)
    changes.push(
      'skip_signing is set at creation: delete and create the function to change it (not applied)',
    );
  const rebuild = !have || !have.sourceSha256s.includes(code.sha256);
  const kept = new Map((have?.schedules ?? []).map((s) => [stable({ ...s, id: undefined }), s]));
  const added: Schedule[] = [];
  for (const s of want.schedules) {
    const key = stable(s);
    if (kept.has(key)) kept.delete(key);
    else added.push(s);
  }
  const removed = [...kept.values()];
  for (const s of added) changes.push(`schedule + ${s.cron} (${s.timezone})`);
  for (const s of removed) changes.push(`schedule - ${s.cron} (${s.timezone})`);
  const urlChanged = stable(have?.url ?? null) !== stable(want.url);
  if (have && urlChanged) changes.push(want.url ? `url ${want.url.auth}` : 'url removed');
  const rolloutChanged = stable(have?.rollout ?? null) !== stable(want.rollout);
  if (have && rolloutChanged)
    changes.push(want.rollout ? `rollout ${want.rollout.steps.join('%, ')}%` : 'rollout removed');
  const asyncChanged = !have || stable(have.async) !== stable(want.async);
  if (have && asyncChanged) changes.push('async settings');
  const triggers = triggerPlan(spec.triggers, have && (await client.triggers(have.id)).triggers);
  changes.push(...triggers.changes);
  if (rebuild && have) changes.unshift('code changed');
  const action: Action = !have
    ? 'create'
    : rebuild
      ? 'rebuild'
      : changes.some((c) => !c.includes('not applied'))
        ? 'reconfigure'
        : 'unchanged';

  return {
    name: spec.name,
    action,
    changes,
    async apply(c, ids) {
      if (action === 'unchanged') return;
      let id = have?.id;
      if (!id) {
        const made = await c.init({
          name: spec.name,
          team_id: teamId,
          memory: want.config.memory,
          timeout: want.config.timeout,
          skip_signing: spec.skip_signing,
        });
        id = made.id;
      }
      ids.set(spec.name, id);
      // Before the build: a new version rolls out by the file's policy.
      if (rolloutChanged) {
        if (want.rollout) await c.setRolloutPolicy(id, want.rollout);
        else if (have?.rollout) await c.deleteRolloutPolicy(id);
      }
      if (rebuild) {
        const { version } = await c.deploy(id, code.archive);
        const built = await c.waitForBuild(id, version);
        if (built.status === 'canary')
          note(`${spec.name}: version ${version} is rolling out (\`fnhost rollout ${spec.name}\`)`);
        else if (built.status !== 'active')
          throw new Error(`${spec.name}: version ${version} ${built.status}: ${built.error}`);
      }
      if (Object.keys(configChange).length) await c.configure(id, configChange);
      for (const s of removed) await c.deleteSchedule(id, s.id);
      for (const s of added) await c.createSchedule(id, s);
      if (!have || urlChanged) {
        if (want.url) await c.setFunctionUrl(id, want.url);
        else if (have?.url) await c.deleteFunctionUrl(id);
      }
      if (asyncChanged) {
        const target = (d: Destination | null) =>
          !d
            ? null
            : 'webhook' in d
              ? { type: 'webhook' as const, url: d.webhook }
              : {
                  type: 'function' as const,
                  function_id: ids.get(d.function) ?? team.get(d.function) ?? d.function,
                  ...(d.alias && { alias: d.alias }),
                };
        const saved = await c.setAsyncConfig(id, {
          max_retries: want.async.max_retries,
          max_event_age_s: want.async.max_event_age_s,
          on_success: target(want.async.on_success),
          on_failure: target(want.async.on_failure),
        });
        // Given by the first save only: webhook receivers check signatures with it.
        if (saved.signing_secret)
          note(`${spec.name}: webhook signing secret (shown this once): ${saved.signing_secret}`);
      }
      await triggers.apply(c, id);
    },
  };
}

/**
 * The plan of `fnhost up`: a step per function of the file, in dependency order (a destination
 * before the function naming it), then, with `prune`, the deletion of the team's functions the file
 * no longer names. Building it only reads.
 */
export async function planUp(
  client: FnhostClient,
  stack: Stack,
  teamId: string | undefined,
  { prune = false, only }: { prune?: boolean; only?: string } = {},
): Promise<Step[]> {
  const team = await teamFunctions(client, teamId);
  const names = new Map([...team].map(([name, id]) => [id, name]));
  const specs = ordered(stack.functions.filter((f) => !only || f.name === only));
  if (only && !specs.length) throw new Error(`${only} is not a function of ${stack.file}`);
  const steps: Step[] = [];
  for (const spec of specs) steps.push(await stepOf(client, spec, team, names, teamId));
  if (prune && !only)
    for (const [name, id] of team)
      if (!stack.functions.some((f) => f.name === name)) steps.push(deletion(name, id));
  return steps;
}

/** The plan of `fnhost down`: deleting each function the file names that exists. */
export async function planDown(
  client: FnhostClient,
  stack: Stack,
  teamId: string | undefined,
): Promise<Step[]> {
  const team = await teamFunctions(client, teamId);
  return ordered(stack.functions)
    .reverse()
    .filter((f) => team.has(f.name))
    .map((f) => deletion(f.name, team.get(f.name)!));
}

function deletion(name: string, id: string): Step {
  return {
    name,
    action: 'delete',
    changes: [],
    apply: async (c) => void (await c.deleteFunction(id)),
  };
}

/** The team's functions by name. */
async function teamFunctions(client: FnhostClient, teamId: string | undefined): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let offset = 0; ; offset += 100) {
    const page = await client.listFunctions({ limit: 100, offset, team_id: teamId });
    for (const f of page.functions) found.set(f.name, f.id);
    if (offset + 100 >= page.total) return found;
  }
}

/** Destinations first: a function after every function of the file its async settings name. */
function ordered(specs: FunctionSpec[]): FunctionSpec[] {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const done = new Set<string>();
  const out: FunctionSpec[] = [];
  const visit = (s: FunctionSpec, path: string[]) => {
    if (done.has(s.name)) return;
    if (path.includes(s.name))
      throw new Error(`async destinations form a cycle: ${[...path, s.name].join(' -> ')}`);
    for (const d of [s.async?.on_success, s.async?.on_failure])
      if (d && 'function' in d && byName.has(d.function)) visit(byName.get(d.function)!, [...path, s.name]);
    done.add(s.name);
    out.push(s);
  };
  specs.forEach((s) => visit(s, []));
  return out;
}
