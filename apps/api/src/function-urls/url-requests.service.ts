import { envelope, forbidden, notFound, unauthorized, unavailable, withHeaders } from '@fnhost/common';
import { InvokeResult } from '@fnhost/queue';
import { httpEvent, HttpReply, INVOKE_LIMITS } from '@fnhost/runtime';
import { HttpException, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SignatureUse, SignatureVerifier } from '../api-keys/signature-verifier';
import { TokenVerifier } from '../auth/token-verifier.service';
import type { RawBodyRequest } from '../common/http-setup';
import { ApiConfig } from '../config';
import { FunctionsService } from '../functions/functions.service';
import { signedParts } from '../invocation/invocation-request';
import { InvocationService } from '../invocation/invocation.service';
import { throughAlias } from '../invocation/addressing';
import { LATEST } from '@fnhost/database';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { RateWindow } from '@fnhost/engine';
import { corsHeaders, isPreflight, preflight, URL_METHODS } from './cors';
import { FunctionUrlsService, UrlTarget } from './function-urls.service';
import { readBody } from './request-body';
import { TeamAccess } from '../teams/team-access';
import { sendStreamed } from '../reply/streamed-response';

/** The longest request target (path and query) a URL takes (414 above). */
export const MAX_URL_LENGTH = 2048;
/** Replies that never carry a body (RFC 9110). */
const BODILESS = new Set([204, 304]);

const fail = (status: number, details: string) => new HttpException(envelope(status, details), status);

/**
 * A request to a function URL, start to end: the URL by its slug, CORS (a preflight is answered
 * here), the body as sent, the URL's auth, then admission and the run through the invocation
 * core, as an invoke's (trigger http). The function's checked reply is sent as it is.
 */
@Injectable()
export class UrlRequestsService {
  constructor(
    private readonly config: ApiConfig,
    private readonly urls: FunctionUrlsService,
    private readonly functions: FunctionsService,
    private readonly invocations: InvocationService,
    private readonly limiter: RateLimiter,
    private readonly signatures: SignatureVerifier,
    private readonly tokens: TokenVerifier,
    private readonly access: TeamAccess,
  ) {}

  async handle(req: Request, res: Response): Promise<void> {
    const slug = String(req.params.slug);
    const target = req.originalUrl.slice(`/fn/${slug}`.length);
    if (req.originalUrl.length > MAX_URL_LENGTH)
      throw fail(414, `the request target is longer than ${MAX_URL_LENGTH} characters`);
    if (!(URL_METHODS as readonly string[]).includes(req.method)) {
      res.setHeader('Allow', URL_METHODS.join(', '));
      throw fail(405, `method ${req.method} is not allowed: use one of ${URL_METHODS.join(', ')}`);
    }
    const url = await this.urls.resolve(slug);
    if (!url) throw notFound('no function URL here');
    const origin = req.headers.origin;
    if (url.cors) {
      if (isPreflight(req.method, req.headers)) {
        const answer = preflight(url.cors, req.headers);
        if ('refused' in answer) throw forbidden(`CORS preflight refused: ${answer.refused}`);
        res.status(204).set(answer.headers).end();
        return;
      }
      res.set(corsHeaders(url.cors, origin));
    }
    const windows = this.limiter.urlWindows(
      url.slug,
      req.ip ?? 'unknown',
      this.config.RATE_LIMIT_URL_PER_MINUTE,
      this.config.RATE_LIMIT_URL_IP_PER_MINUTE,
    );
    const [path, query = ''] = splitTarget(target);
    const { fn, body, replay, accountId } = await this.check(url, req, res, windows).catch(async (err) => {
      throw withHeaders(err, await this.limiter.count(windows));
    });
    const { value: result, headers } = await this.invocations.admitAndRun({
      tracker: windows,
      fn,
      target: throughAlias(fn, url.alias),
      replay,
      http: { method: req.method, path },
      traceparent: req.headers.traceparent,
      // HEAD has no body to stream: it is answered as a buffered URL answers it.
      stream: url.invokeMode === 'response_stream' && req.method !== 'HEAD',
      event: (requestId) =>
        JSON.stringify(
          httpEvent({
            method: req.method,
            path,
            query,
            rawHeaders: req.rawHeaders,
            body,
            sourceIp: req.ip ?? '',
            urlId: url.slug,
            accountId,
            requestId,
            now: new Date(),
            withhold: withheld(url),
          }),
        ),
    });
    res.set(headers).setHeader('X-Execution-Id', result.executionUuid);
    if ('body' in result) return sendStreamed(res, result);
    this.reply(req, res, result);
  }

  /** Everything that can refuse the request before admission: the body, the URL's auth, a version to run. */
  private async check(url: UrlTarget, req: Request, res: Response, windows: RateWindow[]) {
    const body = await readBody(req, INVOKE_LIMITS.bodyBytes, this.config.URL_BODY_TIMEOUT_MS);
    const fn = await this.functions.invocableById(url.functionUuid);
    if (!fn) throw notFound('no function URL here');
    let replay: SignatureUse | undefined;
    let accountId = 'anonymous';
    if (url.auth === 'bearer') {
      // A token not seen lately is checked only while the URL and the address are within their limits.
      const caller = await this.tokens.callerOf(req.headers.authorization, () =>
        this.limiter.refuseBlocked(windows),
      );
      if (!caller) {
        res.setHeader('WWW-Authenticate', 'Bearer');
        throw unauthorized(
          "this URL needs the bearer token of a member (or an access token) of the function's team: send Authorization: Bearer <token>",
        );
      }
      // A member who may invoke it, or an access token of its team with functions:invoke.
      if (!(await this.access.roleIn(caller, fn.teamUuid)))
        throw forbidden("only the function's team may call this URL");
      await this.access.require(caller, fn.teamUuid, 'function.invoke');
      accountId = caller.uuid;
    } else if (url.auth === 'signature') {
      if (!req.headers['x-signature'] || !req.headers['x-timestamp'])
        throw unauthorized('this URL needs a signature: send X-Signature and X-Timestamp');
      if (!fn.activeKey)
        throw forbidden('this URL needs a signature, and the function has no active API key');
      replay = this.signatures.check({ ...signedParts(req as RawBodyRequest), body }, fn.activeKey);
    }
    if (!fn.routes.has(url.alias))
      throw unavailable(
        url.alias === LATEST
          ? `function is not ready (status: ${fn.status})`
          : `the URL's alias ${url.alias} has no version`,
      );
    return { fn, body, replay, accountId };
  }

  /** The function's reply as it gave it; its failure as 502, its timeout as 504, in the error envelope. */
  private reply(req: Request, res: Response, r: InvokeResult): void {
    if (r.status !== 'success') {
      const status = r.status === 'timeout' ? 504 : 502;
      res.status(status).json(envelope(status, r.errorMessage ?? `function ${r.status}`));
      return;
    }
    const reply = r.result as HttpReply;
    const body = Buffer.from(reply.body, reply.isBase64Encoded ? 'base64' : 'utf8');
    res.status(reply.statusCode);
    for (const [name, value] of Object.entries(reply.headers)) {
      // Configured CORS is the platform's to answer (as Lambda does).
      if (res.hasHeader(name) && name.startsWith('access-control-')) continue;
      res.setHeader(name, value);
    }
    if (reply.cookies.length) res.append('Set-Cookie', reply.cookies);
    if (BODILESS.has(reply.statusCode)) {
      res.end();
      return;
    }
    res.setHeader('Content-Length', body.length);
    // HEAD: the headers a GET would get, no body (Node leaves it out).
    res.end(req.method === 'HEAD' ? undefined : body);
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
