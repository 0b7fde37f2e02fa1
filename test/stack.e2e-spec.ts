import { randomUUID } from 'crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { natsBroker } from './support/brokers';
import { runCli } from './support/cli';
import { fnName } from './support/functions';
import { call } from './support/http';
import { appLogFile } from './support/stack';
import { person, Person } from './support/teams';
import { until } from './support/wait';

const HANDLER = (tag: string) => `exports.handler = async (event) => ({ tag: '${tag}', event });\n`;

/** `fnhost.yaml` of the stack: thumbnailer names alerts, declared after it, as its failure destination. */
const STACK = (
  team: string,
  over: { memory?: number; schedules?: boolean; resizer?: boolean; rollout?: boolean } = {},
) => `
version: 1
team: ${team}
functions:
  thumbnailer:
    path: ./thumbnailer
    runtime: node24
    handler: index.handler
    memory: ${over.memory ?? 256}
    env: { MODE: prod, BUCKET: "\${BUCKET}" }
    secrets: [s3-key]
    instances: { min: 0, max: 5, concurrency: 10 }
    url: { auth: none, cors: { origins: ["https://example.com"] } }
${over.schedules === false ? '' : '    schedules:\n      - { cron: "0 * * * *", timezone: Europe/Paris, body: { full: true } }\n'}    async: { max_retries: 1, max_event_age_s: 3600, on_failure: { function: alerts } }
${over.resizer === false ? '' : `  resizer:\n    path: ./resizer\n${over.rollout ? '    rollout: { steps: [10], step_interval_s: 3600, min_calls: 5 }\n' : ''}`}  alerts:
    path: ./alerts
`;

describe('fnhost up and down: a stack declared in fnhost.yaml', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-stack-'));
  const config = mkdtempSync(path.join(tmpdir(), 'fnhost-stack-config-'));
  const file = path.join(dir, 'fnhost.yaml');
  let owner: Person;
  let team: string;
  let teamId: string;
  let ci: Record<string, string>;
  const up = (...args: string[]) => runCli(['up', ...args], { cwd: dir, env: ci });
  const ids = async () => {
    const listed = await call<{ functions: { id: string; name: string }[] }>(
      'GET',
      `/api/functions?team_id=${teamId}&limit=100`,
      { token: owner.token },
    );
    return new Map(listed.body.functions.map((f) => [f.name, f.id]));
  };
  const details = async (name: string) =>
    (await call('GET', `/api/functions/${(await ids()).get(name)}`, { token: owner.token })).body;
  /** The api's request log from now on: the methods and paths it answered, up to the call of the result. */
  const requestsFrom = async () => {
    const log = appLogFile('api');
    // A request of the suite's own, awaited in the log (written asynchronously): what the api
    // answered before it is there too.
    const mark = async () => {
      const marker = `/api/functions/${randomUUID()}`;
      await call('GET', marker, { token: owner.token });
      await until('the api logged the mark', async () => readFileSync(log, 'utf8').includes(`"${marker}"`));
      return marker;
    };
    const first = await mark();
    return async () => {
      const last = await mark();
      const text = readFileSync(log, 'utf8');
      return text
        .slice(text.indexOf(`"${first}"`), text.indexOf(`"${last}"`))
        .split('\n')
        .slice(1, -1) // the marks' own lines
        .filter((l) => l.includes('"request completed"'))
        .map((l) => JSON.parse(l) as { req: { method: string; path: string } })
        .map((l) => `${l.req.method} ${l.req.path}`);
    };
  };

  beforeAll(async () => {
    owner = await person();
    team = fnName('stack');
    teamId = (await call('POST', '/api/teams', { token: owner.token, json: { name: team } })).body
      .id as string;
    const secret = await call('POST', '/api/secrets', {
      token: owner.token,
      json: { name: 's3-key', value: 'k', team_id: teamId },
    });
    expect(secret.status).toBe(201);
    // The CI job's credential: an access token, no login (a function destination needs the right
    // to invoke it).
    const token = await call('POST', `/api/teams/${teamId}/tokens`, {
      token: owner.token,
      json: { name: 'ci', scopes: ['functions:read', 'functions:write', 'functions:invoke'] },
    });
    ci = { FNHOST_CONFIG_DIR: config, FNHOST_TOKEN: token.body.token as string, BUCKET: 'photos' };
    for (const name of ['thumbnailer', 'resizer', 'alerts']) {
      mkdirSync(path.join(dir, name));
      writeFileSync(path.join(dir, name, 'index.js'), HANDLER(name));
    }
    writeFileSync(file, STACK(team));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the whole stack, destination first, with every setting the file gives', async () => {
    const run = await up();
    expect(run.stderr).toMatch(/alerts: create done[\s\S]*thumbnailer: create done/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/thumbnailer\s*│\s*create/);
    const all = await ids();
    expect([...all.keys()].sort()).toEqual(['alerts', 'resizer', 'thumbnailer']);
    const thumb = await details('thumbnailer');
    expect(thumb).toMatchObject({
      memory: 256,
      env: { MODE: 'prod', BUCKET: 'photos' },
      secrets: ['s3-key'],
      max_instances: 5,
      deployment_version: 1,
      runtime: 'node24',
    });
    expect(thumb.source_sha256).toMatch(/^[0-9a-f]{64}$/);
    const id = all.get('thumbnailer')!;
    const url = await call('GET', `/api/functions/${id}/url`, { token: owner.token });
    expect(url.body).toMatchObject({ auth: 'none', cors: { allow_origins: ['https://example.com'] } });
    const schedules = await call<{ schedules: { cron: string; timezone: string }[] }>(
      'GET',
      `/api/functions/${id}/schedules`,
      { token: owner.token },
    );
    expect(schedules.body.schedules).toEqual([
      expect.objectContaining({ cron: '0 * * * *', timezone: 'Europe/Paris' }),
    ]);
    const async = await call('GET', `/api/functions/${id}/async-config`, { token: owner.token });
    expect(async.body).toMatchObject({
      max_retries: 1,
      max_event_age_s: 3600,
      on_failure: { type: 'function', function_id: all.get('alerts') },
    });
  });

  it('a second up with nothing changed says so and writes nothing', async () => {
    const requests = await requestsFrom();
    const run = await up();
    expect([run.code, run.stderr.trim()]).toEqual([0, 'no changes']);
    const seen = await requests();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => !r.startsWith('GET '))).toEqual([]);
  });

  it('a code change rebuilds that function only; a memory change is a revision without a build', async () => {
    writeFileSync(path.join(dir, 'resizer', 'index.js'), HANDLER('resizer v2'));
    writeFileSync(file, STACK(team, { memory: 512 }));
    const plan = await up('--dry-run', '--exit-code');
    expect(plan.code).toBe(2);
    expect(plan.stdout).toMatch(/resizer\s*│\s*rebuild\s*│\s*code changed/);
    expect(plan.stdout).toMatch(/thumbnailer\s*│\s*reconfigure\s*│\s*memory 256 -> 512/);
    expect(plan.stdout).toMatch(/alerts\s*│\s*unchanged/);
    expect((await details('thumbnailer')).memory).toBe(256); // a dry run changes nothing
    const only = await up('--only', 'thumbnailer', '--dry-run');
    expect(only.stdout).toMatch(/thumbnailer\s*│\s*reconfigure/);
    expect(only.stdout).not.toMatch(/resizer/);
    const revision = (await details('thumbnailer')).config_revision as number;
    const run = await up();
    expect(run.code).toBe(0);
    expect(await details('resizer')).toMatchObject({ deployment_version: 2 });
    expect(await details('thumbnailer')).toMatchObject({
      deployment_version: 1,
      memory: 512,
      config_revision: revision + 1,
    });
    expect((await details('alerts')).deployment_version).toBe(1);
  });

  it('a schedule removed from the file is removed from the server', async () => {
    writeFileSync(file, STACK(team, { memory: 512, schedules: false }));
    expect((await up()).code).toBe(0);
    const id = (await ids()).get('thumbnailer');
    const schedules = await call<{ schedules: unknown[] }>('GET', `/api/functions/${id}/schedules`, {
      token: owner.token,
    });
    expect(schedules.body.schedules).toEqual([]);
  });

  it('a rollout policy in the file: set before the build, so a code change rolls out instead of switching', async () => {
    writeFileSync(file, STACK(team, { memory: 512, schedules: false, rollout: true }));
    const plan = await up('--dry-run');
    expect(plan.stdout).toMatch(/resizer\s*│\s*reconfigure\s*│\s*rollout 10%/);
    expect((await up()).code).toBe(0);
    const id = (await ids()).get('resizer');
    const rollout = async () =>
      (
        await call<{ policy: unknown; rollout: Record<string, unknown> | null }>(
          'GET',
          `/api/functions/${id}/rollout`,
          {
            token: owner.token,
          },
        )
      ).body;
    expect((await rollout()).policy).toEqual({
      target: 'latest',
      steps: [10],
      step_interval_s: 3600,
      max_error_rate: 0.05,
      max_p95_ratio: null,
      min_calls: 5,
    });
    writeFileSync(path.join(dir, 'resizer', 'index.js'), HANDLER('resizer v3'));
    const run = await up();
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('resizer: version 3 is rolling out');
    expect(await details('resizer')).toMatchObject({ deployment_version: 2 });
    expect((await rollout()).rollout).toMatchObject({ version: 3, state: 'in_progress', percent: 10 });
    // The version rolling out is what the folder packs to: nothing to rebuild.
    const again = await up();
    expect([again.code, again.stderr.trim()]).toEqual([0, 'no changes']);
    expect((await call('POST', `/api/functions/${id}/rollout/abort`, { token: owner.token })).status).toBe(
      200,
    );
  });

  it('declares broker triggers: created, changed and removed with the file, each change named', async () => {
    const nats = await natsBroker();
    try {
      const { stream } = (await nats.source()) as { stream: string };
      const own = path.join(dir, 'triggers.yaml');
      const write = (trigger: string) =>
        writeFileSync(
          own,
          `version: 1\nteam: ${team}\nfunctions:\n  alerts:\n    path: ./alerts\n${trigger}`,
        );
      const orders = (batch: string) =>
        `    triggers:\n      - { name: orders, type: nats, connection: { url: "nats://127.0.0.1:4222" }, source: { stream: ${stream}, durable: fnhost }${batch} }\n`;
      const listed = async () =>
        (
          await call<{ triggers: { name: string; batch: { max_messages: number } }[] }>(
            'GET',
            `/api/functions/${(await ids()).get('alerts')}/triggers`,
            { token: owner.token },
          )
        ).body.triggers;
      write(orders(''));
      const created = await up('-f', own, '--dry-run');
      expect(created.stdout).toMatch(/trigger \+ orders \(nats\)/);
      expect((await up('-f', own)).code).toBe(0);
      expect(await listed()).toMatchObject([{ name: 'orders', batch: { max_messages: 1 } }]);
      write(orders(', batch: { max_messages: 10, max_wait_ms: 100 }'));
      const changed = await up('-f', own);
      expect([changed.code, changed.stdout]).toEqual([0, expect.stringMatching(/trigger ~ orders/)]);
      expect(await listed()).toMatchObject([{ name: 'orders', batch: { max_messages: 10 } }]);
      expect((await up('-f', own)).stdout).not.toMatch(/trigger/);
      write('');
      expect((await up('-f', own)).stdout).toMatch(/trigger - orders/);
      expect(await listed()).toEqual([]);
      // Checked by the api's own rules before anything is sent, each problem with its line.
      write(orders(', batch: { max_messages: 101 }'));
      const bad = await up('-f', own);
      expect([bad.code, bad.stderr]).toEqual([
        1,
        expect.stringMatching(
          /triggers.yaml:7: functions\.alerts\.triggers\[0\]\.batch\.max_messages: an integer from 1 to 100/,
        ),
      ]);
    } finally {
      await nats.close();
    }
  });

  it('deletes a function the file no longer names only with --prune', async () => {
    writeFileSync(file, STACK(team, { memory: 512, schedules: false, resizer: false }));
    const kept = await up();
    expect([kept.code, kept.stderr.trim()]).toEqual([0, 'no changes']);
    expect((await ids()).has('resizer')).toBe(true);
    const pruned = await up('--prune');
    expect(pruned.stdout).toMatch(/resizer\s*│\s*delete/);
    expect(pruned.code).toBe(0);
    expect((await ids()).has('resizer')).toBe(false);
  });

  it('a failure mid-plan stops it: the output says what was applied and what was not', async () => {
    const broken = `${STACK(team, { memory: 512, schedules: false, resizer: false })}  broken:
    path: ./alerts
    secrets: [no-such-secret]
  later:
    path: ./alerts
`;
    writeFileSync(file, broken);
    const run = await up();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/broken: create failed/);
    expect(run.stderr).toMatch(/not applied: broken, later/);
    expect(run.stderr).toMatch(/no-such-secret/);
    expect((await ids()).has('later')).toBe(false);
    writeFileSync(file, STACK(team, { memory: 512, schedules: false, resizer: false }));
  });

  it('refuses an invalid file with every problem and its line, sending nothing', async () => {
    const bad = path.join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      `version: 1
functions:
  thumbnailer:
    path: ./nowhere
    memory: 4096
    colour: red
    env: { KEY: "\${UNSET_VARIABLE}" }
    schedules:
      - { cron: "61 * * * *", timezone: Mars/Base }
  Bad_Name:
    path: ./alerts
`,
    );
    const requests = await requestsFrom();
    const run = await up('-f', bad);
    expect(run.code).toBe(1);
    for (const problem of [
      /bad\.yaml:5: functions\.thumbnailer\.memory: must be <= 2048/,
      /bad\.yaml:6: functions\.thumbnailer: unknown key "colour"/,
      /bad\.yaml:7: \$\{UNSET_VARIABLE\} is not set in the environment/,
      /bad\.yaml:10: functions: "Bad_Name": function names are 2 to 63 lowercase letters/,
    ])
      expect(run.stderr).toMatch(problem);
    // With the schema satisfied: the folder, the cron expression and the time zone.
    writeFileSync(
      bad,
      `version: 1
functions:
  thumbnailer:
    path: ./nowhere
    schedules:
      - { cron: "61 * * * *", timezone: Mars/Base }
`,
    );
    const second = await up('-f', bad);
    expect(second.stderr).toMatch(/bad\.yaml:4: functions\.thumbnailer\.path: \.\/nowhere is not a folder/);
    expect(second.stderr).toMatch(/bad\.yaml:6: functions\.thumbnailer\.schedules\[0\]\.cron is not a cron/);
    expect(second.stderr).toMatch(
      /bad\.yaml:6: functions\.thumbnailer\.schedules\[0\]\.timezone must be an IANA/,
    );
    writeFileSync(bad, 'version: 1\nfunctions:\n  a1:\n    path: ./alerts\n  a1:\n    path: ./alerts\n');
    const twice = await up('-f', bad);
    expect(twice.stderr).toMatch(/bad\.yaml:5: a key given twice/);
    expect(await requests()).toEqual([]);
  });

  it('down deletes what the file names', async () => {
    const run = await runCli(['down'], { cwd: dir, env: ci });
    expect(run.code).toBe(0);
    expect([...(await ids()).keys()].sort()).toEqual(['broken']);
  });

  it('prints the JSON Schema of the file', async () => {
    const run = await runCli(['schema'], { env: ci });
    expect(JSON.parse(run.stdout)).toMatchObject({ title: 'fnhost stack file (fnhost.yaml)' });
  });
});
