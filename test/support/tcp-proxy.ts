import net from 'net';

/**
 * A TCP proxy to a shared service (PostgreSQL, Redis, Keycloak) that a test can cut and restore:
 * cut, every connection through it drops and new ones are refused, as if the service were down;
 * held, the service's replies wait in the proxy, as if it (or the machine) stalled. The service
 * itself is never touched.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  /** Each connection's reply direction: the service's socket and the client's. */
  private readonly replies = new Map<net.Socket, net.Socket>();
  private held = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.replies.set(upstream, client);
      upstream.on('close', () => this.replies.delete(upstream));
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ]) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        if (!(a === upstream && this.held)) a.pipe(b);
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The service is "down": connections dropped, new ones refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  /** The service stalls: what it sends is kept back (requests still reach it) until `release`. */
  hold(): void {
    this.held = true;
    for (const [upstream, client] of this.replies) upstream.unpipe(client);
  }

  /** The stall ends: the replies kept back arrive. */
  release(): void {
    this.held = false;
    for (const [upstream, client] of this.replies) upstream.pipe(client);
  }

  /** The service is back, on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.start();
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}
