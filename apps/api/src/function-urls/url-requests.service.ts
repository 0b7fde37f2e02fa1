import { envelope, forbidden, notFound, ReplyHeaders, unavailable, withHeaders } from '@fnhost/common';
import { httpEvent, INVOKE_LIMITS } from '@fnhost/runtime';
import { HttpException, Injectable } from '@nestjs/common';
import { ApiConfig } from '../config';
import { FunctionsService } from '../functions/functions.service';
import { InvocationService } from '../invocation/invocation.service';
import { throughAlias } from '../invocation/addressing';
import { LATEST } from '@fnhost/releases';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { RateWindow } from '@fnhost/engine';
import { corsHeaders, isPreflight, preflight, URL_METHODS } from './cors';
import { FunctionUrlsService, UrlTarget } from './function-urls.service';
import { UrlAnswer, UrlRequest } from './url-request';
import { UrlAuth } from './url-auth';
import { urlReply } from './url-reply';

/** The longest request target (path and query) a URL takes (414 above). */
export const MAX_URL_LENGTH = 2048;

const fail = (status: number, details: string) => new HttpException(envelope(status, details), status);

/**
 * A request to a function URL, start to end: the URL by its slug, CORS (a preflight is answered
 * here), the body as sent, the URL's auth (UrlAuth), then admission and the run through the invocation
 * core, as an invoke's (trigger http). Its door decodes the request into a UrlRequest and writes
 * the UrlAnswer: the function's checked reply, as it gave it.
 */
@Injectable()
export class UrlRequestsService {
  constructor(
    private readonly config: ApiConfig,
    private readonly urls: FunctionUrlsService,
    private readonly functions: FunctionsService,
    private readonly invocations: InvocationService,
    private readonly limiter: RateLimiter,
    private readonly auth: UrlAuth,
  ) {}

  async handle(r: UrlRequest): Promise<UrlAnswer> {
    if (r.targetLength > MAX_URL_LENGTH)
      throw fail(414, `the request target is longer than ${MAX_URL_LENGTH} characters`);
    if (!(URL_METHODS as readonly string[]).includes(r.method))
      throw withHeaders(
        fail(405, `method ${r.method} is not allowed: use one of ${URL_METHODS.join(', ')}`),
        { Allow: URL_METHODS.join(', ') },
      );
    const url = await this.urls.resolve(r.slug);
    if (!url) throw notFound('no function URL here');
    if (url.cors && isPreflight(r.method, r.headers)) {
      const answer = preflight(url.cors, r.headers);
      if ('refused' in answer) throw forbidden(`CORS preflight refused: ${answer.refused}`);
      return { status: 204, headers: answer.headers };
    }
    // Configured CORS: every answer from here on carries its headers, a refusal too.
    const cors = url.cors ? corsHeaders(url.cors, r.headers.origin) : {};
    return this.run(r, url, cors).catch((err: unknown) => Promise.reject(withHeaders(err, cors)));
  }

  private async run(r: UrlRequest, url: UrlTarget, cors: ReplyHeaders): Promise<UrlAnswer> {
    const windows = this.limiter.urlWindows(
      url.slug,
      r.sourceIp ?? 'unknown',
      this.config.RATE_LIMIT_URL_PER_MINUTE,
      this.config.RATE_LIMIT_URL_IP_PER_MINUTE,
    );
    const [path, query = ''] = splitTarget(r.target);
    const { fn, body, replay, accountId } = await this.check(url, r, windows).catch(async (err) => {
      throw withHeaders(err, await this.limiter.count(windows));
    });
    const { value: result, headers } = await this.invocations.admitAndRun({
      tracker: windows,
      fn,
      target: throughAlias(fn, url.alias),
      replay,
      http: { method: r.method, path },
      traceparent: r.headers.traceparent,
      // HEAD has no body to stream: it is answered as a buffered URL answers it.
      stream: url.invokeMode === 'response_stream' && r.method !== 'HEAD',
      event: (requestId) =>
        JSON.stringify(
          httpEvent({
            method: r.method,
            path,
            query,
            rawHeaders: r.rawHeaders,
            body,
            sourceIp: r.sourceIp ?? '',
            urlId: url.slug,
            accountId,
            requestId,
            now: new Date(),
            withhold: withheld(url),
          }),
        ),
    });
    const platform = { ...cors, ...headers, 'X-Execution-Id': result.executionUuid };
    if ('body' in result) return { headers: platform, streamed: result };
    return urlReply(result, platform);
  }

  /** Everything that can refuse the request before admission: the body, the URL's auth, a version to run. */
  private async check(url: UrlTarget, r: UrlRequest, windows: RateWindow[]) {
    const body = await r.body(INVOKE_LIMITS.bodyBytes, this.config.URL_BODY_TIMEOUT_MS);
    const fn = await this.functions.invocableById(url.functionUuid);
    if (!fn) throw notFound('no function URL here');
    const { replay, accountId } = await this.auth.check(url, fn, { headers: r.headers, body }, windows);
    if (!fn.routes.has(url.alias))
      throw unavailable(
        url.alias === LATEST
          ? `function is not ready (status: ${fn.status})`
          : `the URL's alias ${url.alias} has no version`,
      );
    return { fn, body, replay, accountId };
  }
}

/** Below the URL's root: the path (`/` at least) and the query string. */
function splitTarget(target: string): [string, string?] {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  return [path.startsWith('/') ? path : `/${path}`, q < 0 ? '' : target.slice(q + 1)];
}

/** The platform credentials a URL's auth checked: the function never sees them. */
const withheld = (url: UrlTarget): string[] =>
  url.auth === 'bearer' ? ['authorization'] : url.auth === 'signature' ? ['x-signature', 'x-timestamp'] : [];
