import { Language, MAX_REPLY_BYTES } from './index';
import { ChildProcess } from 'child_process';
import { spawnShim, TEST_SECRET } from './shim-process.testing';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import * as net from 'net';
import { tmpdir } from 'os';
import * as path from 'path';
import { ReplyTooLargeError, ShimConnection } from './shim-connection';

const SECRET = TEST_SECRET;
const HANDLERS: Record<Language, Record<string, string>> = {
  node: {
    'index.js':
      'exports.handler = async (e) => { await new Promise((r) => setTimeout(r, e.sleep || 0)); return { echo: e.n }; };\n',
  },
  python: {
    'main.py':
      'import time\ndef handler(e, context):\n    time.sleep(e.get("sleep", 0) / 1000)\n    return {"echo": e.get("n")}\n',
  },
};

/** The worker's side of the protocol against the shims themselves, run as processes on a Unix socket. */
describe.each(['node', 'python'] as Language[])('ShimConnection with the %s shim', (language) => {
  let dir: string;
  let socket: string;
  let shim: ChildProcess;
  const start = () => {
    shim = spawnShim(language, dir, socket);
  };
  const health = (connection: ShimConnection, secret = SECRET) =>
    connection.call({ op: 'health', secret }, '', 1000).then((t) => JSON.parse(t) as unknown);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'fnhost-shim-'));
    socket = path.join(dir, 'shim.sock');
    for (const [name, text] of Object.entries(HANDLERS[language])) writeFileSync(path.join(dir, name), text);
    start();
    const probe = new ShimConnection(socket);
    let ready: unknown = null;
    for (let i = 0; i < 200 && !ready; i++) {
      ready = await health(probe).catch(() => null); // not listening yet
      if (!ready) await new Promise((r) => setTimeout(r, 25));
    }
    probe.close();
    expect(ready).toEqual({ ok: true });
  });
  afterAll(() => {
    shim.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers only the secret', async () => {
    const connection = new ShimConnection(socket);
    expect(await health(connection, 'x'.repeat(SECRET.length))).toEqual({ error: 'forbidden' });
    expect(await health(connection)).toEqual({ ok: true });
    connection.close();
  });

  it('carries calls side by side on one connection, each reply to its own call, the faster first', async () => {
    const connection = new ShimConnection(socket);
    const finished: number[] = [];
    const calls = [300, 0, 150, 0].map((sleep, n) =>
      connection
        .call({ op: 'invoke', secret: SECRET, execution_id: `unit-${n}` }, JSON.stringify({ n, sleep }), 5000)
        .then((text) => {
          finished.push(n);
          return (JSON.parse(text) as { status: string; result: unknown }).result;
        }),
    );
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3].map((n) => ({ echo: n })));
    expect(finished[finished.length - 1]).toBe(0); // the slowest, sent first, came back last
    connection.close();
  });

  it('times a call out alone; the connection carries the next', async () => {
    const connection = new ShimConnection(socket);
    await expect(
      connection.call({ op: 'invoke', secret: SECRET }, JSON.stringify({ n: 1, sleep: 1000 }), 100),
    ).rejects.toThrow('timeout');
    const text = await connection.call({ op: 'invoke', secret: SECRET }, JSON.stringify({ n: 2 }), 5000);
    expect(JSON.parse(text)).toMatchObject({ status: 'success', result: { echo: 2 } });
    connection.close();
  });

  it('fails the calls in flight when the process dies, and says nobody listens after', async () => {
    const connection = new ShimConnection(socket);
    const inFlight = connection.call(
      { op: 'invoke', secret: SECRET },
      JSON.stringify({ sleep: 5000 }),
      10_000,
    );
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise((r) => shim.once('exit', r));
    shim.kill('SIGKILL');
    await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
    await exited; // its listening socket is gone with it
    await expect(health(connection)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    rmSync(socket, { force: true });
    await expect(health(connection)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('ShimConnection against a shim that misbehaves', () => {
  it('refuses a reply past MAX_REPLY_BYTES without reading it, and stays in step for the next', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fnhost-shim-'));
    const socket = path.join(dir, 'shim.sock');
    // Answers its first call with a reply one byte too large, the second with `{"ok":true}`.
    let calls = 0;
    const server = net.createServer((s) =>
      s.on('data', (chunk: Buffer) => {
        const id = chunk.readUInt32BE(0);
        const body = calls++ === 0 ? Buffer.alloc(MAX_REPLY_BYTES + 1, 32) : Buffer.from('{"ok":true}');
        const header = Buffer.alloc(8);
        header.writeUInt32BE(id, 0);
        header.writeUInt32BE(body.length, 4);
        s.write(Buffer.concat([header, body]));
      }),
    );
    await new Promise<void>((r) => server.listen(socket, r));
    const connection = new ShimConnection(socket);
    try {
      await expect(connection.call({ op: 'health', secret: SECRET }, '', 5000)).rejects.toBeInstanceOf(
        ReplyTooLargeError,
      );
      expect(await connection.call({ op: 'health', secret: SECRET }, '', 5000)).toBe('{"ok":true}');
    } finally {
      connection.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
