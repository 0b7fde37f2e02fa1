import { WorkerStatus } from '@fnhost/queue';
import { Injectable, Logger } from '@nestjs/common';
import { ContainerEngine } from './container-engine';
import { WorkerConfig } from '../config';

const PULLS_KEPT = 10;

/**
 * Function images across hosts. With REGISTRY set, the worker that builds an image pushes it, and
 * a worker whose engine lacks it pulls it before the first container (once, however many
 * invocations wait on it). Without REGISTRY a host lacking an image builds it (ImageBuilder.ensure).
 */
@Injectable()
export class ImageStore {
  private readonly logger = new Logger(ImageStore.name);
  private readonly pulling = new Map<string, Promise<void>>();
  /** The latest pulls, newest first: in this worker's status. */
  readonly pulls: WorkerStatus['pulls'] = [];
  /** When a container of each image last started here (ms), by tag: the storage collector removes the least recent first. */
  private readonly used = new Map<string, number>();

  constructor(
    private readonly config: WorkerConfig,
    private readonly engine: ContainerEngine,
  ) {}

  /** The reference a deployment's image tag (`fnhost/fn-<uuid>:v<n>`) has on this cluster's engines. */
  ref(tag: string): string {
    return this.config.REGISTRY ? `${this.config.REGISTRY}/${tag}` : tag;
  }

  /** After a build: the image becomes reachable from every host. */
  async publish(tag: string): Promise<void> {
    if (!this.config.REGISTRY) return;
    const started = Date.now();
    await this.engine.push(this.ref(tag));
    this.logger.log(`pushed ${this.ref(tag)} in ${Date.now() - started} ms`);
  }

  /** Before a container starts: the image is in this host's engine. */
  async ensure(tag: string): Promise<void> {
    const image = this.ref(tag);
    if (!this.config.REGISTRY || (await this.engine.hasImage(image))) return;
    let pull = this.pulling.get(image);
    if (!pull) {
      pull = this.pull(image).finally(() => this.pulling.delete(image));
      this.pulling.set(image, pull);
    }
    await pull;
  }

  /** A container of the image starts now. */
  touch(tag: string): void {
    this.used.set(tag, Date.now());
  }

  /** When a container of the image last started on this host since the worker did, if one has. */
  lastUsed(tag: string): number | undefined {
    return this.used.get(tag);
  }

  private async pull(image: string): Promise<void> {
    const started = Date.now();
    await this.engine.pull(image);
    const ms = Date.now() - started;
    this.logger.log(`pulled ${image} in ${ms} ms`);
    this.pulls.unshift({ image, ms, at: new Date().toISOString() });
    this.pulls.length = Math.min(this.pulls.length, PULLS_KEPT);
  }
}
