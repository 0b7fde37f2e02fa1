import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiParam, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../http/route-marks';
import { ErrorEnvelopeDto, SignatureErrorDto } from '../common/api-errors';
import { NotCountedHere } from '../http/route-marks';
import { urlRequestOf, writeUrlAnswer } from './url-request';
import { UrlRequestsService } from './url-requests.service';

const envelopeOf = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
});

/** `/fn/<slug>/…`: the public face of function URLs. Its own limits and auth (the URL's), not the api's. */
@ApiTags('function URLs')
@ApiExtraModels(ErrorEnvelopeDto, SignatureErrorDto)
@Controller('fn')
export class UrlRequestsController {
  constructor(private readonly requests: UrlRequestsService) {}

  @ApiOperation({
    summary: 'Call a function through its URL',
    description: [
      "Any method of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS, on any path below the URL. The function gets AWS Lambda's payload format 2.0 event (headers lowercased, repeats joined by commas; the body as sent: UTF-8 text as is, anything else base64 with isBase64Encoded) and its reply `{statusCode, headers, cookies, body, isBase64Encoded}` is sent as it is; any other returned JSON value is sent as 200 application/json.",
      "Auth is the URL's: none, the bearer token of a member of the function's team who may invoke it, or of its team's access token with functions:invoke (Authorization), or the function's API key signature over the raw body (X-Signature, X-Timestamp); those credentials never reach the function. With CORS configured, the platform answers preflights and sets the Access-Control headers.",
      "Limits: body 6 MB (413, while it streams), header section 16 KB (431, from the HTTP parser, no body), request target 2 KB (414), reply 6 MB (502). Requests per minute per URL and per source address (429 with Retry-After and RateLimit headers); the function's concurrency limit (429).",
    ].join('\n\n'),
  })
  @ApiParam({ name: 'slug', description: "the URL's slug" })
  @ApiParam({ name: 'path', description: 'any path below the URL (may be empty)' })
  @ApiResponse({
    status: 'default',
    description:
      "the function's reply, as it gave it (status, headers, cookies and body); X-Execution-Id names its execution",
    // Whatever the function sends: JSON when it returned a value, else its own type.
    content: {
      'application/json': { schema: { description: "the function's reply" } },
      '*/*': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 401, ...envelopeOf('credentials the URL needs are missing') })
  @ApiResponse({
    status: 403,
    description: 'a token of someone else, an invalid or reused signature, or a refused CORS preflight',
    content: {
      'application/json': {
        schema: {
          oneOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }, { $ref: getSchemaPath(SignatureErrorDto) }],
        },
      },
    },
  })
  @ApiResponse({ status: 404, ...envelopeOf('no live URL has this slug') })
  @ApiResponse({ status: 405, ...envelopeOf('a method the URL does not take') })
  @ApiResponse({ status: 408, ...envelopeOf('the body did not arrive in time') })
  @ApiResponse({ status: 413, ...envelopeOf('the body passes 6 MB') })
  @ApiResponse({ status: 414, ...envelopeOf('the request target passes 2 KB') })
  @ApiResponse({
    status: 429,
    ...envelopeOf("over the URL's or the address's requests per minute, or the function's concurrency"),
    headers: {
      'Retry-After': { description: 'seconds', schema: { type: 'integer' } },
      'RateLimit-Limit': { schema: { type: 'integer' } },
      'RateLimit-Remaining': { schema: { type: 'integer' } },
      'RateLimit-Reset': { schema: { type: 'integer' } },
    },
  })
  @ApiResponse({ status: 502, ...envelopeOf('the function failed, or its reply is not a valid one') })
  @ApiResponse({
    status: 503,
    ...envelopeOf('the function has no active version, or the platform is unavailable'),
  })
  @ApiResponse({ status: 504, ...envelopeOf('the function timed out') })
  @Public()
  @NotCountedHere()
  @All(':slug{/*path}')
  async handle(@Req() req: Request, @Res() res: Response): Promise<void> {
    await writeUrlAnswer(res, req.method, await this.requests.handle(urlRequestOf(req)));
  }
}
