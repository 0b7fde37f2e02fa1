import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { finish, runCli, startCli } from './support/cli';
import { until } from './support/wait';
import { port } from './support/stack';

const NODE = (tag: string) => `const fs = require('fs');
exports.handler = async (event, context) => {
  console.log('node says', event.name);
  if (event.fail) throw new Error('boom');
  if (event.sleep) await new Promise((r) => setTimeout(r, event.sleep));
  let secret = null;
  try { secret = fs.readFileSync('/var/fnhost/secrets/token', 'utf8'); } catch {}
  if (event.requestContext) return { statusCode: 201, headers: { 'x-tag': '${tag}' }, body: event.requestContext.http.method + ' ' + event.rawPath + ' ' + (event.body || '') };
  return { tag: '${tag}', mode: process.env.MODE, secret, execution: typeof context.executionId };
};
`;
const PYTHON = `import logging, os, time
def handler(event, context):
    logging.info("python says %s", event.get("name"))
    if event.get("fail"):
        raise ValueError("bad input")
    if event.get("sleep"):
        time.sleep(event["sleep"])
    return {"lang": "python", "mode": os.environ.get("MODE")}
`;

/** `fnhost dev`: a function run on this machine with no server, through the platform's own shim. */
describe('fnhost dev', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-dev-'));
  const env = {
    FNHOST_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-dev-config-')),
    FNHOST_URL: 'http://127.0.0.1:9',
  };
  const dev = (...args: string[]) => runCli(['dev', ...args], { cwd: dir, env });

  beforeAll(() => {
    for (const name of ['web', 'py', 'py/events']) mkdirSync(path.join(dir, name), { recursive: true });
    writeFileSync(path.join(dir, 'web', 'index.js'), NODE('v1'));
    writeFileSync(path.join(dir, 'py', 'main.py'), PYTHON);
    writeFileSync(path.join(dir, 'py', 'events', 'hello.json'), '{"name": "from a file"}');
    mkdirSync(path.join(dir, 'secrets'));
    writeFileSync(path.join(dir, 'secrets', 'token'), 's3cr3t');
    writeFileSync(path.join(dir, 'dev.env'), 'MODE=from-env-file\n');
    writeFileSync(
      path.join(dir, 'fnhost.yaml'),
      `version: 1
functions:
  web:
    path: ./web
    env: { MODE: from-stack }
  py:
    path: ./py
    runtime: python3.13
    handler: main.handler
    timeout: 1
    env: { MODE: from-stack }
`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs a Node.js handler in its image: result, logs, the stack file\u2019s env, secrets at the server\u2019s path', async () => {
    const run = await dev('web', '-d', '{"name":"ada"}', '--secrets', 'secrets');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      tag: 'v1',
      mode: 'from-stack',
      secret: 's3cr3t',
      execution: 'string',
    });
    expect(run.stderr).toMatch(/web: node24 in its image/);
    expect(run.stderr).toMatch(/info +node says ada/);
    expect(run.stderr).toMatch(/success in \d+ ms/);
    const local = await dev('web', '-d', '{"name":"bo"}', '--local', '--env-file', 'dev.env');
    expect(JSON.parse(local.stdout)).toMatchObject({ tag: 'v1', mode: 'from-env-file', secret: null });
    expect(local.stderr).toMatch(/web: node24 on this machine/);
  });

  it('runs a Python handler: an event from its events folder; a thrown error and a timeout fail as on the server', async () => {
    const ok = await dev('py', '--event', 'hello');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ lang: 'python', mode: 'from-stack' });
    expect(ok.stderr).toMatch(/info +python says from a file/);
    const thrown = await dev('py', '-d', '{"fail": true}');
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toMatch(/error: ValueError: bad input/);
    const slow = await dev('py', '-d', '{"sleep": 3}');
    expect(slow.code).toBe(1);
    expect(slow.stderr).toMatch(/error: function timed out after 1s/);
  });

  it('refuses what it cannot run, saying why', async () => {
    expect((await dev('nothing-here')).stderr).toMatch(
      /nothing-here is no function of fnhost.yaml, nor a folder/,
    );
    expect((await dev('py', '--event', 'missing')).stderr).toMatch(/no event missing/);
    expect((await dev('web', '-d', '[1]')).stderr).toMatch(/must be a JSON object/);
  });

  it('--serve answers any request as the function URL would; --watch reloads a changed handler', async () => {
    const servePort = port(3184);
    const server = startCli(['dev', 'web', '--serve', String(servePort), '--watch'], env, dir);
    const output = finish(server);
    try {
      // Its runtime starts on this machine, which other shards' suites keep busy: a minute at most.
      // A CLI that ends first fails the case with what it said.
      const ended = output.then((run) =>
        Promise.reject(new Error(`fnhost dev ended (${run.code}): ${run.stderr}`)),
      );
      ended.catch(() => undefined); // it ends at the case's SIGINT too, once the race is over
      await Promise.race([
        until('the local server answers', async () => (await fetch(`http://127.0.0.1:${servePort}/`)).ok, 60),
        ended,
      ]);
      const get = await fetch(`http://127.0.0.1:${servePort}/items?x=1`);
      expect([get.status, get.headers.get('x-tag'), await get.text()]).toEqual([201, 'v1', 'GET /items ']);
      const post = await fetch(`http://127.0.0.1:${servePort}/items`, { method: 'POST', body: 'payload' });
      expect([post.status, await post.text()]).toEqual([201, 'POST /items payload']);
      writeFileSync(path.join(dir, 'web', 'index.js'), NODE('v2'));
      await until(
        'the changed handler serves',
        async () => (await fetch(`http://127.0.0.1:${servePort}/`)).headers.get('x-tag') === 'v2',
        15,
      );
    } finally {
      server.kill('SIGINT');
    }
    expect((await output).stderr).toMatch(/reloaded web/);
  });
});
