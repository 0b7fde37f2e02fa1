import { findRuntime, Language, LANGUAGES, RUNTIMES } from '@fnhost/runtime';
import { execFileSync } from 'child_process';
import { call, expectError } from './support/http';
import { newUserToken } from './support/fixtures';
import { archiveOf, deploy, deployActive, initFunction, invoke, waitBuilt } from './support/functions';

/**
 * One handler per language with the same behaviour, driven by the event: the suite below runs
 * unchanged against each runtime.
 */
const NODE_HANDLER = `exports.handler = async (event) => {
  console.debug('debug line');
  console.log('log line', 1);
  console.info('info line');
  console.warn('warn line');
  console.error('error line');
  if (event.fail) throw new Error('boom: ' + event.fail);
  if (event.loop) { while (true) {} }
  if (event.hog) { const keep = []; while (true) keep.push(new Array(1e6).fill(Math.random())); }
  if (event.big) return 'x'.repeat(event.big);
  if (event.flood) { for (let i = 0; i < event.flood; i++) console.log('flood', i); }
  return { echo: event, mode: process.env.MODE ?? null, version: process.versions.node };
};
`;

const PYTHON_HANDLER = `import logging
import os
import platform


def handler(event, context):
    logging.debug("debug line")
    print("log line", 1)
    logging.info("info line")
    logging.warning("warn line")
    logging.error("error line")
    if event.get("fail"):
        raise ValueError("boom: " + event["fail"])
    if event.get("loop"):
        while True:
            pass
    if event.get("hog"):
        keep = []
        while True:
            keep.append(bytearray(1000000))
    if event.get("big"):
        return "x" * event["big"]
    for i in range(event.get("flood", 0)):
        print("flood", i)
    return {"echo": event, "mode": os.environ.get("MODE"), "version": platform.python_version()}
`;

/** What differs by language; everything else is asserted alike for every runtime in runtimes.json. */
const LANGUAGE_CASES: Record<
  Language,
  { files: Record<string, string>; thrown: string; versionCommand: string[] }
> = {
  node: { files: { 'index.js': NODE_HANDLER }, thrown: 'Error', versionCommand: ['node', '--version'] },
  python: {
    files: { 'main.py': PYTHON_HANDLER },
    thrown: 'ValueError',
    versionCommand: ['python3', '--version'],
  },
};
const PYTHONS = RUNTIMES.filter((r) => r.language === 'python').map((r) => r.id);
const RUNS = RUNTIMES.map((pinned) => ({ runtime: pinned.id, pinned, ...LANGUAGE_CASES[pinned.language] }));

const LOGGED = [
  ['debug', 'debug line'],
  ['info', 'log line 1'],
  ['info', 'info line'],
  ['warn', 'warn line'],
  ['error', 'error line'],
];

type Logs = { level: string; message: string; timestamp: string }[];
const logsOf = async (token: string, fn: string, execution: unknown) =>
  (
    await call<{ execution: { logs: Logs } }>('GET', `/api/functions/${fn}/executions/${execution}`, {
      token,
    })
  ).body.execution.logs;

describe.each(RUNS)('runtime $runtime', ({ runtime, files, thrown, versionCommand, pinned }) => {
  let token: string;
  let fn: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
    fn = await initFunction(token, { timeout: 3, memory: 64 });
    await deployActive(
      token,
      fn,
      { 'function.json': JSON.stringify({ runtime }), ...files },
      JSON.stringify({ MODE: 'fast' }),
    );
  });

  it('its image runs the pinned version, and the deployment and function say which runtime', async () => {
    const said = execFileSync('podman', ['run', '--rm', pinned.baseImage, ...versionCommand], {
      encoding: 'utf8',
    }).trim();
    expect(said).toBe(pinned.language === 'node' ? `v${pinned.version}` : `Python ${pinned.version}`);
    expect((await call('GET', `/api/functions/${fn}`, { token })).body).toMatchObject({
      runtime,
      runtime_version: `${LANGUAGES[pinned.language].name} ${pinned.version}`,
      warnings: pinned.deprecation ? [pinned.deprecation] : [],
      deployment_version: 1,
    });
    const history = await call<{ deployments: { runtime: string }[] }>(
      'GET',
      `/api/functions/${fn}/deployments`,
      {
        token,
      },
    );
    expect(history.body.deployments.map((d) => d.runtime)).toEqual([runtime]);
  });

  it('returns the result with env vars, and records the logs in order with levels', async () => {
    const res = await invoke(token, fn, { name: 'Ada' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-function-error')).toBeNull();
    expect(res.body).toEqual({
      execution_id: expect.any(String),
      status: 'success',
      result: { echo: { name: 'Ada' }, mode: 'fast', version: pinned.version },
      duration_ms: expect.any(Number),
    });
    const logs = await logsOf(token, fn, res.body.execution_id);
    expect(logs.map((l) => [l.level, l.message])).toEqual(LOGGED);
    const stamps = logs.map((l) => Date.parse(l.timestamp));
    expect([...stamps].sort()).toEqual(stamps);
  });

  it('an exception is status error with its type and message; the next invocation works', async () => {
    const res = await invoke(token, fn, { fail: 'bad input' });
    expect(res.headers.get('x-function-error')).toBe('error');
    expect(res.body).toMatchObject({
      status: 'error',
      result: null,
      error_message: `${thrown}: boom: bad input`,
    });
    expect((await logsOf(token, fn, res.body.execution_id)).map((l) => l.message)).toEqual(
      LOGGED.map((l) => l[1]),
    );
    expect((await invoke(token, fn, { n: 1 })).body).toMatchObject({
      status: 'success',
      result: { echo: { n: 1 } },
    });
  });

  it('a busy loop ends as timeout at the function timeout, keeping what it logged before', async () => {
    const started = Date.now();
    const res = await invoke(token, fn, { loop: true });
    expect(res.headers.get('x-function-error')).toBe('timeout');
    expect(res.body).toMatchObject({ status: 'timeout', error_message: 'function timed out after 3s' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect((await logsOf(token, fn, res.body.execution_id)).map((l) => [l.level, l.message])).toEqual(LOGGED);
    expect((await invoke(token, fn, { n: 2 })).body).toMatchObject({ status: 'success' });
  });

  it('allocating beyond the memory limit ends as error mentioning memory; the next invocation works', async () => {
    const res = await invoke(token, fn, { hog: true });
    expect(res.headers.get('x-function-error')).toBe('error');
    expect(res.body).toMatchObject({ status: 'error', error_message: expect.stringMatching(/memory/) });
    expect((await invoke(token, fn, { n: 3 })).body).toMatchObject({ status: 'success' });
  });

  it('holds results and logs to the same bounds', async () => {
    const big = await invoke(token, fn, { big: 7 * 1024 * 1024 });
    expect(big.body).toMatchObject({
      status: 'error',
      error_message: 'result too large: 7.0 MB (the limit is 6.0 MB)',
    });
    const flood = await invoke(token, fn, { flood: 1500 });
    expect(flood.body.status).toBe('success');
    const logs = await logsOf(token, fn, flood.body.execution_id);
    expect(logs).toHaveLength(1000);
    expect(logs[998].message).toBe('flood 993');
    expect(logs[999]).toMatchObject({
      level: 'warn',
      message:
        '[fnhost] log truncated: 506 more entries were dropped (an invocation keeps at most 1000 entries and 256 KB)',
    });
  });
});

describe('choosing a runtime', () => {
  let token: string;
  beforeAll(async () => {
    token = (await newUserToken()).token;
  });

  const deploymentCount = async (fn: string) =>
    (await call<{ count: number }>('GET', `/api/functions/${fn}/deployments`, { token })).body.count;

  it("python3.13 takes 3.12's f-string grammar, which python3.11 refuses at its build", async () => {
    // PEP 701: the same quotes inside a replacement field.
    const files = (runtime: string) => ({
      'function.json': JSON.stringify({ runtime }),
      'main.py': 'def handler(event, context):\n    return {"said": f"{"nested"} {event["n"]:>3}"}\n',
    });
    const [newer, older] = await Promise.all([initFunction(token), initFunction(token)]);
    await deployActive(token, newer, files('python3.13'));
    expect((await invoke(token, newer, { n: 7 })).body).toMatchObject({
      status: 'success',
      result: { said: 'nested   7' },
    });
    const res = await deploy(token, older, archiveOf(files('python3.11')));
    const built = await waitBuilt(token, older, res.body.version as number);
    expect(built).toMatchObject({ status: 'failed', error: expect.stringMatching(/SyntaxError/) });
  });

  it('a Python function and a Node.js 24 function deploy and answer side by side', async () => {
    const [py, node] = await Promise.all([initFunction(token), initFunction(token)]);
    await Promise.all([
      deployActive(token, py, {
        'function.json': '{"runtime":"python3.11"}',
        // An async handler, as asyncio users write them.
        'main.py':
          'import asyncio, sys\nasync def handler(event, context):\n    await asyncio.sleep(0.01)\n    return {"lang": "python", "n": event["n"], "v": sys.version_info[:2]}\n',
      }),
      // No function.json: node24 is the default.
      deployActive(token, node, {
        'index.js': 'exports.handler = (e) => ({ lang: "node", n: e.n, v: process.version });\n',
      }),
    ]);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, n) => invoke(token, n % 2 ? node : py, { n })),
    );
    expect(replies.map((r) => r.body.result)).toEqual(
      Array.from({ length: 6 }, (_, n) =>
        n % 2
          ? { lang: 'node', n, v: `v${findRuntime('node24')!.version}` }
          : { lang: 'python', n, v: [3, 11] },
      ),
    );
  });

  it('an unknown runtime is a 400 naming the supported ones, and stores nothing', async () => {
    const fn = await initFunction(token);
    const res = await deploy(
      token,
      fn,
      archiveOf({ 'function.json': '{"runtime":"ruby3.3"}', 'index.js': 'x' }),
    );
    expectError(res, 400, 'Invalid request');
    expect(res.body.details).toBe(
      'archive: function.json: runtime "ruby3.3" is not supported (supported: node24, node22, python3.13, python3.11, node20 (deprecated))',
    );
    expect(await deploymentCount(fn)).toBe(0);
    expect((await call('GET', `/api/functions/${fn}`, { token })).body).toMatchObject({
      status: 'init',
      runtime: null,
    });
  });

  it.each([
    ['no index.js for the default handler', { 'main.js': 'x' }, /handler module "index\.js" not found/],
    [
      'a handler module the archive lacks',
      { 'function.json': '{"runtime":"python3.11"}', 'index.py': 'x' },
      /handler module "main\.py" not found/,
    ],
    [
      'a malformed handler',
      { 'function.json': '{"handler":"index"}', 'index.js': 'x' },
      /handler "index" must look like/,
    ],
    [
      'a build secret named wrongly',
      { 'function.json': '{"build":{"secrets":["../npmrc"]}}', 'index.js': 'x' },
      /function\.json: build\.secrets: "\.\.\/npmrc" is not a secret name/,
    ],
    [
      'a package.json that is not JSON',
      { 'index.js': 'x', 'package.json': '{"dependencies": {' },
      /package\.json is not valid JSON/,
    ],
  ])('%s is a 400 that stores nothing', async (_what, files, details) => {
    const fn = await initFunction(token);
    expectError(await deploy(token, fn, archiveOf(files)), 400, 'Invalid request', details);
    expect(await deploymentCount(fn)).toBe(0);
  });

  it.each(PYTHONS)('vendored Python packages are imported from the archive (%s)', async (runtime) => {
    const fn = await initFunction(token);
    await deployActive(token, fn, {
      'function.json': JSON.stringify({ runtime, handler: 'app.api.run' }),
      'requirements.txt': 'tiny-greeter==1.0\n',
      'tiny_greeter-1.0.dist-info/METADATA': 'Name: tiny-greeter\nVersion: 1.0\n',
      'tiny_greeter/__init__.py': 'def greet(name):\n    return "hello " + name\n',
      'app/__init__.py': '',
      'app/api.py':
        'from tiny_greeter import greet\n\ndef run(event, context):\n    return greet(event["name"])\n',
    });
    expect((await invoke(token, fn, { name: 'Ada' })).body.result).toBe('hello Ada');
  });

  it.each([
    [
      'a syntax error',
      'def handler(event, context)\n    return 1\n',
      /^cannot load the handler: SyntaxError: expected ':' \(main\.py:1\)$/,
    ],
    [
      'a missing module',
      'import left_pad\ndef handler(e, c):\n    return 1\n',
      /^cannot load the handler: ModuleNotFoundError: No module named 'left_pad'$/,
    ],
    [
      'an exception at import',
      'x = 1\nraise RuntimeError("no config")\n',
      /^cannot load the handler: RuntimeError: no config \(main\.py:2\)$/,
    ],
    [
      'no handler function',
      'def other(e, c):\n    return 1\n',
      /^cannot load the handler: handler "main\.handler": main does not define a function named "handler"$/,
    ],
  ])(
    "a Python build with %s ends failed with the author's error, on each Python",
    async (_what, source, error) => {
      const fns = await Promise.all(PYTHONS.map(() => initFunction(token)));
      const builds = await Promise.all(
        PYTHONS.map(async (runtime, i) => {
          const res = await deploy(
            token,
            fns[i],
            archiveOf({ 'function.json': JSON.stringify({ runtime }), 'main.py': source }),
          );
          expect(res.status).toBe(202);
          const d = await waitBuilt(token, fns[i], res.body.version as number);
          return { runtime, status: d.status, error: d.error };
        }),
      );
      for (const b of builds)
        expect(b).toEqual({ runtime: b.runtime, status: 'failed', error: expect.stringMatching(error) });
    },
  );

  it('node20 still deploys and runs, with a deprecation warning in the deploy response and the details', async () => {
    const fn = await initFunction(token);
    const res = await deploy(
      token,
      fn,
      archiveOf({
        'function.json': '{"runtime":"node20"}',
        'index.js': 'exports.handler = () => process.version;\n',
      }),
    );
    expect(res.status).toBe(202);
    const warning = expect.stringMatching(
      /^runtime node20 is deprecated: Node\.js 20 reached end of life on 2026-04-30.*"runtime": "node24"/,
    );
    expect(res.body).toMatchObject({ runtime: 'node20', warnings: [warning] });
    expect((await waitBuilt(token, fn, 1)).status).toBe('active');
    expect((await call('GET', `/api/functions/${fn}`, { token })).body).toMatchObject({
      runtime: 'node20',
      warnings: [warning],
    });
    expect((await invoke(token, fn, {})).body.result).toBe(`v${findRuntime('node20')!.version}`);
  });

  it('a rollback restores the runtime with the code', async () => {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': 'exports.handler = () => "node";\n' });
    const v2 = await deploy(
      token,
      fn,
      archiveOf({
        'function.json': '{"runtime":"python3.11"}',
        'main.py': 'def handler(e, c):\n    return "python"\n',
      }),
    );
    expect(v2.body).toMatchObject({ runtime: 'python3.11', warnings: [] });
    expect((await waitBuilt(token, fn, 2)).status).toBe('active');
    expect((await invoke(token, fn, {})).body.result).toBe('python');
    const back = await call('POST', `/api/functions/${fn}/rollback`, { token, json: { version: 1 } });
    expect(back.body).toMatchObject({ function: { active_version: 1, runtime: 'node24' } });
    expect((await invoke(token, fn, {})).body.result).toBe('node');
    const history = await call<{ deployments: { version: number; runtime: string }[] }>(
      'GET',
      `/api/functions/${fn}/deployments`,
      { token },
    );
    expect(history.body.deployments.map((d) => [d.version, d.runtime])).toEqual([
      [2, 'python3.11'],
      [1, 'node24'],
    ]);
    expect((await call('GET', `/api/functions/${fn}`, { token })).body).toMatchObject({ runtime: 'node24' });
  });
});
