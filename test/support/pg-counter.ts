import net from 'net';

/** What went through a PgCounter: statements sent, and transactions committed that wrote. */
export interface PgCounts {
  statements: number;
  commits: number;
}

/** An SSLRequest's code, where a startup message has its protocol version. */
const SSL_REQUEST = 80877103;
const WRITES = /^(INSERT|UPDATE|DELETE|MERGE|COPY)\b/;

/**
 * A TCP proxy in front of PostgreSQL that reads the wire protocol as it passes: it counts the
 * statements clients send (a simple Query or an Execute each) and the commits that wrote (a
 * COMMIT, or a write run outside a transaction block, which commits on its own).
 * Connections without SSL only (the stack's DATABASE_URL asks for none).
 */
export class PgCounter {
  private server?: net.Server;
  private readonly counts: PgCounts = { statements: 0, commits: 0 };
  port = 0;

  constructor(private readonly targetPort = 5432) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => this.relay(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The counts so far, as a copy. */
  snapshot(): PgCounts {
    return { ...this.counts };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private relay(client: net.Socket): void {
    const upstream = net.connect(this.targetPort, '127.0.0.1');
    let inBlock = false;
    const fromClient = messages(true, (type) => {
      if (type === 'Q' || type === 'E') this.counts.statements++;
    });
    const fromServer = messages(false, (type, body) => {
      if (type === 'Z') inBlock = body[0] !== 'I'.charCodeAt(0);
      else if (type === 'C') {
        const tag = body.toString('latin1', 0, body.indexOf(0));
        if (tag === 'COMMIT' || (!inBlock && WRITES.test(tag))) this.counts.commits++;
      }
    });
    client.on('data', (chunk) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      fromServer(chunk);
      client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  }
}

/**
 * A parser of one direction's stream of messages (a type byte, then a length that counts itself),
 * calling `on` for each. The frontend's first message, the startup, has no type byte.
 */
function messages(frontend: boolean, on: (type: string, body: Buffer) => void): (chunk: Buffer) => void {
  let pending = Buffer.alloc(0);
  let startup = frontend;
  return (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      const header = startup ? 0 : 1;
      if (pending.length < header + 4) return;
      const length = pending.readUInt32BE(header);
      if (pending.length < header + length) return;
      const body = pending.subarray(header + 4, header + length);
      if (startup) {
        if (SSL_REQUEST === body.readUInt32BE(0))
          throw new Error('PgCounter relays connections without SSL only');
        startup = false;
      } else on(String.fromCharCode(pending[0]), body);
      pending = pending.subarray(header + length);
    }
  };
}
