import { InvokeResult, JobQueue } from '@fnhost/queue';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'crypto';
import type IORedis from 'ioredis';

/**
 * Receives invocation results on this process's own Redis channel. Independent of BullMQ's job
 * retention, so removeOnComplete cannot race the wait (a QueueEvents wait would).
 */
@Injectable()
export class ResultWaiter implements OnModuleInit, OnModuleDestroy {
  readonly channel = `fnhost:invoke-results:${randomBytes(8).toString('hex')}`;
  private subscriber: IORedis;
  private readonly pending = new Map<string, (r: InvokeResult) => void>();

  constructor(private readonly jobs: JobQueue) {}

  onModuleInit() {
    this.subscriber = this.jobs.connection.duplicate();
    this.subscriber.on('error', () => undefined); // health reports Redis outages
    this.subscriber.on('message', (_channel, message) => {
      const result = JSON.parse(message) as InvokeResult;
      this.pending.get(result.executionUuid)?.(result);
    });
    // Not awaited: boot must not hang while Redis is down; ioredis subscribes (and re-subscribes) on connect.
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  /** The result of an invocation, once a worker publishes it. Register before enqueueing; cancel when done. */
  expect(executionUuid: string): { promise: Promise<InvokeResult>; cancel: () => void } {
    const promise = new Promise<InvokeResult>((resolve) => this.pending.set(executionUuid, resolve));
    return { promise, cancel: () => this.pending.delete(executionUuid) };
  }

  async onModuleDestroy() {
    this.subscriber?.disconnect();
  }
}
