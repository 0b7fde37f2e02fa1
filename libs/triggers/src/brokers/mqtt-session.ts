import * as mqttPacket from 'mqtt-packet';
import type { IConnackPacket, IPublishPacket, ISubackPacket, Packet } from 'mqtt-packet';
import net from 'net';
import tls from 'tls';
import { BrokerProblem, lossSignal, Reach } from '../broker';

/** CONNACK return codes (3.1.1) and reason codes (5) that mean the credentials were refused. */
const REFUSED = new Set([4, 5, 134, 135]);
/** A SUBACK's failure code (3.1.1; 5 uses 0x80 and above). */
const SUB_FAILED = 0x80;
const KEEPALIVE_S = 30;

export interface SessionOptions {
  clientId: string;
  /** A persistent session (clean false): the broker keeps the subscription and what was not acknowledged. */
  persistent: boolean;
  timeoutMs: number;
  /** MQTT 5's Receive Maximum: publishes the broker may send before one is acknowledged. */
  window?: number;
  /** Each publish as it comes, the session's own included before the SUBACK. */
  onPublish?: (packet: IPublishPacket) => void;
}

/**
 * An MQTT connection (3.1.1, or 5 with `?protocol=5`), spoken with mqtt-packet. Unlike a client
 * that hands over one publish at a time and acknowledges it when its handler returns, it reads
 * every publish the broker sends and acknowledges each when told (`puback`), so a consumer may
 * hold a batch until its events are durable. PUBACKs still go in the order the publishes came, as
 * MQTT asks: one acknowledged early waits for those before it.
 */
export class MqttSession {
  private readonly parser: mqttPacket.Parser;
  private readonly replies = new Map<string, (p: Packet) => void>();
  /** Packet ids of QoS 1 publishes in the order received, each true once acknowledged. */
  private readonly order: { id: number; done: boolean }[] = [];
  private nextId = 1;
  private pingTimer?: NodeJS.Timeout;
  private lastHeard = Date.now();
  readonly lost: Promise<Error>;
  private readonly lose: (err: Error) => void;

  private constructor(
    private readonly socket: net.Socket,
    private readonly version: 4 | 5,
    private readonly options: SessionOptions,
  ) {
    const { lost, lose } = lossSignal();
    this.lost = lost;
    this.lose = lose;
    this.parser = mqttPacket.parser({ protocolVersion: version });
    this.parser.on('packet', (p: Packet) => this.received(p));
    this.parser.on('error', (err: Error) => this.fail(err));
    socket.on('data', (d: Buffer) => this.parser.parse(d));
    socket.on('error', (err) => this.fail(err));
    socket.on('close', () => this.fail(new Error('MQTT: connection closed')));
  }

  /** Connects and waits for the CONNACK: BrokerProblem on the connection otherwise. */
  static async open(reach: Reach, options: SessionOptions): Promise<MqttSession> {
    const url = new URL(reach.url);
    const secure = url.protocol === 'mqtts:';
    const port = Number(url.port || (secure ? 8883 : 1883));
    const version = url.searchParams.get('protocol') === '5' ? 5 : 4;
    const socket = secure
      ? tls.connect({
          host: url.hostname,
          port,
          servername: net.isIP(url.hostname) ? undefined : url.hostname,
          ...(reach.ca && { ca: reach.ca }),
          rejectUnauthorized: !reach.insecure,
        })
      : net.connect({ host: url.hostname, port });
    const session = new MqttSession(socket, version, options);
    const connack = (await session
      .ask(
        'connack',
        {
          cmd: 'connect',
          protocolId: 'MQTT',
          protocolVersion: version,
          clientId: options.clientId,
          clean: !options.persistent,
          keepalive: KEEPALIVE_S,
          ...(reach.username !== undefined && {
            username: reach.username,
            password: Buffer.from(reach.password ?? ''),
          }),
          ...(version === 5 && {
            properties: {
              ...(options.persistent && { sessionExpiryInterval: 86_400 }),
              ...(options.window && { receiveMaximum: options.window }),
            },
          }),
        },
        options.timeoutMs,
      )
      .catch(async (err: Error) => {
        await session.end();
        throw new BrokerProblem(
          'connection',
          err.message.startsWith('MQTT') ? err.message : `MQTT: ${err.message}`,
        );
      })) as IConnackPacket;
    const code = connack.returnCode ?? connack.reasonCode ?? 0;
    if (code !== 0) {
      await session.end();
      throw new BrokerProblem(
        'connection',
        REFUSED.has(code)
          ? `MQTT: credentials refused (code ${code})`
          : `MQTT: connection refused (code ${code})`,
      );
    }
    session.keepAlive();
    return session;
  }

  /** Subscribes at QoS 1: BrokerProblem on the source when the broker refuses. */
  async subscribe(topic: string): Promise<void> {
    const messageId = this.newId();
    const suback = (await this.ask(
      `suback:${messageId}`,
      { cmd: 'subscribe', messageId, subscriptions: [{ topic, qos: 1 }] },
      this.options.timeoutMs,
    )) as ISubackPacket;
    if ((suback.granted as number[]).some((code) => code >= SUB_FAILED))
      throw new BrokerProblem('source', `MQTT: subscription to ${topic} refused`);
  }

  /** The publish `id` is done with: its PUBACK goes once every publish before it has gone too. */
  puback(id: number): void {
    const entry = this.order.find((o) => o.id === id && !o.done);
    if (entry) entry.done = true;
    while (this.order[0]?.done) this.send({ cmd: 'puback', messageId: this.order.shift()!.id });
  }

  /**
   * A DISCONNECT after what was written (PUBACKs last of all); resolves once the broker closed the
   * connection, having read them, so that a session taken over next (the trigger's next holder)
   * does not find them unread. Cut after 2 s.
   */
  end(): Promise<void> {
    clearInterval(this.pingTimer);
    if (this.socket.destroyed) return Promise.resolve();
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    if (this.socket.writable) this.socket.end(mqttPacket.generate({ cmd: 'disconnect' }));
    const cut = setTimeout(() => this.socket.destroy(), 2000);
    return closed.finally(() => clearTimeout(cut));
  }

  private received(p: Packet): void {
    this.lastHeard = Date.now();
    if (p.cmd === 'publish') {
      if (p.qos > 0 && p.messageId !== undefined) this.order.push({ id: p.messageId, done: false });
      this.options.onPublish?.(p);
      return;
    }
    const key = p.cmd === 'suback' ? `suback:${p.messageId}` : p.cmd;
    const reply = this.replies.get(key);
    this.replies.delete(key);
    reply?.(p);
  }

  /** Sends `packet` and waits for the reply named `key`, within `ms`. */
  private ask(key: string, packet: Packet, ms: number): Promise<Packet> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`MQTT: no ${key.split(':')[0].toUpperCase()} within ${ms} ms`)),
        ms,
      );
      this.replies.set(key, (p) => (clearTimeout(timer), resolve(p)));
      void this.lost.then((err) => (clearTimeout(timer), reject(err)));
      this.send(packet);
    });
  }

  /** A PINGREQ every half keep-alive; nothing heard for a keep-alive and a half is a lost connection. */
  private keepAlive(): void {
    this.pingTimer = setInterval(
      () => {
        if (Date.now() - this.lastHeard > KEEPALIVE_S * 1500)
          return this.fail(new Error('MQTT: the broker stopped answering'));
        this.send({ cmd: 'pingreq' });
      },
      (KEEPALIVE_S * 1000) / 2,
    );
    this.pingTimer.unref();
  }

  private send(packet: Packet): void {
    if (this.socket.writable)
      this.socket.write(mqttPacket.generate(packet, { protocolVersion: this.version }));
  }

  private newId(): number {
    const id = this.nextId;
    this.nextId = (this.nextId % 65535) + 1;
    return id;
  }

  /** Ends the connection with `err` as the reason `lost` gives. */
  fail(err: Error): void {
    clearInterval(this.pingTimer);
    this.lose(err);
    this.socket.destroy();
  }
}
