import { randomBytes } from 'crypto';
import { spawn } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { natsBroker } from './support/brokers';
import { newUserToken, PASSWORD, uniqueEmail } from './support/fixtures';
import { call } from './support/http';
import { fnName } from './support/functions';
import { BIN, finish, Run, runCli, startCli } from './support/cli';
import { API, port, portOf, spawnApp, waitFor } from './support/stack';
import { TcpProxy } from './support/tcp-proxy';
import { until } from './support/wait';

/** `text` as a regular expression matching itself. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The `fnhost` command as a user runs it: a child process of bin/fnhost.js against the test
 * stack, its own config directory, and a pseudo-terminal (util-linux `script`) where a user
 * would have one.
 */
const CONFIG = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-config-'));
const PROJECT = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-project-'));

const start = (args: string[], env: Record<string, string> = {}, cwd = PROJECT) =>
  startCli(args, { FNHOST_CONFIG_DIR: CONFIG, ...env }, cwd);

/** Runs `fnhost ...args` without a terminal; `input` is its stdin. */
const fnhost = (args: string[], { input = '', env = {}, cwd = PROJECT } = {}) =>
  runCli(args, { input, cwd, env: { FNHOST_CONFIG_DIR: CONFIG, ...env } });

/**
 * Runs `fnhost ...args` on a pseudo-terminal; each [prompt, answer] pair is typed once the
 * prompt shows. Output is what the terminal shows (stdout and stderr together).
 */
async function onTerminal(args: string[], answers: [string, string][] = []): Promise<Run> {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: PROJECT,
    env: { ...process.env, FNHOST_CONFIG_DIR: CONFIG, FNHOST_URL: API, TERM: 'xterm' },
  });
  const done = finish(child);
  let shown = '';
  let next = 0;
  child.stdout!.on('data', (d) => {
    shown += d;
    while (next < answers.length && shown.includes(answers[next][0]))
      child.stdin!.write(`${answers[next++][1]}\r`);
  });
  const run = await done;
  child.stdin!.destroy();
  return run;
}

const oneLine = (text: string) => text.trim().split('\n');
function json<T = Record<string, unknown>>(run: Run): T {
  if (run.code !== 0) throw new Error(`exit ${run.code}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

const HANDLER = (version: number) => `
const fs = require('fs');
exports.handler = async (event) => {
  console.log('marker ' + (event.marker || 'none'));
  return { version: ${version}, hello: event.name || 'world', files: fs.readdirSync(__dirname).sort() };
};
`;

describe('fnhost CLI', () => {
  const email = uniqueEmail('cli');
  const name = fnName('cli');

  it('--help works on every command', async () => {
    const top = await fnhost(['--help']);
    expect(top.code).toBe(0);
    const commands = [...top.stdout.split('Commands:')[1].matchAll(/^ {2}([a-z-]+)(\|[a-z]+)? /gm)].map(
      (m) => m[1],
    );
    expect(commands).toEqual(expect.arrayContaining(['login', 'deploy', 'invoke', 'logs', 'keys', 'stats']));
    const keys = await fnhost(['keys', '--help']);
    const keyCommands = [...keys.stdout.split('Commands:')[1].matchAll(/^ {2}([a-z]+) /gm)]
      .map((m) => m[1])
      .filter((c) => c !== 'help');
    expect(keyCommands.sort()).toEqual(['delete', 'enable', 'generate', 'list', 'revoke', 'roll', 'update']);
    const all = [
      ...commands.filter((c) => c !== 'help').map((c) => [c]),
      ...keyCommands.map((c) => ['keys', c]),
    ];
    for (const args of all) {
      const run = await fnhost([...args, '--help']);
      expect({ args, code: run.code }).toEqual({ args, code: 0 });
      expect(run.stdout).toContain(`Usage: fnhost ${args.join(' ')}`);
      expect(run.stdout).toContain('--json');
    }
  });

  it('registers (password from stdin), logs out, and is then told to log in', async () => {
    const reg = await fnhost(
      ['register', '--email', email, '--first-name', 'Ada', '--last-name', 'Lovelace', '--password-stdin'],
      { input: `${PASSWORD}\n` },
    );
    expect(reg).toMatchObject({ code: 0, stderr: `Logged in to ${API} as ${email}\n` });
    expect((await fnhost(['logout'])).code).toBe(0);
    const who = await fnhost(['whoami']);
    expect(who.code).toBe(1);
    expect(oneLine(who.stderr)).toEqual([
      `error: not logged in to ${API}: run \`fnhost login\`, or set FNHOST_TOKEN to an access token`,
    ]);
  });

  it('logs in on a terminal with the password unechoed; the credentials file is 0600', async () => {
    const run = await onTerminal(['login', '--email', email], [['Password:', PASSWORD]]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Logged in to ${API} as ${email}`);
    expect(run.stdout).not.toContain(PASSWORD);
    expect(statSync(path.join(CONFIG, 'credentials.json')).mode & 0o777).toBe(0o600);
    const who = await fnhost(['whoami']);
    expect(who).toMatchObject({ code: 0, stdout: `${email} (Ada Lovelace) on ${API}\n` });
  });

  it('init writes the project file, function.json with the default runtime and a starter handler', async () => {
    const run = await fnhost(['init', name, '--memory', '256', '--timeout', '5']);
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(PROJECT, 'fnhost.json'), 'utf8'))).toEqual({
      name,
      memory: 256,
      timeout: 5,
    });
    expect(JSON.parse(readFileSync(path.join(PROJECT, 'function.json'), 'utf8'))).toEqual({
      runtime: 'node24',
    });
    expect(readFileSync(path.join(PROJECT, 'index.js'), 'utf8')).toContain('exports.handler');
    // The dependency list beside the handler: what the build installs.
    expect(JSON.parse(readFileSync(path.join(PROJECT, 'package.json'), 'utf8'))).toMatchObject({
      name,
      dependencies: {},
    });
    const fn = json<{ memory: number; timeout: number }>(await fnhost(['functions', '--json']));
    expect(fn).toMatchObject({ functions: [expect.objectContaining({ name, status: 'init' })], total: 1 });
  });

  it('deploys with a progress bar on a terminal, honouring .fnhostignore, and invokes unsigned', async () => {
    writeFileSync(path.join(PROJECT, 'index.js'), HANDLER(1));
    writeFileSync(path.join(PROJECT, '.fnhostignore'), '*.log\nnotes/\n');
    writeFileSync(path.join(PROJECT, 'debug.log'), 'not shipped');
    mkdirSync(path.join(PROJECT, 'notes'));
    writeFileSync(path.join(PROJECT, 'notes', 'todo.md'), 'not shipped');
    // Big enough for the bar to move through many chunks.
    writeFileSync(path.join(PROJECT, 'data.bin'), Buffer.alloc(2 * 1024 * 1024, 7));
    // With a lock file the build installs node_modules: it stays out of the archive.
    writeFileSync(path.join(PROJECT, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}\n');
    mkdirSync(path.join(PROJECT, 'node_modules', 'left-out'), { recursive: true });
    writeFileSync(path.join(PROJECT, 'node_modules', 'left-out', 'index.js'), 'not shipped');
    const run = await onTerminal(['deploy']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Left out node_modules/: the build installs it from package-lock.json (--include-node-modules packs it)',
    );
    expect(run.stdout).toMatch(/Uploading \[[=-]+\] \d+%/);
    expect(run.stdout).toMatch(/Uploading \[=+\] 100%/);
    expect(run.stdout).toContain(`Version 1 of ${name} is active`);
    expect(run.stdout).toMatch(new RegExp(`${literally(API)}/api/functions/[0-9a-f-]{36}/invoke`));

    const invoked = await fnhost(['invoke', name, '--data', '{"name":"Ada"}']);
    expect(invoked.code).toBe(0);
    expect(json(invoked)).toEqual({
      version: 1,
      hello: 'Ada',
      files: ['data.bin', 'fnhost.json', 'function.json', 'index.js', 'package-lock.json', 'package.json'],
    });
    expect(invoked.stderr).toMatch(/^success in \d+ ms on version 1 \(execution [0-9a-f-]{36}\)\n$/);
  });

  it('takes the input from a file or from stdin, and refuses input that is not a JSON object', async () => {
    writeFileSync(path.join(PROJECT, 'input.json'), '{"name":"from a file"}');
    expect(json(await fnhost(['invoke', name, '--data', '@input.json']))).toMatchObject({
      hello: 'from a file',
    });
    expect(json(await fnhost(['invoke', name], { input: '{"name":"piped"}' }))).toMatchObject({
      hello: 'piped',
    });
    for (const [data, message] of [
      ['{nope', 'the data is not valid JSON'],
      ['[1]', "the data must be a JSON object (it becomes the handler's event)"],
    ]) {
      const run = await fnhost(['invoke', name, '--data', data]);
      expect({ code: run.code, stderr: oneLine(run.stderr) }).toEqual({
        code: 1,
        stderr: [
          `error: option '-d, --data <json>' argument '${data}' is invalid. ${message}`,
          '(run with --help for usage)',
        ],
      });
      const piped = await fnhost(['invoke', name], { input: data });
      expect({ code: piped.code, stderr: oneLine(piped.stderr) }).toEqual({
        code: 1,
        stderr: [`error: ${message}`],
      });
    }
  });

  it('generates a key (stored 0600, shown once), signs with it, and the unsigned call is refused', async () => {
    const gen = await fnhost(['keys', 'generate', name, '--validity', '1d', '--json']);
    expect(gen.code).toBe(0);
    const { api_key, stored_at } = json<{
      api_key: { private_key: string; uuid: string };
      stored_at: string;
    }>(gen);
    expect(statSync(stored_at).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(stored_at, 'utf8'))).toMatchObject({ private_key: api_key.private_key });

    const signed = await fnhost(['invoke', name, '--data', '{"name":"signed"}']);
    expect(signed.code).toBe(0);
    expect(signed.stderr).toContain(', signed');
    // Each signature is taken once; the same input again at once is signed anew, not refused as a replay.
    for (let i = 0; i < 2; i++)
      expect((await fnhost(['invoke', name, '--data', '{"name":"signed"}'])).code).toBe(0);

    renameSync(stored_at, `${stored_at}.away`);
    const unsigned = await fnhost(['invoke', name, '--data', '{}']);
    renameSync(`${stored_at}.away`, stored_at);
    expect(unsigned.code).toBe(1);
    expect(oneLine(unsigned.stderr)).toEqual([
      'error: 403 requires API key signature: include X-Signature and X-Timestamp headers',
    ]);

    const list = await fnhost(['keys', 'list', name]);
    expect(list.stdout).toContain(api_key.uuid);
    expect(list.stdout).toMatch(/│ yes +│$/m); // stored here
  });

  it('follows the logs while the function is invoked', async () => {
    const follower = start(['logs', name, '--follow', '--since', '1m']);
    const followed = finish(follower);
    let seen = '';
    follower.stdout!.on('data', (d) => (seen += d));
    const markers = ['follow-1', 'follow-2', 'follow-3'];
    // Each line is printed before the next invocation: they come in separate polls of the follower.
    for (const marker of markers) {
      expect((await fnhost(['invoke', name, '--data', JSON.stringify({ marker })])).code).toBe(0);
      await until(`the follower printed ${marker}`, async () => seen.includes(`marker ${marker}`), 15);
    }
    follower.kill('SIGINT');
    await followed;
    for (const m of markers)
      expect(seen.split('\n').filter((l) => l.endsWith(`INFO  marker ${m}`))).toHaveLength(1);

    // The same entries read back with a text filter and a time range.
    const grep = await fnhost(['logs', name, '--since', '1h', '--grep', 'FOLLOW-2']);
    expect(grep.code).toBe(0);
    expect(grep.stdout.trim().split('\n')).toEqual([expect.stringMatching(/INFO {2}marker follow-2$/)]);
    const before = await fnhost(['logs', name, '--until', '1h', '--grep', 'follow-2']);
    expect([before.code, before.stdout]).toEqual([0, '']);
    const bad = await fnhost(['logs', name, '--until', 'soon']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/must be an ISO 8601 timestamp or a duration/);
  });

  it('deploys a second version with plain progress lines off a terminal, lists versions and rolls back', async () => {
    writeFileSync(path.join(PROJECT, 'index.js'), HANDLER(2));
    const run = await fnhost(['deploy', PROJECT]);
    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain('\u001b[');
    expect(run.stderr).toMatch(/^Uploaded .* \(100%\)$/m);
    expect(run.stderr).toContain(`Version 2 of ${name} is active`);
    expect(json(await fnhost(['invoke', name]))).toMatchObject({ version: 2 });

    const history = json<{ deployments: { version: number; status: string }[] }>(
      await fnhost(['deployments', name, '--json']),
    );
    expect(history.deployments.map((d) => [d.version, d.status])).toEqual([
      [2, 'active'],
      [1, 'inactive'],
    ]);
    const output = await fnhost(['deployments', name, '--logs', '2']);
    expect(output.code).toBe(0);
    expect(output.stdout).toMatch(/^\[ +\d+\.\d\d s\] building version 2 /);
    expect(output.stdout).toContain('version 2 is active');
    expect(output.stderr).toContain('version 2: active');
    const missing = await fnhost(['deployments', name, '--logs', '9']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toMatch(/version 9 .*not found/);
    const rolled = await fnhost(['rollback', name, '1']);
    expect(rolled.code).toBe(0);
    expect(rolled.stderr).toContain(`${name} runs version 1`);
    expect(json(await fnhost(['invoke', name]))).toMatchObject({ version: 1 });
  });

  it('aliases with a canary, invoke by qualifier, and a one-off rollout followed, aborted and set as policy', async () => {
    const set = json<{ name: string; version: number; canary: { version: number; percent: number } }>(
      await fnhost(['aliases', name, 'set', 'prod', '2', '--canary', '1', '--percent', '50', '--json']),
    );
    expect(set).toMatchObject({ name: 'prod', version: 2, canary: { version: 1, percent: 50 } });
    const table = await fnhost(['aliases', name]);
    expect(table.stdout).toMatch(/│ latest │ 1 +│ - +│ the active version │/);
    expect(table.stdout).toMatch(/│ prod +│ 2 +│ v1 at 50% │/);
    expect(json(await fnhost(['invoke', name, '-q', '2']))).toMatchObject({ version: 2 });
    const pinned = await fnhost(['invoke', name, '--qualifier', '2']);
    expect(pinned.stderr).toMatch(/^success in \d+ ms on version 2 /m);
    const bad = await fnhost(['aliases', name, 'set', 'prod']);
    expect([bad.code, oneLine(bad.stderr).at(-1)]).toEqual([
      1,
      expect.stringMatching(/set needs the version: set <name> <version>/),
    ]);
    const refused = await fnhost(['aliases', name, 'set', 'prod', '99']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/version: version 99 does not exist/);
    expect((await fnhost(['aliases', name, 'delete', 'prod'])).stderr).toMatch(
      /alias prod of function .* deleted/,
    );

    writeFileSync(path.join(PROJECT, 'index.js'), HANDLER(3));
    const rolling = await fnhost(['deploy', PROJECT, '--canary', '10', '--step-interval', '3600']);
    expect(rolling.code).toBe(0);
    expect(rolling.stderr).toContain(`Version 3 of ${name} is rolling out: 10% of latest's calls first`);
    const status = await fnhost(['rollout', name]);
    expect(status.stderr).toContain('version 3 to latest (from version 1): in_progress');
    expect(status.stderr).toMatch(/step 1 of 1: 10%, next decision /);
    const aborted = await fnhost(['rollout', name, 'abort']);
    expect(aborted.stderr).toContain('version 3 to latest (from version 1): aborted');
    expect(json(await fnhost(['invoke', name]))).toMatchObject({ version: 1 });
    const history = await fnhost(['deployments', name]);
    expect(history.stdout).toMatch(/│ 3 +│ rolled_back │ .*│ aborted \(latest, 0 decisions\) │/);
    const policy = json(
      await fnhost(['rollout', name, 'policy', '--steps', '10,50', '--step-interval', '60', '--json']),
    );
    expect(policy).toEqual({
      target: 'latest',
      steps: [10, 50],
      step_interval_s: 60,
      max_error_rate: 0.05,
      max_p95_ratio: null,
      min_calls: 10,
    });
    expect((await fnhost(['rollout', name, 'policy', '--off'])).stderr).toMatch(
      /rollout policy of function .* deleted/,
    );
    const wrong = await fnhost(['deploy', PROJECT, '--canary', '100']);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/must be a percent from 1 to 99/);
  });

  it('adds broker triggers (a refusal in one line), lists their state, pauses, resumes and deletes them', async () => {
    const nats = await natsBroker();
    try {
      const { stream } = (await nats.source()) as { stream: string };
      const add = (s: string, ...extra: string[]) =>
        fnhost([
          'triggers',
          name,
          'add',
          'orders',
          '--type',
          'nats',
          '--broker',
          'nats://127.0.0.1:4222',
          '--stream',
          s,
          '--durable',
          'cli',
          ...extra,
        ]);
      const refused = await add('missing');
      expect([refused.code, oneLine(refused.stderr).at(-1)]).toEqual([
        1,
        expect.stringMatching(/^error: 400 .*stream missing not found/),
      ]);
      // --tls and --sasl-mechanism reach the connection: this NATS speaks no TLS, and takes no SASL.
      const tls = await add(stream, '--tls');
      expect([tls.code, oneLine(tls.stderr).at(-1)]).toEqual([
        1,
        expect.stringMatching(/^error: 400 .*tls/i),
      ]);
      const sasl = await add(stream, '--username', 'u', '--sasl-mechanism', 'scram-sha-256');
      expect([sasl.code, oneLine(sasl.stderr).at(-1)]).toEqual([
        1,
        expect.stringMatching(/^error: 400 .*sasl_mechanism: only Kafka triggers take one/),
      ]);
      expect((await add(stream)).stderr).toMatch(/^trigger orders \(nats\) created: starting/m);
      await until('running', async () => (await fnhost(['triggers', name])).stdout.includes('running'));
      expect((await fnhost(['triggers', name])).stdout).toMatch(/│ orders +│ nats +│ running +│/);
      expect((await fnhost(['triggers', name, 'pause', 'orders'])).stderr).toMatch(
        /^trigger orders: paused/m,
      );
      expect(json<{ enabled: boolean }[]>(await fnhost(['triggers', name, '--json']))[0].enabled).toBe(false);
      expect((await fnhost(['triggers', name, 'resume', 'orders'])).stderr).toMatch(
        /^trigger orders: starting/m,
      );
      const gone = await fnhost(['triggers', name, 'delete', 'orders']);
      expect(gone.stderr).toMatch(/deleted/);
      const missing = await fnhost(['triggers', name, 'pause', 'orders']);
      expect([missing.code, oneLine(missing.stderr).at(-1)]).toEqual([
        1,
        expect.stringMatching(/no trigger orders/),
      ]);
    } finally {
      await nats.close();
    }
  });

  it('init --runtime python writes a starter of the newest Python (pinned) that deploys and answers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-python-'));
    const py = fnName('py');
    const init = await fnhost(['init', py, '--runtime', 'python'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(dir, 'function.json'), 'utf8'))).toEqual({
      runtime: 'python3.13',
    });
    expect(readFileSync(path.join(dir, 'main.py'), 'utf8')).toContain('def handler(event, context):');
    expect(readFileSync(path.join(dir, 'requirements.txt'), 'utf8')).toMatch(
      /^# The build installs these with pip/,
    );
    const deployed = await fnhost(['deploy'], { cwd: dir });
    expect(deployed.code).toBe(0);
    expect(deployed.stderr).toContain('Building version 1 (python3.13)');
    const invoked = await fnhost(['invoke', py, '--data', '{"name":"Ada"}']);
    expect(json(invoked)).toEqual({ hello: 'Ada' });
    const logs = await fnhost(['logs', py]);
    expect(logs.stdout).toMatch(/INFO  invoked with \{"name": "Ada"\}/);
    const unknown = await fnhost(['init', fnName('rb'), '--runtime', 'ruby3'], { cwd: dir });
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain(
      "error: option '--runtime <runtime>' argument 'ruby3' is invalid. Allowed choices are node24, node22, python3.13, python3.11, node20, node, python.",
    );
  });

  it('shows executions, one execution with its logs, and stats with a chart', async () => {
    const list = json<{ executions: { uuid: string }[]; total: number }>(
      await fnhost(['executions', name, '--json']),
    );
    expect(list.total).toBeGreaterThanOrEqual(8);
    const one = await fnhost(['execution', name, list.executions[0].uuid]);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/success \(sync, v\d+, 1 attempt\(s\)\) in \d+ ms/);
    expect(one.stdout).toMatch(/^input: \{.*\}$/m);
    expect(one.stdout).toMatch(/^result: .+$/m);
    expect(one.stdout).toMatch(/INFO  marker none/);
    const failures = await fnhost(['executions', name, '--status', 'timeout', '--since', '1h']);
    expect(failures.stderr).toContain('None match.');
    const bad = await fnhost(['executions', name, '--status', 'done']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("argument 'done' is invalid");

    const totals = json<{ invocations_count: number }>(await fnhost(['stats', name, '--json']));
    expect(totals.invocations_count).toBe(list.total);
    const chart = await fnhost(['stats', name, '--hourly', '6']);
    expect(chart.code).toBe(0);
    expect(chart.stdout).toContain('┤');
    expect(chart.stdout).toContain(`${list.total} requests, 0 errors, 0 throttled in 6 hours; worst p99 `);
    expect((await fnhost(['stats'])).stdout).toMatch(/│ 24h +│ \d+/);
    expect(json(await fnhost(['deletions', '--json']))).toEqual({ pending_deletions: [], count: 0 });
  });

  it('saves test events and invokes with one', async () => {
    expect((await fnhost(['test-events', name])).stderr).toContain('No test events');
    const saved = await fnhost(['test-events', name, 'save', 'ada', '--data', '{"name":"Ada"}']);
    expect(saved.code).toBe(0);
    expect(saved.stderr).toContain('saved test event ada');
    expect((await fnhost(['test-events', name])).stdout).toMatch(/│ ada +│ \S+ +│ \{"name":"Ada"\} +│/);
    expect(json(await fnhost(['invoke', name, '--event', 'ada']))).toMatchObject({ hello: 'Ada' });
    const both = await fnhost(['invoke', name, '--event', 'ada', '--data', '{}']);
    expect(both.code).not.toBe(0);
    expect(both.stderr).toContain('--event and --data exclude each other');
    const missing = await fnhost(['invoke', name, '--event', 'nope']);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toContain('test event nope not found');
    expect((await fnhost(['test-events', name, 'delete', 'ada'])).stderr).toContain('test event ada deleted');
    const bad = await fnhost(['test-events', name, 'rename', 'ada']);
    expect(bad.stderr).toContain('save <name> or delete <name>');
  });

  it('invokes asynchronously, sets the async policy, and manages schedules and dead letters', async () => {
    const args = [
      'invoke',
      name,
      '--async',
      '--idempotency-key',
      `k-${Date.now()}`,
      '--data',
      '{"marker":"later"}',
    ];
    const queued = json<{ execution_id: string; status: string }>(await fnhost([...args, '--json']));
    expect(queued).toMatchObject({ execution_id: expect.any(String), status: 'queued' });
    expect(json<{ execution_id: string }>(await fnhost([...args, '--json'])).execution_id).toBe(
      queued.execution_id,
    );

    const cfg = json<{ max_retries: number; signing_secret?: string }>(
      await fnhost(['async-config', name, '--retries', '1', '--max-age', '600', '--json']),
    );
    expect(cfg).toMatchObject({ max_retries: 1, max_event_age_s: 600, on_success: null, on_failure: null });
    expect(cfg.signing_secret).toMatch(/^[0-9a-f]{64}$/);
    const shown = await fnhost(['async-config', name]);
    expect(shown.stderr).toContain('retries 1, events kept 600 s');
    const badRetries = await fnhost(['async-config', name, '--retries', 'x']);
    expect(badRetries.code).not.toBe(0);
    expect(badRetries.stderr).toMatch(/whole number/);

    // One name for an event's data: --data, on invoke and on schedules add.
    const added = json<{ id: string; enabled: boolean; body: unknown }>(
      await fnhost([
        'schedules',
        name,
        'add',
        '--cron',
        '@daily',
        '--timezone',
        'Europe/Paris',
        '--data',
        '{"report":"daily"}',
        '--json',
      ]),
    );
    expect([added.enabled, added.body]).toEqual([true, { report: 'daily' }]);
    expect((await fnhost(['schedules', name, 'add', '--cron', '@daily', '--body', '{}'])).stderr).toMatch(
      /unknown option '--body'/,
    );
    expect(json<{ id: string }[]>(await fnhost(['schedules', name, '--json'])).map((s) => s.id)).toEqual([
      added.id,
    ]);
    expect(
      json<{ enabled: boolean }>(await fnhost(['schedules', name, 'pause', added.id, '--json'])).enabled,
    ).toBe(false);
    expect((await fnhost(['schedules', name, 'delete', added.id])).code).toBe(0);
    const badCron = await fnhost(['schedules', name, 'add', '--cron', '61 * * * *']);
    expect(badCron.code).not.toBe(0);
    expect(oneLine(badCron.stderr).at(-1)).toMatch(/^error: 400 .*cron/);

    expect(json(await fnhost(['dead-letters', name, '--json']))).toMatchObject({
      dead_letters: [],
      total: 0,
    });
    expect((await fnhost(['dead-letters', name, 'frobnicate', 'x'])).code).not.toBe(0);
  });

  it('gives a function a URL, changes its auth and CORS, and takes it away', async () => {
    const enabled = await fnhost(['url', 'enable', name]);
    expect(enabled.code).toBe(0);
    const address = enabled.stdout.trim();
    expect(address).toMatch(new RegExp(`^${literally(API)}/fn/[A-Za-z0-9_-]{22}/$`));
    expect(enabled.stderr).toContain('auth: none');
    const called = await fetch(address, { method: 'POST', body: '{"name":"web"}' });
    expect(called.status).toBe(200);
    const changed = json<{ url: string; auth: string; cors: { allow_origins: string[]; max_age: number } }>(
      await fnhost([
        'url',
        'enable',
        name,
        '--auth',
        'bearer',
        '--cors-origin',
        'https://a.example',
        '--cors-origin',
        'https://b.example',
        '--cors-max-age',
        '60',
        '--json',
      ]),
    );
    expect(changed).toMatchObject({
      url: address,
      auth: 'bearer',
      cors: { allow_origins: ['https://a.example', 'https://b.example'], max_age: 60 },
    });
    expect((await fetch(address)).status).toBe(401);
    const shown = await fnhost(['url', 'show', name]);
    expect(shown.stdout.trim()).toBe(address);
    expect(shown.stderr).toContain('cors: origins https://a.example, https://b.example');
    expect(
      json<{ cors: null }>(await fnhost(['url', 'enable', name, '--no-cors', '--json'])).cors,
    ).toBeNull();
    // The reply mode changes alone; auth and CORS stay.
    expect(
      json(await fnhost(['url', 'enable', name, '--invoke-mode', 'response_stream', '--json'])),
    ).toMatchObject({ auth: 'bearer', cors: null, invoke_mode: 'response_stream' });
    expect((await fnhost(['url', 'show', name])).stderr).toContain('replies: response_stream');
    const badMode = await fnhost(['url', 'enable', name, '--invoke-mode', 'chunked']);
    expect(badMode.code).not.toBe(0);
    expect(badMode.stderr).toMatch(/must be one of buffered, response_stream/);
    const badAuth = await fnhost(['url', 'enable', name, '--auth', 'iam']);
    expect(badAuth.code).not.toBe(0);
    expect(badAuth.stderr).toMatch(/must be one of none, bearer, signature/);
    expect((await fnhost(['url', 'disable', name])).stderr).toContain('function URL deleted');
    expect((await fetch(address)).status).toBe(404);
    const gone = await fnhost(['url', 'show', name]);
    expect(oneLine(gone.stderr).at(-1)).toMatch(/^error: 404 .*has no URL/);
  });

  it('keeps secrets from stdin or a file, and changes the configuration without a build', async () => {
    const created = await fnhost(['secrets', 'create', 'cli-token', '--from-stdin'], { input: 'token-v1' });
    expect({ code: created.code, stderr: created.stderr }).toEqual({
      code: 0,
      stderr: 'Secret cli-token created (8 bytes)\n',
    });
    const file = path.join(PROJECT, 'cert.bin');
    writeFileSync(file, Buffer.from([0, 255, 1, 254]));
    expect((await fnhost(['secrets', 'create', 'cli-cert', '--from-file', file])).stderr).toContain(
      '(4 bytes)',
    );
    expect(
      oneLine((await fnhost(['secrets', 'create', 'cli-token', '--from-stdin'], { input: 'x' })).stderr).at(
        -1,
      ),
    ).toMatch(/^error: 409 Conflict: secret cli-token exists/);
    const neither = await fnhost(['secrets', 'update', 'cli-token']);
    expect({ code: neither.code, stderr: neither.stderr }).toEqual({
      code: 1,
      stderr: 'error: give the value with one of --from-stdin, --from-file\n',
    });
    expect(
      (await fnhost(['secrets', 'update', 'cli-token', '--from-stdin'], { input: 'token-v2' })).code,
    ).toBe(0);

    const before = json<{ config_revision: number; deployment_version: number }>(
      await fnhost(['config', name, '--json']),
    );
    const changed = json<Record<string, unknown>>(
      await fnhost([
        'config',
        name,
        '--memory',
        '256',
        '--env',
        'A=1',
        '--env',
        'B=2',
        '--secret',
        'cli-token',
        '--secret',
        'cli-cert',
        '--description',
        'from the CLI',
        '--json',
      ]),
    );
    expect(changed).toMatchObject({
      memory: 256,
      env: { A: '1', B: '2' },
      secrets: ['cli-cert', 'cli-token'],
      description: 'from the CLI',
      config_revision: before.config_revision + 1,
      deployment_version: before.deployment_version,
    });
    const list = json<{ secrets: { name: string; used_by: { name: string }[] }[] }>(
      await fnhost(['secrets', 'list', '--json']),
    );
    expect(list.secrets.map((s) => [s.name, s.used_by.map((f) => f.name)])).toEqual([
      ['cli-cert', [name]],
      ['cli-token', [name]],
    ]);
    expect(list.secrets.some((s) => JSON.stringify(s).includes('token-v'))).toBe(false);
    expect(oneLine((await fnhost(['secrets', 'delete', 'cli-token', '--yes'])).stderr).at(-1)).toMatch(
      new RegExp(`^error: 409 Conflict: secret cli-token is used by ${name}`),
    );

    const reduced = await fnhost(['config', name, '--unset-env', 'A', '--remove-secret', 'cli-token']);
    expect(reduced.stderr).toContain(`Configuration revision ${before.config_revision + 2}`);
    expect(reduced.stdout).toMatch(/env\s+│?\s*B\s/);
    expect((await fnhost(['secrets', 'delete', 'cli-token', '--yes'])).stderr).toBe(
      'secret cli-token deleted\n',
    );
    const shown = await fnhost(['config', name]);
    expect(shown.stdout).toMatch(/memory\s+│?\s*256 MB/);
    expect(shown.stdout).toMatch(/secrets\s+│?\s*cli-cert/);
    const bad = await fnhost(['config', name, '--memory', '32']);
    expect(oneLine(bad.stderr).at(-1)).toMatch(
      /^error: 400 Invalid request: memory: memory must not be less than 64/,
    );
    expect(
      json<Record<string, number>>(
        await fnhost([
          'config',
          name,
          '--min-instances',
          '0',
          '--max-instances',
          '3',
          '--concurrency',
          '2',
          '--json',
        ]),
      ),
    ).toMatchObject({ min_instances: 0, max_instances: 3, concurrency_per_instance: 2 });
    expect(oneLine((await fnhost(['config', name, '--min-instances', '5'])).stderr).at(-1)).toMatch(
      /^error: 400 Invalid request: min_instances \(5\) is above max_instances \(3\)/,
    );
    const listed = await fnhost(['functions']);
    expect(listed.stdout).toMatch(/instances/);
    expect(listed.stdout).toMatch(new RegExp(`${name}\\s+│?\\s*\\S+\\s+│?\\s*active\\s+│?\\s*\\d+`));
    expect((await fnhost(['config', name, '--remove-secret', 'cli-cert'])).code).toBe(0);
    expect((await fnhost(['secrets', 'delete', 'cli-cert', '--yes'])).code).toBe(0);
  });

  it('names an unknown function in one line', async () => {
    const run = await fnhost(['invoke', 'no-such-function']);
    expect({ code: run.code, stderr: oneLine(run.stderr) }).toEqual({
      code: 1,
      stderr: ['error: 404 Not found: no function named "no-such-function"'],
    });
  });

  it('refuses an archive over the server limit in one line', async () => {
    const big = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-big-'));
    writeFileSync(path.join(big, 'fnhost.json'), JSON.stringify({ name: fnName('big') }));
    // Random bytes do not compress: the archive stays over the 50 MB default.
    writeFileSync(path.join(big, 'blob.bin'), randomBytes(51 * 1024 * 1024));
    const run = await fnhost(['deploy', big]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n').at(-1)).toMatch(/^error: 413 Payload too large/);
  });

  it('says the server cannot be reached, in one line', async () => {
    const proxy = await new TcpProxy('127.0.0.1', Number(new URL(API).port)).start();
    const url = `http://127.0.0.1:${proxy.port}`;
    const env = { FNHOST_URL: url, FNHOST_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-cli-down-')) };
    expect(
      (await fnhost(['login', '--email', email, '--password-stdin'], { input: PASSWORD, env })).code,
    ).toBe(0);
    await proxy.cut();
    const run = await fnhost(['functions'], { env });
    expect({ code: run.code, stderr: oneLine(run.stderr) }).toEqual({
      code: 3,
      stderr: [`error: cannot reach ${url}: ECONNREFUSED`],
    });
  });

  it("status shows the server's health and its dependencies; exits 1 unless ok", async () => {
    const run = await fnhost(['status']);
    expect(run.code).toBe(0);
    expect(oneLine(run.stdout)[0]).toBe(`${API}: ok`);
    expect(run.stdout).toMatch(/database +│? *up/);
    expect(json<{ status: string; checks: object }>(await fnhost(['--json', 'status']))).toMatchObject({
      status: 'ok',
      checks: { database: 'up', redis: 'up' },
    });
    // A replica whose Redis is unreachable answers degraded (503): said, with exit code 1.
    const api = spawnApp('api', { PORT: portOf(3188), REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      await waitFor(`http://127.0.0.1:${port(3188)}/health`, 60, [503]);
      const degraded = await fnhost(['--url', `http://127.0.0.1:${port(3188)}`, '--json', 'status']);
      expect(degraded.code).toBe(1);
      expect(JSON.parse(degraded.stdout)).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    } finally {
      api.kill('SIGTERM');
    }
  });

  it('says the session has expired when the refresh token no longer works', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-cli-expired-'));
    const env = { FNHOST_CONFIG_DIR: dir };
    expect(
      (await fnhost(['login', '--email', email, '--password-stdin'], { input: PASSWORD, env })).code,
    ).toBe(0);
    const file = path.join(dir, 'credentials.json');
    const stored = readFileSync(file, 'utf8');
    // Logging out ends the session at Keycloak; a copy of its tokens, past their expiry, is what is left.
    expect((await fnhost(['logout'], { env })).code).toBe(0);
    writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(stored), session: { ...JSON.parse(stored).session, expires_at: 0 } }),
    );
    const run = await fnhost(['functions'], { env });
    expect(run.code).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      expect.stringMatching(/^error: session expired \(.+\): log in again \(`fnhost login`\)$/),
    ]);
  });

  it('deletes the function; its name is then unknown', async () => {
    const run = await fnhost(['delete', name, '--yes', '--json']);
    expect(run.code).toBe(0);
    expect(json(run)).toHaveProperty('message');
    expect((await fnhost(['invoke', name])).stderr).toContain(`no function named "${name}"`);
  });

  it("a CI job deploys with FNHOST_TOKEN alone, within the token's scopes; teams and members from the CLI", async () => {
    const { token, email } = await newUserToken();
    const team = (await call('POST', '/api/teams', { token, json: { name: 'ci' } })).body.id as string;
    const made = await call('POST', `/api/teams/${team}/tokens`, {
      token,
      json: { name: 'deployer', scopes: ['functions:read', 'functions:write'], expires_in_days: 1 },
    });
    const ci = made.body.token as string;
    const job = mkdtempSync(path.join(tmpdir(), 'fnhost-ci-job-'));
    const bare = mkdtempSync(path.join(tmpdir(), 'fnhost-ci-config-')); // no stored login
    const service = fnName('ci');
    writeFileSync(path.join(job, 'fnhost.json'), JSON.stringify({ name: service }));
    writeFileSync(path.join(job, 'index.js'), 'exports.handler = async () => "from ci";\n');
    const env = { FNHOST_TOKEN: ci, FNHOST_CONFIG_DIR: bare };
    const deployed = await fnhost(['deploy', '--json'], { env, cwd: job });
    expect([deployed.code, json<{ status: string }>(deployed).status]).toEqual([0, 'active']);
    const listed = json<{ functions: { name: string; team_id: string }[] }>(
      await fnhost(['functions', '--json'], { env }),
    );
    expect(listed.functions.map((f) => [f.name, f.team_id])).toEqual([[service, team]]);
    const invoked = await fnhost(['invoke', service], { env });
    expect(invoked.code).toBe(1);
    expect(oneLine(invoked.stderr).at(-1)).toMatch(/403 .*function\.invoke needs the functions:invoke scope/);

    // The maker, logged in on the CLI of its own: teams, use, members.
    const maker = { FNHOST_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-cli-maker-')) };
    expect(
      (await fnhost(['login', '--email', email, '--password-stdin'], { env: maker, input: PASSWORD })).code,
    ).toBe(0);
    const teams = await fnhost(['teams'], { env: maker });
    expect(teams.stdout).toMatch(/│ \* +│ personal +│ owner/);
    expect((await fnhost(['teams', 'use', 'ci'], { env: maker })).code).toBe(0);
    expect(
      json<{ functions: { name: string }[] }>(await fnhost(['functions', '--json'], { env: maker }))
        .functions,
    ).toHaveLength(1);
    const invited = await fnhost(['members', 'invite', 'colleague@example.com', 'viewer'], { env: maker });
    expect(invited.stdout).toMatch(/^fnhost members accept \S+$/m);
    const badRole = await fnhost(['members', 'invite', 'colleague@example.com', 'root'], { env: maker });
    expect(badRole.stderr).toMatch(/must be one of owner, admin, developer, viewer/);
    // Tokens and the audit log of the team in use.
    const reader = await fnhost(['tokens', 'create', 'reader', '--scope', 'functions:read', '--days', '7'], {
      env: maker,
    });
    const readerToken = reader.stdout.trim();
    expect(readerToken).toMatch(/^fnh_/);
    const readable = await fnhost(['functions', '--json'], { env: { ...env, FNHOST_TOKEN: readerToken } });
    expect(json<{ functions: unknown[] }>(readable).functions).toHaveLength(1);
    expect((await fnhost(['tokens'], { env: maker })).stdout).toMatch(/reader .*functions:read/);
    expect((await fnhost(['tokens', 'create', 'x', '--scope', 'root'], { env: maker })).stderr).toMatch(
      /must be one of functions:read/,
    );
    const audit = await fnhost(['audit', '--action', 'function'], { env: maker });
    expect(audit.stdout).toMatch(/access token.*function\.deploy|deployer.*function\.deploy/);
    // The team's quotas: one function of the default 100.
    expect((await fnhost(['teams', 'usage'], { env: maker })).stdout).toMatch(/functions +│ 1 +│ 100/);
    const usage = json<Record<string, { used: number }>>(
      await fnhost(['teams', 'usage', 'ci', '--json'], { env: maker }),
    );
    expect(usage.functions.used).toBe(1);
  });
});
