import { InvokeResult, parseNotice, StreamStarted } from '@fnhost/queue';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'crypto';
import type IORedis from 'ioredis';
import { KEYS, RedisService } from '@fnhost/redis';

interface Pending {
  resolve: (r: InvokeResult | StreamStarted) => void;
  reject: (err: Error) => void;
}

/**
 * Receives invocation results on this process's own Redis channel. Independent of BullMQ's job
 * retention, so removeOnComplete cannot race the wait (a QueueEvents wait would).
 */
@Injectable()
export class ResultWaiter implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ResultWaiter.name);
  readonly channel = KEYS.resultChannel(randomBytes(8).toString('hex'));
  private subscriber: IORedis;
  private readonly pending = new Map<string, Pending>();
  /** When the subscriber last (re)connected: results published while it was away never arrive. */
  private connectedAt = 0;

  constructor(private readonly redis: RedisService) {}

  onModuleInit() {
    // Its own connection that waits out outages: it re-subscribes when Redis is back.
    this.subscriber = this.redis.blocking();
    this.subscriber.on('error', (err: Error) => this.logger.debug(`result subscriber: ${err.message}`)); // health reports outages
    this.subscriber.on('message', (_channel, message: string) => void this.deliver(message));
    this.subscriber.on('ready', () => (this.connectedAt = Date.now()));
    // Not awaited: boot must not hang while Redis is down; ioredis subscribes (and re-subscribes) on connect.
    this.subscriber
      .subscribe(this.channel)
      .catch((err: Error) => this.logger.warn(`subscribing to ${this.channel}: ${err.message}`));
  }

  private async deliver(message: string): Promise<void> {
    let notice: ReturnType<typeof parseNotice>;
    try {
      notice = parseNotice(message);
    } catch (err) {
      this.logger.error(`malformed result message dropped: ${(err as Error).message}`);
      return;
    }
    const waiter = this.pending.get(notice.executionUuid);
    if (!waiter) return; // the caller gave up already
    try {
      waiter.resolve(await notice.load(this.redis.client));
    } catch (err) {
      this.logger.error(`result of ${notice.executionUuid} could not be read: ${(err as Error).message}`);
      waiter.reject(err as Error);
    }
  }

  /**
   * The result of an invocation, once a worker publishes it (or the word that its reply streams);
   * rejects when it was published but cannot be read. Register before enqueueing; cancel when done.
   */
  expect(executionUuid: string): { promise: Promise<InvokeResult | StreamStarted>; cancel: () => void } {
    const promise = new Promise<InvokeResult | StreamStarted>((resolve, reject) =>
      this.pending.set(executionUuid, { resolve, reject }),
    );
    return { promise, cancel: () => this.pending.delete(executionUuid) };
  }

  /** Whether a result published since `since` may have been missed (the subscriber reconnected since). */
  mayHaveMissed(since: number): boolean {
    return this.connectedAt > since;
  }

  async onModuleDestroy() {
    this.subscriber?.disconnect();
  }
}
