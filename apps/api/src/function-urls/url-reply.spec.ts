import type { InvokeResult } from '@fnhost/queue';
import type { HttpReply } from '@fnhost/runtime';
import { urlReply } from './url-reply';

const result = (over: Partial<InvokeResult>): InvokeResult => ({
  executionUuid: 'exec-1',
  status: 'success',
  result: null,
  errorMessage: null,
  durationMs: 1,
  startedAt: '',
  completedAt: '',
  logs: [],
  ...over,
});
const replied = (reply: Partial<HttpReply>) =>
  result({
    result: { statusCode: 200, headers: {}, cookies: [], body: '', isBase64Encoded: false, ...reply },
  });

describe("a function URL's answer from its function's reply", () => {
  const platform = { 'access-control-allow-origin': 'https://app.example', 'X-Execution-Id': 'exec-1' };

  it("sends the reply as given, its body decoded, under the platform's headers", () => {
    const answer = urlReply(
      replied({
        statusCode: 201,
        headers: { 'content-type': 'application/octet-stream', 'x-own': 'yes', 'x-execution-id': 'forged' },
        cookies: ['a=1'],
        body: Buffer.from([0, 1, 2]).toString('base64'),
        isBase64Encoded: true,
      }),
      platform,
    );
    expect(answer).toMatchObject({ status: 201, cookies: ['a=1'], body: Buffer.from([0, 1, 2]) });
    expect(answer.headers).toMatchObject({ 'x-own': 'yes', 'X-Execution-Id': 'exec-1' });
  });

  it("keeps the function's Access-Control headers only where the platform sets none", () => {
    const { headers } = urlReply(
      replied({
        headers: { 'access-control-allow-origin': '*', 'access-control-max-age': '60' },
      }),
      platform,
    );
    expect(headers).toEqual({ ...platform, 'access-control-max-age': '60' });
  });

  it('sends no body with 204 and 304', () => {
    for (const statusCode of [204, 304])
      expect(urlReply(replied({ statusCode, body: 'ignored' }), platform)).not.toHaveProperty('body');
  });

  it('answers a failure 502 and a timeout 504, in the error envelope', () => {
    for (const [status, code] of [
      ['error', 502],
      ['timeout', 504],
    ] as const) {
      const answer = urlReply(result({ status, errorMessage: 'boom' }), platform);
      expect(answer.status).toBe(code);
      expect(answer.headers).toMatchObject({ 'Content-Type': 'application/json; charset=utf-8' });
      expect(JSON.parse(String('body' in answer && answer.body))).toMatchObject({ details: 'boom' });
    }
  });
});
