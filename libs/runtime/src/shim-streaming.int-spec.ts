import { ChildProcess } from 'child_process';
import { spawnShim, TEST_SECRET } from './shim-process.testing';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import * as path from 'path';
import { INVOKE_LIMITS, Language } from './index';
import { ShimConnection, StreamControl, StreamSink } from './shim-connection';

const SECRET = TEST_SECRET;
const MB = 1024 * 1024;
/**
 * One streaming handler per language, told by its event what to do: `chunks` chunks of `size`
 * bytes (each its index's letter), the first after a head; it logs whether it saw the abort.
 */
const HANDLERS: Record<Language, Record<string, string>> = {
  node: {
    'index.js': `
exports.handler = awslambda.streamifyResponse(async (event, responseStream, context) => {
  context.signal.addEventListener('abort', () => console.log('abort heard: ' + context.signal.reason.message));
  const out = awslambda.HttpResponseStream.from(responseStream, { statusCode: 201, headers: { 'content-type': 'text/plain' } });
  try {
    for (let i = 0; i < event.chunks; i++) {
      if (context.signal.aborted) break;
      if (!out.write(Buffer.alloc(event.size, 97 + (i % 26))))
        await new Promise((r) => { out.once('drain', r); out.once('close', r); });
    }
  } catch (err) { console.log('write failed: ' + err.message); }
  console.log('aborted: ' + context.signal.aborted);
  out.end();
});
exports.iterable = async (event) => (async function* () {
  for (let i = 0; i < event.chunks; i++) yield 'x'.repeat(event.size);
})();
`,
  },
  python: {
    'main.py': `
def handler(event, context):
    yield {"statusCode": 201, "headers": {"content-type": "text/plain"}}
    try:
        for i in range(event["chunks"]):
            if context.aborted:
                break
            yield bytes([97 + i % 26]) * event["size"]
    finally:
        print("aborted: " + str(context.aborted).lower())

async def iterable(event, context):
    for i in range(event["chunks"]):
        yield "x" * event["size"]
`,
  },
};
const MODULE: Record<Language, string> = { node: 'index', python: 'main' };

/** A sink that keeps what comes and credits it only when told (`auto`: at once). */
class Recorder implements StreamSink {
  control!: StreamControl;
  heads: string[] = [];
  chunks: Buffer[] = [];
  received = 0;
  constructor(public auto: boolean) {}
  bind(control: StreamControl) {
    this.control = control;
  }
  head(json: string) {
    this.heads.push(json);
  }
  data(bytes: Buffer) {
    this.chunks.push(bytes);
    this.received += bytes.length;
    if (this.auto) this.control.credit(bytes.length);
  }
}

const until = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check();) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Streamed replies between the worker's connection and the shims themselves, run as processes. */
describe.each(['node', 'python'] as Language[])('streamed replies with the %s shim', (language) => {
  const shims: ChildProcess[] = [];
  const dirs: string[] = [];

  /** A shim serving `handler` of the module; resolves to a connection once it answers. */
  async function serve(handler: string): Promise<ShimConnection> {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-stream-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(HANDLERS[language])) writeFileSync(path.join(dir, name), text);
    writeFileSync(
      path.join(dir, 'function.json'),
      JSON.stringify({ handler: `${MODULE[language]}.${handler}` }),
    );
    const socket = path.join(dir, 'shim.sock');
    shims.push(spawnShim(language, dir, socket));
    const connection = new ShimConnection(socket);
    let ready = false;
    for (let i = 0; i < 200 && !ready; i++) {
      ready = await connection
        .call({ op: 'health', secret: SECRET }, '', 1000)
        .then((t) => (JSON.parse(t) as { ok?: boolean }).ok === true)
        .catch(() => false);
      if (!ready) await new Promise((r) => setTimeout(r, 25));
    }
    expect(ready).toBe(true);
    return connection;
  }
  const invoke = (connection: ShimConnection, event: object, sink: StreamSink) =>
    connection
      .call({ op: 'invoke', secret: SECRET, execution_id: 'stream-1' }, JSON.stringify(event), 20_000, sink)
      .then(
        (t) =>
          JSON.parse(t) as {
            status: string;
            result: unknown;
            error: string | null;
            logs: { message: string }[];
          },
      );

  afterAll(() => {
    for (const shim of shims) shim.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sends the head, then every byte in order, then the final reply', async () => {
    const connection = await serve('handler');
    const sink = new Recorder(true);
    const reply = await invoke(connection, { chunks: 30, size: 100_000 }, sink);
    expect(reply).toMatchObject({ status: 'success', result: null, error: null });
    expect(JSON.parse(sink.heads[0])).toEqual({ statusCode: 201, headers: { 'content-type': 'text/plain' } });
    const body = Buffer.concat(sink.chunks);
    expect(body.length).toBe(3_000_000);
    for (let i = 0; i < 30; i++) expect(body[i * 100_000 + 99_999]).toBe(97 + (i % 26));
    expect(reply.logs.map((l) => l.message)).toContain('aborted: false');
    connection.close();
  });

  it('streams what an async iterable (an async generator) yields, waiting at its window', async () => {
    const connection = await serve('iterable');
    const sink = new Recorder(true);
    // 4 MB: past the window many times, so the shim waits for room between items.
    expect(await invoke(connection, { chunks: 40, size: 100_000 }, sink)).toMatchObject({
      status: 'success',
    });
    expect(Buffer.concat(sink.chunks).toString()).toBe('x'.repeat(4_000_000));
    connection.close();
  });

  it('holds the handler at its window until credit comes (backpressure)', async () => {
    const connection = await serve('handler');
    const sink = new Recorder(false);
    const reply = invoke(connection, { chunks: 40, size: 100_000 }, sink);
    await until(() => sink.received >= INVOKE_LIMITS.streamWindowBytes);
    await new Promise((r) => setTimeout(r, 300));
    // One write may pass the window's edge: never more than a window and a write.
    expect(sink.received).toBeLessThanOrEqual(INVOKE_LIMITS.streamWindowBytes + 100_000);
    sink.auto = true;
    sink.control.credit(sink.received);
    expect((await reply).status).toBe('success');
    expect(sink.received).toBe(4_000_000);
    connection.close();
  });

  it('tells the handler to stop on abort, and sends no more', async () => {
    const connection = await serve('handler');
    const sink = new Recorder(false);
    const reply = invoke(connection, { chunks: 1000, size: 0.25 * MB }, sink);
    await until(() => sink.received >= INVOKE_LIMITS.streamWindowBytes);
    sink.control.abort('the caller went away');
    const answered = await reply;
    const messages = answered.logs.map((l) => l.message);
    expect(messages).toContain('aborted: true');
    // What the handler's abort listener logs is the call's too (Node.js: a listener of context.signal).
    if (language === 'node') expect(messages).toContain('abort heard: the caller went away');
    expect(sink.received).toBeLessThan(INVOKE_LIMITS.streamWindowBytes + MB);
    connection.close();
  });
});
