import { createHash } from 'crypto';
import http from 'http';
import { readFileSync } from 'fs';
import { FnhostClient } from '@fnhost/sdk';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { chromium } from 'playwright-core';
import { runCli } from './support/cli';
import { PASSWORD } from './support/fixtures';
import { newUserToken } from './support/fixtures';
import { deployActive, initFunction } from './support/functions';
import { call, expectError } from './support/http';
import { API, port, readState, replaceWorker, spawnApp, waitFor } from './support/stack';
import { until } from './support/wait';

const MB = 1024 * 1024;
/**
 * Lambda's streaming handler, told by its event what to do. A URL's event carries its JSON in
 * `body`; an invoke's event is the JSON itself.
 */
const NODE_HANDLER = `
const { pipeline } = require('stream/promises');
const { Readable } = require('stream');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
exports.handler = awslambda.streamifyResponse(async (event, responseStream, context) => {
  const e = event.requestContext ? JSON.parse(event.body || '{}') : event;
  switch (e.mode) {
    case 'sse': {
      // Lambda's server-sent events example: each event is written, then the handler waits.
      responseStream = awslambda.HttpResponseStream.from(responseStream, {
        statusCode: 200,
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
      for (let i = 0; i < 20; i++) {
        responseStream.write('data: ' + JSON.stringify({ i, at: Date.now() }) + '\\n\\n');
        await sleep(e.gap);
      }
      responseStream.end();
      return;
    }
    case 'download': {
      // e.mb chunks of 1 MiB, chunk i filled with the byte i % 256, then e.extra more bytes.
      const out = awslambda.HttpResponseStream.from(responseStream, {
        statusCode: 200,
        headers: { 'content-type': 'application/octet-stream', 'x-kind': 'download' },
      });
      async function* chunks() {
        for (let i = 0; i < e.mb; i++) yield Buffer.alloc(${MB}, i % 256);
        if (e.extra) yield Buffer.alloc(e.extra, 7);
      }
      await pipeline(Readable.from(chunks()), out);
      console.log('download written');
      return;
    }
    case 'text':
      responseStream = awslambda.HttpResponseStream.from(responseStream, {
        statusCode: 201,
        headers: { 'content-type': 'text/plain', 'x-custom': 'yes' },
      });
      responseStream.write('hello ');
      responseStream.end('world');
      return;
    case 'forever':
      responseStream.setContentType('text/plain');
      context.signal.addEventListener('abort', () => console.log('abort heard: ' + context.signal.reason.message));
      while (!context.signal.aborted) {
        responseStream.write('tick\\n');
        await sleep(50);
      }
      console.log('aborted: ' + context.signal.aborted);
      return;
    case 'trickle':
      // Writes on past its timeout, whatever it is told.
      for (;;) {
        if (!responseStream.destroyed) responseStream.write('tick\\n');
        await sleep(500);
      }
    case 'idle':
      responseStream.write('first\\n');
      await sleep(e.sleep);
      responseStream.end('late\\n');
      return;
    case 'throw':
      responseStream = awslambda.HttpResponseStream.from(responseStream, {
        statusCode: 200,
        headers: { 'Content-Type': 'text/event-stream' },
      });
      responseStream.write('data: one\\n\\n');
      await sleep(100);
      throw new Error('broke mid-stream');
  }
});
`;
const PYTHON_HANDLER = `
import time

def handler(event, context):
    yield {"statusCode": 200, "headers": {"content-type": "text/plain; charset=utf-8"}}
    for i in range(event.get("n", 5)):
        yield f"line {i}\\n"
        time.sleep(0.05)
    yield b"bytes too\\n"
`;

interface Streamed {
  res: http.IncomingMessage;
  /** Each chunk with when it arrived. */
  chunks: { at: number; data: Buffer }[];
  body: () => Buffer;
  /** Resolves once the body ended (trailers read). */
  ended: Promise<void>;
  req: http.ClientRequest;
}

/** A streaming request read chunk by chunk, as it comes (fetch hides trailers). */
function request(
  method: string,
  path: string,
  opts: {
    /** Another api replica than the suite's. */
    base?: string;
    token?: string;
    json?: unknown;
    headers?: Record<string, string>;
    onChunk?: (s: Streamed) => void;
    /** Takes each chunk instead of keeping it (a large body). */
    onData?: (data: Buffer) => void;
  },
): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const payload = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
    const req = http.request(`${opts.base ?? API}${path}`, {
      method,
      headers: {
        ...(opts.token && { authorization: `Bearer ${opts.token}` }),
        ...(payload && { 'content-type': 'application/json' }),
        ...opts.headers,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const s: Streamed = {
        res,
        req,
        chunks: [],
        body: () => Buffer.concat(s.chunks.map((c) => c.data)),
        ended: new Promise((done, fail) => {
          res.on('end', done);
          res.on('error', fail);
          res.on('aborted', () => fail(new Error('aborted')));
        }),
      };
      res.on('data', (data: Buffer) => {
        if (opts.onData) return opts.onData(data);
        s.chunks.push({ at: Date.now(), data });
        opts.onChunk?.(s);
      });
      resolve(s);
    });
    req.end(payload);
  });
}

interface Detail {
  status: string;
  invocation: { error_message: string | null };
  result: string | null;
  result_truncated: boolean;
  stream: { bytes: number; time_to_first_byte_ms: number | null } | null;
  logs: { message: string }[];
  trigger: string;
}

/** The execution's record, once it is written (the worker records after the stream ends). */
async function recorded(token: string, fn: string, id: string): Promise<Detail> {
  for (let i = 0; i < 100; i++) {
    const res = await call<{ execution: Detail }>('GET', `/api/functions/${fn}/executions/${id}`, { token });
    if (res.status === 200) return res.body.execution;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`execution ${id} was not recorded`);
}

/** A process's resident memory; 0 once it is gone (a case that fails leaves its sampler running). */
const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

/** Samples the api's and the worker's resident memory until stopped; the peaks. */
function watchMemory() {
  const { apiPid, workerPid } = readState();
  const peak = { api: rssMb(apiPid), worker: rssMb(workerPid) };
  const base = { ...peak };
  const timer = setInterval(() => {
    peak.api = Math.max(peak.api, rssMb(apiPid));
    peak.worker = Math.max(peak.worker, rssMb(workerPid));
  }, 50);
  timer.unref();
  return { base, peak, stop: () => clearInterval(timer) };
}

/** The sha256 the download of `mb` MiB (and `extra` bytes of 7) must have. */
function downloadDigest(mb: number, extra = 0): string {
  const hash = createHash('sha256');
  for (let i = 0; i < mb; i++) hash.update(Buffer.alloc(MB, i % 256));
  if (extra) hash.update(Buffer.alloc(extra, 7));
  return hash.digest('hex');
}

describe('streamed replies', () => {
  let token: string;
  let email: string;
  let fn: string;
  let slug: string;
  let py: string;
  let plain: string;

  beforeAll(async () => {
    ({ token, email } = await newUserToken());
    // Room for 100 MB on a busy machine; the timeout case sets its own.
    fn = await initFunction(token, { timeout: 30 });
    await deployActive(token, fn, { 'index.js': NODE_HANDLER });
    const url = await call<{ url: string; invoke_mode: string }>('PUT', `/api/functions/${fn}/url`, {
      token,
      json: { auth: 'none', invoke_mode: 'response_stream' },
    });
    expect(url.status).toBe(201);
    expect(url.body.invoke_mode).toBe('response_stream');
    slug = new URL(url.body.url).pathname; // /fn/<slug>/
    py = await initFunction(token);
    await deployActive(token, py, {
      'function.json': JSON.stringify({ runtime: 'python3.13', handler: 'main.handler' }),
      'main.py': PYTHON_HANDLER,
    });
    plain = await initFunction(token);
    await deployActive(token, plain, { 'index.js': 'exports.handler = async (e) => ({ plain: true, e });' });
  }, 300_000);

  it("runs Lambda's server-sent events example unchanged: each event arrives before the next is written", async () => {
    const s = await request('POST', slug, { json: { mode: 'sse', gap: 150 } });
    await s.ended;
    expect(s.res.statusCode).toBe(200);
    expect(s.res.headers['content-type']).toBe('text/event-stream');
    expect(s.res.headers['transfer-encoding']).toBe('chunked');
    const events: { i: number; at: number; arrived: number }[] = [];
    let text = '';
    for (const chunk of s.chunks) {
      text += chunk.data.toString();
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const event = JSON.parse(text.slice(6, end)) as { i: number; at: number };
        events.push({ ...event, arrived: chunk.at });
        text = text.slice(end + 2);
      }
    }
    expect(events.map((e) => e.i)).toEqual([...Array(20).keys()]);
    // The function writes event i+1 150 ms after event i: event i was here before that, but for
    // a few a busy machine delays; a buffered reply would have none here before the last was written.
    const early = events.slice(0, 19).filter((e, i) => e.arrived < events[i + 1].at);
    expect(early.length).toBeGreaterThanOrEqual(15);
    const id = s.res.headers['x-execution-id'] as string;
    const record = await recorded(token, fn, id);
    expect(record).toMatchObject({ status: 'success', trigger: 'http', invocation: { error_message: null } });
    expect(record.stream!.bytes).toBe(s.body().length);
    expect(record.stream!.time_to_first_byte_ms).toBeGreaterThanOrEqual(0);
    expect(record.result).toBe(s.body().toString());
  });

  it('streams through the invoke endpoint with Accept: text/event-stream or ?stream=true, the head first', async () => {
    const viaAccept = await request('POST', `/api/functions/${fn}/invoke`, {
      token,
      json: { body: { mode: 'text' } },
      headers: { accept: 'text/event-stream' },
    });
    await viaAccept.ended;
    expect(viaAccept.res.statusCode).toBe(201);
    expect(viaAccept.res.headers['x-custom']).toBe('yes');
    expect(viaAccept.res.headers['x-fnhost-version']).toBe('1');
    expect(viaAccept.body().toString()).toBe('hello world');
    const viaQuery = await request('POST', `/api/functions/${fn}/invoke?stream=true`, {
      token,
      json: { body: { mode: 'text' } },
    });
    await viaQuery.ended;
    expect(viaQuery.body().toString()).toBe('hello world');
    expect(viaQuery.res.trailers).toEqual({});
    const record = await recorded(token, fn, viaQuery.res.headers['x-execution-id'] as string);
    expect(record).toMatchObject({ status: 'success', trigger: 'sync', result: 'hello world' });
  });

  it('streams what a Python generator yields, its first item the head', async () => {
    const s = await request('POST', `/api/functions/${py}/invoke?stream=true`, {
      token,
      json: { body: { n: 4 } },
    });
    await s.ended;
    expect(s.res.statusCode).toBe(200);
    expect(s.res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(s.body().toString()).toBe('line 0\nline 1\nline 2\nline 3\nbytes too\n');
    expect(s.chunks.length).toBeGreaterThan(1); // as they came, not in one piece
  });

  it('gives a buffered caller of a streaming function the whole reply', async () => {
    const invoked = await call('POST', `/api/functions/${fn}/invoke`, {
      token,
      json: { body: { mode: 'text' } },
    });
    expect(invoked.status).toBe(200);
    expect(invoked.body).toMatchObject({ status: 'success', result: 'hello world' });
    const python = await call('POST', `/api/functions/${py}/invoke`, { token, json: { body: { n: 2 } } });
    expect(python.body).toMatchObject({ status: 'success', result: 'line 0\nline 1\nbytes too\n' });
    // A URL switched to buffered answers with the function's head and the whole body at once.
    await call('PUT', `/api/functions/${fn}/url`, { token, json: { auth: 'none', invoke_mode: 'buffered' } });
    try {
      const res = await fetch(`${API}${slug}`, { method: 'POST', body: JSON.stringify({ mode: 'text' }) });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-length')).toBe('11');
      expect(res.headers.get('x-custom')).toBe('yes');
      expect(await res.text()).toBe('hello world');
    } finally {
      await call('PUT', `/api/functions/${fn}/url`, {
        token,
        json: { auth: 'none', invoke_mode: 'response_stream' },
      });
    }
  });

  it('records the concatenated output of an asynchronous invocation of a streaming function', async () => {
    const accepted = await call('POST', `/api/functions/${py}/invoke`, {
      token,
      json: { body: { n: 2 } },
      headers: { prefer: 'respond-async' },
    });
    expect(accepted.status).toBe(202);
    const id = accepted.body.execution_id as string;
    for (let i = 0; i < 100; i++) {
      const r = await call<{ execution: Detail }>('GET', `/api/functions/${py}/executions/${id}`, { token });
      if (r.body.execution.status === 'success') {
        expect(JSON.parse(r.body.execution.result!)).toBe('line 0\nline 1\nbytes too\n');
        return;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the asynchronous invocation did not succeed');
  });

  it('downloads 100 MB byte-exact while the api and the worker stay within 300 MB', async () => {
    const memory = watchMemory();
    const hash = createHash('sha256');
    let bytes = 0;
    const s = await request('POST', slug, {
      json: { mode: 'download', mb: 100 },
      onData: (d) => {
        hash.update(d);
        bytes += d.length;
      },
    });
    await s.ended;
    memory.stop();
    expect(s.res.headers['x-kind']).toBe('download');
    expect(bytes).toBe(100 * MB);
    expect(hash.digest('hex')).toBe(downloadDigest(100));
    expect(s.res.trailers).toEqual({});
    expect(memory.peak.api).toBeLessThan(300);
    expect(memory.peak.worker).toBeLessThan(300);
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record).toMatchObject({ status: 'success', result_truncated: true });
    expect(record.stream!.bytes).toBe(100 * MB);
    // The first 64 KB: NUL bytes, kept as the visible escape \u0000 (clipped to 64 KB of it).
    expect(record.result!.startsWith('\\u0000\\u0000')).toBe(true);
  });

  it("holds a slow reader's function at its writes (backpressure) and keeps memory flat", async () => {
    const memory = watchMemory();
    const hash = createHash('sha256');
    let bytes = 0;
    const s = await request('POST', slug, {
      json: { mode: 'download', mb: 60 },
      onData: (d) => {
        hash.update(d);
        bytes += d.length;
      },
    });
    s.res.pause();
    // Held: the bytes arriving stop growing once every buffer between the reader and the function
    // is full (a second of no growth), far short of its 60 MB, which it could write in well under a
    // second. Counted on the socket, which earlier replies used too (keep-alive).
    const before = s.res.socket!.bytesRead;
    let [last, still] = [-1, 0];
    await until('the stream held at the paused reader', async () => {
      const read = s.res.socket!.bytesRead;
      [last, still] = [read, read === last ? still + 1 : 0];
      return still >= 5;
    });
    expect(last - before).toBeLessThan(30 * MB);
    const id = s.res.headers['x-execution-id'] as string;
    const pending = await call('GET', `/api/functions/${fn}/executions/${id}`, { token });
    expect(pending.status).toBe(404); // not recorded: still writing
    memory.stop();
    expect(memory.peak.api - memory.base.api).toBeLessThan(60);
    expect(memory.peak.worker - memory.base.worker).toBeLessThan(60);
    s.res.resume();
    await s.ended;
    expect(bytes).toBe(60 * MB);
    expect(hash.digest('hex')).toBe(downloadDigest(60));
    expect((await recorded(token, fn, id)).status).toBe('success');
  });

  it('tells the function when its caller goes away, and records client_disconnected', async () => {
    const s = await request('POST', slug, {
      json: { mode: 'forever' },
      onChunk: (x) => x.chunks.length === 3 && x.req.destroy(),
    });
    await s.ended.catch(() => undefined);
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record.status).toBe('error');
    expect(record.invocation.error_message).toMatch(
      /^client_disconnected: the caller went away after \d+ bytes/,
    );
    // What it logs, its abort listener's line included.
    expect(record.logs.map((l) => l.message)).toEqual(
      expect.arrayContaining(['aborted: true', expect.stringMatching(/^abort heard: /)]),
    );
    expect(record.result).toMatch(/^(tick\n)+/);
  });

  it('ends a stream still open as its api replica drains with the error trailer, and records why', async () => {
    const base = `http://127.0.0.1:${port(3125)}`;
    const replica = spawnApp('api', { PORT: String(port(3125)), SHUTDOWN_GRACE_S: '4' });
    const exited = new Promise<number | null>((resolve) => replica.on('exit', resolve));
    try {
      await waitFor(`${base}/health`);
      const s = await request('POST', slug, {
        base,
        json: { mode: 'forever' },
        onChunk: (x) => x.chunks.length === 2 && replica.kill('SIGTERM'),
      });
      await s.ended;
      expect(s.res.trailers['x-fnhost-error']).toBe(
        'error: the api replica passing the stream on shut down (SHUTDOWN_GRACE_S)',
      );
      expect(await exited).toBe(0); // it ended the stream itself, before its grace ran out
      const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
      expect(record.status).toBe('error');
      expect(record.invocation.error_message).toMatch(
        /^the api replica passing the streamed reply on shut down after \d+ bytes/,
      );
      expect(record.logs.map((l) => l.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^abort heard: /)]),
      );
    } finally {
      replica.kill('SIGKILL');
    }
  });

  it('ends a stream that throws with an error event, and records the error', async () => {
    const s = await request('POST', `/api/functions/${fn}/invoke?stream=true`, {
      token,
      json: { body: { mode: 'throw' } },
    });
    await s.ended;
    expect(s.res.statusCode).toBe(200);
    expect(s.body().toString()).toBe(
      'data: one\n\nevent: error\ndata: {"status":"error","message":"Error: broke mid-stream"}\n\n',
    );
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record).toMatchObject({
      status: 'error',
      invocation: { error_message: 'Error: broke mid-stream' },
    });
  });

  it('ends a stream past STREAM_MAX_MB with the error trailer, and records why', async () => {
    let bytes = 0;
    const s = await request('POST', slug, {
      json: { mode: 'download', mb: 100, extra: 1 },
      onData: (d) => (bytes += d.length),
    });
    await s.ended;
    expect(bytes).toBeLessThanOrEqual(100 * MB);
    expect(s.res.trailers['x-fnhost-error']).toBe(
      'error: the streamed reply passed its limit of 100 MB (STREAM_MAX_MB)',
    );
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record.status).toBe('error');
    expect(record.invocation.error_message).toBe(
      'the streamed reply passed its limit of 100 MB (STREAM_MAX_MB)',
    );
  });

  it('ends a stream that writes nothing past STREAM_IDLE_S with the error trailer', async () => {
    const s = await request('POST', slug, { json: { mode: 'idle', sleep: 5000 } });
    await s.ended;
    expect(s.body().toString()).toBe('first\n');
    expect(s.res.trailers['x-fnhost-error']).toBe(
      'error: the streamed reply wrote nothing for 3 s (STREAM_IDLE_S)',
    );
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record).toMatchObject({
      status: 'error',
      invocation: { error_message: 'the streamed reply wrote nothing for 3 s (STREAM_IDLE_S)' },
    });
  });

  it("ends a stream at the function's timeout with the error trailer, and records the timeout", async () => {
    expect((await call('PATCH', `/api/functions/${fn}`, { token, json: { timeout: 8 } })).status).toBe(200);
    // Warm on the new configuration: a cold start on a busy machine can pass STREAM_IDLE_S.
    await (
      await request('POST', slug, { json: { mode: 'text' } })
    ).ended;
    const s = await request('POST', slug, { json: { mode: 'trickle' } }).finally(() =>
      call('PATCH', `/api/functions/${fn}`, { token, json: { timeout: 30 } }),
    );
    await s.ended;
    expect(s.body().toString()).toMatch(/^(tick\n){10,}$/);
    expect(s.res.trailers['x-fnhost-error']).toBe('timeout: function timed out after 8s');
    const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
    expect(record).toMatchObject({
      status: 'timeout',
      invocation: { error_message: 'function timed out after 8s' },
    });
  });

  it("gives the SDK's invokeStream each chunk as it comes, and the CLI's invoke --stream prints them", async () => {
    const client = new FnhostClient({ url: API });
    await client.login(email, PASSWORD);
    const reply = await client.invokeStream(fn, { mode: 'sse', gap: 100 });
    expect(reply).toMatchObject({ status: 200, streamed: true, version: 1 });
    expect(reply.headers.get('content-type')).toBe('text/event-stream');
    const arrivals: number[] = [];
    let text = '';
    for await (const chunk of reply) {
      arrivals.push(Date.now());
      text += Buffer.from(chunk).toString();
    }
    expect(text.match(/^data: /gm)).toHaveLength(20);
    expect(arrivals.length).toBeGreaterThan(5); // as they came, not in one piece
    expect((await client.waitRecorded(fn, reply.executionId!)).execution.status).toBe('success');
    // A function that does not stream answers as an invoke does: its JSON reply, not streamed.
    const buffered = await client.invokeStream(plain, { n: 1 });
    expect(buffered).toMatchObject({ status: 200, streamed: false });
    let json = '';
    for await (const chunk of buffered) json += Buffer.from(chunk).toString();
    expect(JSON.parse(json)).toMatchObject({ status: 'success', result: { plain: true, e: { n: 1 } } });

    const env = { FNHOST_CONFIG_DIR: mkdtempSync(path.join(tmpdir(), 'fnhost-stream-cli-')) };
    expect(
      (await runCli(['login', '--email', email, '--password-stdin'], { input: PASSWORD, env })).code,
    ).toBe(0);
    const run = await runCli(['invoke', fn, '--stream', '--data', '{"mode":"text"}'], { env });
    expect(run).toMatchObject({ code: 0, stdout: 'hello world' });
    expect(run.stderr).toMatch(/success: 11 bytes streamed on version 1/);
    const failed = await runCli(['invoke', fn, '--stream', '--data', '{"mode":"throw"}'], { env });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('event: error');
    expect(failed.stderr).toMatch(/error: Error: broke mid-stream/);
    const bad = await runCli(['invoke', fn, '--stream', '--async'], { env });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--async and --stream exclude each other/);
  });

  it("shows the chunks in the console's playground as they arrive, then the recorded outcome", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${API}/console/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Overview' }).waitFor();
      // In the app (a reload would sign out: the session is kept in memory only).
      const { name } = (await call<{ name: string }>('GET', `/api/functions/${fn}`, { token })).body;
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Functions' }).click();
      await page.getByRole('link', { name, exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Function' })
        .getByRole('link', { name: 'Invoke', exact: true })
        .click();
      await page.getByLabel('Input (JSON').fill('{ "mode": "sse", "gap": 250 }');
      await page.getByLabel(/Stream the reply/).check();
      await page.getByRole('button', { name: 'Invoke', exact: true }).click();
      const stream = page.locator('[data-outcome=stream]');
      // The third event shows while the function is still writing (20 events, 250 ms apart).
      await stream.filter({ hasText: '"i":2' }).waitFor();
      expect(await stream.textContent()).not.toContain('"i":19');
      await page.getByRole('heading', { name: 'Streamed reply (arriving…)' }).waitFor();
      const outcome = page.getByRole('region', { name: 'Invocation result' });
      await outcome.waitFor({ timeout: 15_000 });
      expect(await stream.textContent()).toContain('"i":19');
      expect(await outcome.getByText('success').count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  it('refuses a bad stream parameter and a bad invoke_mode, changing nothing', async () => {
    expectError(
      await call('POST', `/api/functions/${fn}/invoke?stream=maybe`, { token, json: { body: {} } }),
      400,
      'Invalid request',
      /stream: must be true or false/,
    );
    expectError(
      await call('PUT', `/api/functions/${fn}/url`, { token, json: { auth: 'none', invoke_mode: 'stream' } }),
      400,
      'Invalid request',
      /invoke_mode must be one of buffered, response_stream/,
    );
    const url = await call('GET', `/api/functions/${fn}/url`, { token });
    expect(url.body.invoke_mode).toBe('response_stream');
  });

  it('ends a stream whose worker dies with the error trailer, and records it lost', async () => {
    const s = await request('POST', slug, {
      json: { mode: 'forever' },
      onChunk: (x) => x.chunks.length === 2 && process.kill(readState().workerPid, 'SIGKILL'),
    });
    try {
      await s.ended;
      const lost = 'the worker running the invocation was lost; it was not run again';
      expect(s.res.trailers['x-fnhost-error']).toBe(`error: ${lost}`);
      const record = await recorded(token, fn, s.res.headers['x-execution-id'] as string);
      expect(record).toMatchObject({ status: 'error', invocation: { error_message: lost } });
    } finally {
      await replaceWorker('SIGKILL');
    }
  });
});
