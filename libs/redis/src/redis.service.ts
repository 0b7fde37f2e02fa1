import { BaseConfig } from '@fnhost/common';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import IORedis, { RedisOptions } from 'ioredis';

/** A command waits at most this long for Redis; during an outage it fails at once. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * Commands sent in one turn of the event loop leave in one write: the socket is corked at the
 * turn's first command and uncorked when the turn ends (setImmediate). Under load, concurrent
 * invocations' admissions, enqueues and completions share a write, which costs more on loopback
 * TCP than the commands themselves (docs/decisions/0020-invocation-core.md). Unlike ioredis's auto-pipelining, no
 * Pipeline is built per turn: its constructor copies every script the connection defines, and
 * BullMQ defines about fifty.
 */
class CoalescingRedis extends IORedis {
  private corked = false;

  sendCommand(...args: Parameters<IORedis['sendCommand']>): unknown {
    const socket = this.stream;
    if (!this.corked && this.status === 'ready' && socket?.writable) {
      this.corked = true;
      socket.cork();
      setImmediate(() => {
        this.corked = false;
        socket.uncork();
      });
    }
    return super.sendCommand(...args);
  }
}

type RedisSettings = Pick<
  BaseConfig,
  'REDIS_URL' | 'REDIS_SENTINELS' | 'REDIS_SENTINEL_MASTER' | 'REDIS_SENTINEL_PASSWORD'
>;

/** A node demoted by a failover answers writes READONLY: reconnect (to the new primary) and resend. */
const reconnectIfDemoted = (err: Error) => (err.message.startsWith('READONLY') ? 2 : false);

/**
 * A connection to REDIS_URL, or to the primary the Sentinels name: it asks them again on every
 * reconnect (a failover closes the old primary's connections, or it died).
 */
function open(Kind: typeof IORedis, config: RedisSettings, options: RedisOptions): IORedis {
  options = { ...options, reconnectOnError: reconnectIfDemoted };
  if (!config.REDIS_SENTINELS) return new Kind(config.REDIS_URL, options);
  const url = new URL(config.REDIS_URL);
  return new Kind({
    ...options,
    sentinels: config.REDIS_SENTINELS.split(',').map((s) => {
      const [host, port] = s.split(':');
      return { host, port: Number(port) };
    }),
    name: config.REDIS_SENTINEL_MASTER,
    sentinelPassword: config.REDIS_SENTINEL_PASSWORD || undefined,
    username: decodeURIComponent(url.username) || undefined,
    password: decodeURIComponent(url.password) || undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
  });
}

/**
 * A connection for commands: while Redis is unreachable a command fails at once instead of
 * queueing (the caller answers 503), and it reconnects on its own; its writes are coalesced.
 */
export function redisConnection(config: RedisSettings): IORedis {
  return open(CoalescingRedis, config, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
}

/** For BullMQ workers, stream readers and subscribers: they block, so they wait out an outage instead. */
export function blockingRedisConnection(config: RedisSettings): IORedis {
  return open(IORedis, config, { maxRetriesPerRequest: null });
}

/**
 * The process's one Redis connection for commands (queue producers, admission, caches, heartbeats,
 * records), and the factory of blocking ones. Key names are in KEYS.
 */
@Injectable()
export class RedisService implements OnModuleDestroy {
  private readonly logger = new Logger(RedisService.name);
  readonly client: IORedis;
  /**
   * A command connection for bulk writes (streamed replies' bytes): megabytes queued on `client`
   * would hold up what is due on time behind them (a worker's heartbeat lapsed behind a 100 MB
   * reply, and its caller took it for lost). Opened with `client`: neither queues a command
   * before it is connected.
   */
  readonly bulk: IORedis;

  constructor(private readonly config: BaseConfig) {
    this.client = redisConnection(config);
    this.client.on('error', this.reporter());
    this.bulk = redisConnection(config);
    this.bulk.on('error', this.reporter());
    this.client.on('ready', () => (this.lastError = ''));
  }

  private lastError = '';

  /** An outage repeats the same error on every reconnect attempt: said once, and again after a recovery. */
  reporter(): (err: Error) => void {
    return (err) => {
      if (err.message !== this.lastError) this.logger.warn(`redis: ${err.message}`);
      this.lastError = err.message;
    };
  }

  /**
   * Resolves once the command connection is up, or after `ms` (commands then fail at once, as in
   * an outage): for a process's first commands, which would otherwise race the connect.
   */
  async connected(ms = COMMAND_TIMEOUT_MS): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** A new connection that waits out outages (subscribers, stream readers, BullMQ workers); the caller closes it. */
  blocking(): IORedis {
    return blockingRedisConnection(this.config);
  }

  /** After the queues closed (QueueModule depends on this one, so Nest destroys it later). */
  onModuleDestroy() {
    this.client.disconnect();
    this.bulk.disconnect();
  }
}
