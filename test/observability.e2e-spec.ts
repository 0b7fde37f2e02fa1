import { ChildProcess, execFileSync, spawn } from 'child_process';
import { randomBytes, randomUUID } from 'crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { newUserToken } from './support/fixtures';
import { OtlpCollector } from './support/otlp-collector';
import { deployActive, initFunction, invoke } from './support/functions';
import { call, expectError } from './support/http';
import { API, appLogFile, port, portOf, ROOT, spawnApp, TEST_ENV, waitFor, WORKER } from './support/stack';
import { until } from './support/wait';

/**
 * What an operator's monitoring sees: the metrics routes of the api and the worker (bearer
 * METRICS_TOKEN), and a real Prometheus (Debian's package, installed when missing) scraping both
 * while functions run, asked through its HTTP query API.
 */
const TOKEN = TEST_ENV.METRICS_TOKEN;
const PROMETHEUS = `http://127.0.0.1:${port(9391)}`;

const scrape = (base: string, authorization?: string) =>
  fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });

/** The sum of a metric's series in a scrape's text. */
const sumOf = (text: string, metric: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) || line.startsWith(`${metric} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

/** The value of an instant PromQL query with one series, or undefined while it has none. */
async function query(promql: string): Promise<number | undefined> {
  const res = await fetch(`${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
  const [series] = body.data.result;
  return series ? Number(series.value[1]) : undefined;
}

describe('metrics routes', () => {
  it('answer the bearer METRICS_TOKEN only, on the api and on the worker, in the error envelope otherwise', async () => {
    for (const base of [API, WORKER]) {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`]) {
        const res = await scrape(base, authorization);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ error: 'Unauthorized', details: expect.any(String) });
      }
      const res = await scrape(base, `Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(/^process_cpu_seconds_total /m); // Node.js's process metrics
      expect(text).toMatch(/^# TYPE fnhost_\w+ /m);
    }
    expectError(await call('GET', '/metrics'), 401, 'Unauthorized', /METRICS_TOKEN/);
  });

  it("the worker's unknown routes answer the api's error envelope", async () => {
    const api = await fetch(`${API}/api/no-such-route`);
    const worker = await fetch(`${WORKER}/no-such-route`);
    expect([api.status, worker.status]).toEqual([404, 404]);
    const [a, w] = [(await api.json()) as object, (await worker.json()) as object];
    expect(Object.keys(w).sort()).toEqual(Object.keys(a).sort());
    expect(w).toEqual({ error: 'Not found', details: expect.stringMatching(/no-such-route/) });
  });
});

describe('logs', () => {
  /** The JSON lines of an app's log file (the suites' apps write to files: JSON, not a terminal's text). */
  const lines = (kind: 'api' | 'worker') =>
    readFileSync(appLogFile(kind), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) =>
          JSON.parse(l) as Record<string, unknown> & { req?: { method: string }; res?: { status: number } },
      );

  it("are JSON lines: a request's carry its request id, an invocation's its execution id, on the api and the worker", async () => {
    const token = (await newUserToken()).token;
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': 'exports.handler = async () => ({ ok: true });' });
    const requestId = `e2e-${randomUUID()}`;
    const res = await call('POST', `/api/functions/${fn}/invoke`, {
      token,
      json: {},
      headers: { 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const executionId = res.body.execution_id as string;
    await until('the api logged the request', async () =>
      lines('api').some(
        (l) =>
          l.request_id === requestId &&
          l.execution_id === executionId &&
          l.req?.method === 'POST' &&
          l.res?.status === 200,
      ),
    );
    await until('the worker logged the invocation', async () =>
      lines('worker').some(
        (l) => l.execution_id === executionId && l.msg === 'invocation finished' && l.status === 'success',
      ),
    );
    expect(readFileSync(appLogFile('api'), 'utf8')).not.toContain(token); // credentials are never logged
    // Without one, the api makes a request id and says it.
    const other = await call('GET', '/api/functions', { token });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a real Prometheus', () => {
  let prometheus: ChildProcess;
  let dir: string;
  let token: string;

  beforeAll(async () => {
    try {
      execFileSync('prometheus', ['--version'], { stdio: 'ignore' });
    } catch {
      execFileSync('bash', ['-c', 'source scripts/lib.sh && apt_install prometheus'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
    }
    dir = mkdtempSync(path.join(tmpdir(), 'fnhost-prometheus-'));
    const job = (name: string, url: string) => [
      `  - job_name: ${name}`,
      '    authorization:',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['${new URL(url).host}']`,
    ];
    writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        'scrape_configs:',
        ...job('api', API),
        ...job('worker', WORKER),
        '',
      ].join('\n'),
    );
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=${new URL(PROMETHEUS).host}`,
      ],
      { stdio: 'ignore' },
    );
    await until('Prometheus ready', async () => (await fetch(`${PROMETHEUS}/-/ready`)).ok);
    // Both targets scraped once: a counter's later moves are increases, not its first sample.
    await until('both targets up', async () => (await query('sum(up{job=~"api|worker"})')) === 2);
    token = (await newUserToken()).token;
  }, 300_000); // a fresh machine downloads the package first

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    await new Promise((r) => (prometheus.exitCode !== null ? r(null) : prometheus.on('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sees the invocation rate, a cold start, the api time and the queues move', async () => {
    const fn = await initFunction(token);
    await deployActive(token, fn, { 'index.js': 'exports.handler = async () => ({ ok: true });' });
    // Prometheus holds the worker's count as it is now (the build's start included)...
    const local = sumOf(await (await scrape(WORKER, `Bearer ${TOKEN}`)).text(), 'fnhost_cold_starts_total');
    await until(
      'Prometheus has the cold starts so far',
      async () => (await query('sum(fnhost_cold_starts_total)')) === local,
    );
    // Its instance removed as the reaper would: the next call starts another.
    const names = execFileSync('podman', ['ps', '-q', '--filter', `name=fnhost-${fn}-`], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    execFileSync('podman', ['rm', '-f', ...names], { stdio: 'ignore' });
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) expect((await invoke(token, fn, {})).body.status).toBe('success');
      await new Promise((r) => setTimeout(r, 1000)); // calls over several scrapes
    }
    await until(
      'the invocation counter moves',
      async () =>
        ((await query(`sum(rate(fnhost_invocations_total{function="${fn}",status="success"}[30s]))`)) ?? 0) >
        0,
    );
    await until(
      'the cold-start counter moves',
      async () => ((await query('sum(fnhost_cold_starts_total)')) ?? 0) > local,
    );
    expect(await query('sum(fnhost_cold_start_duration_seconds_count)')).toBeGreaterThan(0);
    expect(
      await query('sum(fnhost_api_invocation_duration_seconds_count{trigger="sync",part="total"})'),
    ).toBeGreaterThanOrEqual(20);
    expect(
      await query('sum(fnhost_invocation_duration_seconds_count{trigger="sync",part="function"})'),
    ).toBeGreaterThanOrEqual(20);
    // Exported, as a count (a missing series is undefined).
    expect(Number.isInteger(await query('fnhost_queue_jobs{queue="invoke",state="waiting"}'))).toBe(true);
    expect(await query('max(fnhost_worker_heartbeat_age_seconds)')).toBeLessThan(6);
    expect(await query(`fnhost_instances{function="${fn}"}`)).toBe(1);
  });

  it('every query of the Grafana dashboard in docs/ is one Prometheus runs', async () => {
    const dashboard = JSON.parse(readFileSync(path.join(ROOT, 'docs', 'grafana-dashboard.json'), 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(10);
    for (const expr of exprs) {
      const res = await fetch(`${PROMETHEUS}/api/v1/query?query=${encodeURIComponent(expr)}`);
      expect([expr, res.status, ((await res.json()) as { status: string }).status]).toEqual([
        expr,
        200,
        'success',
      ]);
    }
  });
});

describe('traces', () => {
  /** A stack of its own exporting to an OTLP collector of the test's (JSON over HTTP). */
  const base = `http://127.0.0.1:${port(3170)}`;
  const collector = new OtlpCollector(port(4390));
  const env = {
    PORT: portOf(3170),
    WORKER_PORT: portOf(3171),
    PUBLIC_URL: base,
    REDIS_URL: 'redis://127.0.0.1:6379/9',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    STEM_CELLS: '0', // the suite's main worker has its own; this one starts containers of images
  };
  const spans = collector.spans;
  let apps: ChildProcess[];

  beforeAll(async () => {
    await collector.start();
    apps = [spawnApp('api', env), spawnApp('worker', env)];
    await waitFor(`${base}/health`);
    await waitFor(`http://127.0.0.1:${env.WORKER_PORT}/health`);
  });

  afterAll(async () => {
    for (const app of apps) app.kill('SIGTERM');
    await Promise.all(apps.map((a) => new Promise((r) => (a.exitCode !== null ? r(null) : a.on('exit', r)))));
    await collector.stop();
  });

  it("one trace per invocation continues the caller's traceparent through api, queue, worker, call and record; the function gets it", async () => {
    const token = (await newUserToken()).token;
    const fn = await initFunction(token, {}, undefined, base);
    const handler = 'exports.handler = async (event, context) => ({ traceparent: context.traceparent });';
    await deployActive(token, fn, { 'index.js': handler }, undefined, base);
    const [traceId, callerSpan] = [randomBytes(16).toString('hex'), randomBytes(8).toString('hex')];
    const res = await call('POST', `/api/functions/${fn}/invoke`, {
      token,
      base,
      json: {},
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(res.status).toBe(200);
    const seen = (res.body.result as { traceparent: string }).traceparent;
    expect(seen).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));

    const names = ['invoke', 'admission', 'queue', 'run', 'instance', 'call', 'record'];
    const of = (name: string) => spans.find((s) => s.traceId === traceId && s.name === name)!;
    await until('every span exported', async () => names.every((n) => of(n)));
    expect(of('invoke')).toMatchObject({ parentSpanId: callerSpan, service: 'fnhost-api' });
    for (const name of ['admission', 'queue', 'run'])
      expect([name, of(name).parentSpanId]).toEqual([name, of('invoke').spanId]);
    for (const name of ['instance', 'call', 'record'])
      expect([name, of(name).parentSpanId, of(name).service]).toEqual([
        name,
        of('run').spanId,
        'fnhost-worker',
      ]);
    expect(seen.split('-')[2]).toBe(of('call').spanId); // the function's context: its call's span

    // A call without one starts a trace of its own.
    const fresh = await call('POST', `/api/functions/${fn}/invoke`, { token, base, json: {} });
    const freshTrace = (fresh.body.result as { traceparent: string }).traceparent.split('-')[1];
    await until('a new trace exported', async () =>
      spans.some((s) => s.traceId === freshTrace && s.name === 'invoke' && !s.parentSpanId),
    );
  });

  it("an asynchronous invoke's trace goes on into its first attempt, on the worker that runs it", async () => {
    const token = (await newUserToken()).token;
    const fn = await initFunction(token, {}, undefined, base);
    await deployActive(
      token,
      fn,
      { 'index.js': 'exports.handler = async () => ({ ok: true });' },
      undefined,
      base,
    );
    const [traceId, callerSpan] = [randomBytes(16).toString('hex'), randomBytes(8).toString('hex')];
    const res = await call('POST', `/api/functions/${fn}/invoke`, {
      token,
      base,
      json: {},
      headers: { traceparent: `00-${traceId}-${callerSpan}-01`, prefer: 'respond-async' },
    });
    expect(res.status).toBe(202);
    const of = (name: string) => spans.find((s) => s.traceId === traceId && s.name === name)!;
    await until('the attempt exported', async () => ['accept', 'attempt', 'call'].every((n) => of(n)));
    expect(of('accept')).toMatchObject({ parentSpanId: callerSpan, service: 'fnhost-api' });
    expect(of('attempt')).toMatchObject({ parentSpanId: of('accept').spanId, service: 'fnhost-worker' });
    expect(of('call').parentSpanId).toBe(of('attempt').spanId);
  });
});
