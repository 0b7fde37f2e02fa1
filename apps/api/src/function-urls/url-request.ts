import type { ReplyHeaders } from '@fnhost/common';
import type { Request, Response } from 'express';
import type { IncomingHttpHeaders } from 'http';
import { sendStreamed } from '../reply/streamed-response';
import type { StreamedReply } from '../reply/reply-reader';
import { readBody } from './request-body';

/** A request to a function URL, as its door decodes it: no HTTP object goes past the door. */
export interface UrlRequest {
  slug: string;
  method: string;
  /** Below the URL's root: the path and the query string, as sent. */
  target: string;
  /** The whole request target's length (path and query, the URL's root included). */
  targetLength: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  /** The caller's address, where known. */
  sourceIp?: string;
  /**
   * The body exactly as sent, read on demand (once the URL is known to take it): 413 as soon as it
   * passes `limit`, 408 when it has not all arrived within `timeoutMs`.
   */
  body(limit: number, timeoutMs: number): Promise<Buffer>;
}

/** What a function URL answers: a reply to send as it is, or one its function streams. */
export type UrlAnswer =
  | { status: number; headers: ReplyHeaders; cookies?: string[]; body?: Buffer }
  | { status?: undefined; headers: ReplyHeaders; streamed: StreamedReply };

/** The door's decoding of its HTTP request. */
export const urlRequestOf = (req: Request): UrlRequest => {
  const slug = String(req.params.slug);
  return {
    slug,
    method: req.method,
    target: req.originalUrl.slice(`/fn/${slug}`.length),
    targetLength: req.originalUrl.length,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    sourceIp: req.ip,
    body: (limit, timeoutMs) => readBody(req, limit, timeoutMs),
  };
};

/**
 * Writes the answer: its headers (the platform's first: a function's own Access-Control headers
 * do not override configured CORS, as on Lambda), then its body (none for HEAD, whose headers are
 * a GET's), or the stream.
 */
export async function writeUrlAnswer(res: Response, method: string, answer: UrlAnswer): Promise<void> {
  // setHeader, not Express's set: a Content-Type goes as given (set adds a charset).
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.status === undefined) return sendStreamed(res, answer.streamed);
  res.status(answer.status);
  if (answer.cookies?.length) res.append('Set-Cookie', answer.cookies);
  if (!answer.body) {
    res.end();
    return;
  }
  res.setHeader('Content-Length', answer.body.length);
  res.end(method === 'HEAD' ? undefined : answer.body);
}
