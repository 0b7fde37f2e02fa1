import { ALIAS_NAME } from '@fnhost/releases';
import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ApiErrors, ErrorEnvelopeDto, SignatureErrorDto } from '../common/api-errors';
import type { RawBodyRequest } from '../common/http-setup';
import { NotCountedHere } from '../http/route-marks';
import { sendStreamed, STREAM_ERROR_TRAILER } from '../reply/streamed-response';
import { AsyncInvocationService } from './async-invocation.service';
import { InvokeAcceptedDto, InvokeDto, InvokeResponseDto } from './dto/invoke.dto';
import { invocationRequest } from './invocation-request';
import { InvocationService } from './invocation.service';

/** RFC 7240: `Prefer` lists preferences, comma-separated, each maybe with parameters. */
const prefersAsync = (req: RawBodyRequest) =>
  String(req.headers.prefer ?? '')
    .split(',')
    .some((p) => p.split(';')[0].trim().toLowerCase() === 'respond-async');

@ApiTags('executions')
@ApiBearerAuth()
@ApiErrors(401, 403, 429, 503)
@Controller('api/functions')
export class InvocationController {
  constructor(
    private readonly invocations: InvocationService,
    private readonly asyncInvocations: AsyncInvocationService,
  ) {}

  /**
   * The invoke door: decodes the request, hands it to the core, writes the reply from its answer.
   * 200 whatever the handler did (the platform did its job); X-Function-Error says when it failed.
   * Its id and body are checked by the core, before admission, so that every refusal counts
   * against the caller's windows and nothing refuses the request once it holds a lease.
   */
  @ApiOperation({
    summary: 'Invoke a function',
    description:
      'Synchronous by default. With `Prefer: respond-async` the event is stored durably and queued, and the answer is 202 at once: its execution is read at `Location` (statuses queued, running, then success or error); failures are retried per the async configuration.',
  })
  @ApiErrors(400, 404, 409, 413)
  @ApiParam({ name: 'id', description: 'the function id' })
  @ApiBody({ type: InvokeDto })
  @ApiQuery({
    name: 'alias',
    required: false,
    schema: { type: 'string', pattern: ALIAS_NAME.source },
    description:
      'run through this alias (`latest`, the active version, unless given); with a canary, chosen per call',
  })
  @ApiQuery({
    name: 'stream',
    required: false,
    schema: { type: 'boolean' },
    description:
      'take the reply as the function writes it (also: `Accept: text/event-stream`). A function that streams answers with its own status and headers and a chunked body; a failure after the first bytes ends server-sent events with `event: error`, other bodies with the X-Fnhost-Error trailer. A function that does not stream answers as without it',
  })
  @ApiQuery({
    name: 'version',
    required: false,
    schema: { type: 'integer', minimum: 1 },
    description: 'run this built version (not with alias)',
  })
  @ApiResponse({
    status: 200,
    headers: { 'X-Fnhost-Version': { description: 'the version that ran', schema: { type: 'integer' } } },
    description:
      "the result; a streaming function's reply to a caller that takes streams (`?stream=true`, `Accept: text/event-stream`) is its own body instead, chunked, with X-Execution-Id and the trailer " +
      STREAM_ERROR_TRAILER,
    content: {
      'application/json': { schema: { $ref: getSchemaPath(InvokeResponseDto) } },
      'text/event-stream': {
        schema: { type: 'string', description: "the function's events as it writes them" },
      },
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({
    status: 202,
    type: InvokeAcceptedDto,
    description: 'with Prefer: respond-async: accepted, queued',
    headers: {
      Location: {
        description: 'the execution: /api/functions/{id}/executions/{execution_id}',
        schema: { type: 'string' },
      },
      'Preference-Applied': { description: 'respond-async', schema: { type: 'string' } },
    },
  })
  @ApiHeader({
    name: 'Prefer',
    required: false,
    description: '`respond-async` (RFC 7240): run asynchronously, answer 202 at once',
  })
  @ApiHeader({
    name: 'X-Callback-Url',
    required: false,
    description:
      'asynchronous invokes: http(s) URL that receives the outcome as a webhook destination does (signed when the function has a signing secret)',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'asynchronous invokes: up to 255 visible ASCII characters; a repeat within 24 h answers the first execution_id and runs nothing',
  })
  @ApiHeader({
    name: 'X-Signature',
    required: false,
    description:
      'Required when the function has an active API key and does not skip signing: base64(HMAC-SHA256(private_key, `${X-Timestamp}:${raw body}`))',
  })
  @ApiHeader({
    name: 'X-Timestamp',
    required: false,
    description: 'Unix seconds, within 300 s of the server clock; signed with the body',
  })
  @ApiExtraModels(ErrorEnvelopeDto, SignatureErrorDto, InvokeResponseDto)
  @ApiResponse({
    status: 403,
    description: 'an invalid token, or a missing, invalid, expired or reused signature',
    schema: {
      oneOf: [{ $ref: getSchemaPath(ErrorEnvelopeDto) }, { $ref: getSchemaPath(SignatureErrorDto) }],
    },
  })
  @Post(':id/invoke')
  @HttpCode(200)
  @NotCountedHere()
  async invoke(
    @CurrentUser() user: AuthUser,
    @Req() req: RawBodyRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InvokeResponseDto | InvokeAcceptedDto | void> {
    const request = invocationRequest(user, req);
    if (prefersAsync(req)) {
      const { value: executionUuid, headers } = await this.asyncInvocations.accept(request);
      res.status(202).set(headers);
      res.setHeader('Location', `/api/functions/${req.params.id}/executions/${executionUuid}`);
      res.setHeader('Preference-Applied', 'respond-async');
      return { execution_id: executionUuid, status: 'queued' };
    }
    const { value: r, headers } = await this.invocations.invoke(request);
    res.set(headers);
    if ('body' in r) return void (await sendStreamed(res, r));
    if (r.status !== 'success') res.setHeader('X-Function-Error', r.status);
    return {
      execution_id: r.executionUuid,
      status: r.status,
      result: r.result,
      duration_ms: r.durationMs,
      ...(r.status !== 'success' && { error_message: r.errorMessage ?? undefined }),
    };
  }
}
