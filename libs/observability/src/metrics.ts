import { BaseConfig } from '@fnhost/common';
import { Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'crypto';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { FunctionLabels } from './function-labels';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A process's metrics registry (with Node.js's process metrics) and its scrape: `GET /metrics` in
 * Prometheus's text format, for a bearer METRICS_TOKEN only; without a token set the route is
 * not there (404).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly functions: FunctionLabels;
  /** Without a token nothing is scraped, so nothing is recorded either: the hot path pays nothing. */
  readonly enabled: boolean;
  private readonly token: Buffer | null;

  constructor(config: BaseConfig) {
    this.enabled = !!config.METRICS_TOKEN;
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
    this.functions = new FunctionLabels(config.METRICS_MAX_FUNCTIONS);
    this.token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  }

  /** The scrape's text for the request's Authorization header; its content type set on the response. */
  async scrape(
    authorization: string | undefined,
    res: { type(contentType: string): unknown },
  ): Promise<string> {
    if (!this.token) throw new NotFoundException('metrics are off: set METRICS_TOKEN');
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), this.token))
      throw new UnauthorizedException('a bearer METRICS_TOKEN is required');
    const text = await this.registry.metrics();
    res.type(this.registry.contentType);
    return text;
  }
}
