import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { HeaderObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ERROR_MEANINGS, ErrorEnvelopeDto } from './api-errors';

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;

/** The OpenAPI document served at /api/docs-json; the SDK's types are generated from it. */
export function openApiDocument(app: INestApplication, publicUrl: string): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('fnhost')
    .setDescription(
      'Self-hosted function hosting: accounts, functions, deployments, invocations, API keys, stats.',
    )
    .setVersion('0.1.0')
    .addBearerAuth()
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "the operator's METRICS_TOKEN" }, 'metrics')
    .addServer(publicUrl)
    .build();
  return completeDocument(SwaggerModule.createDocument(app, doc, { extraModels: [ErrorEnvelopeDto] }));
}

/** The rate-limit fields (IETF RateLimit headers) a counted request is answered with, per window. */
const WINDOWS: Record<string, string> = {
  '': 'the minute window',
  '-hour': 'the hour window',
  '-ip': "the source address's minute window",
};
const RATE_LIMIT_HEADERS: Record<string, HeaderObject> = Object.fromEntries(
  Object.entries(WINDOWS).flatMap(([suffix, window]) => [
    [
      `RateLimit-Limit${suffix}`,
      { description: `requests allowed in ${window}`, schema: { type: 'integer' } },
    ],
    [
      `RateLimit-Remaining${suffix}`,
      { description: `requests left in ${window}`, schema: { type: 'integer', minimum: 0 } },
    ],
    [
      `RateLimit-Reset${suffix}`,
      { description: `seconds until ${window} starts over`, schema: { type: 'integer', minimum: 0 } },
    ],
  ]),
);
/** A function URL counts per URL and per source address; every other route per caller, by minute and hour. */
const windowsOf = (path: string) => (path.startsWith('/fn/') ? ['', '-ip'] : ['', '-hour']);
const rateHeadersOf = (path: string) =>
  windowsOf(path).flatMap((w) => ['Limit', 'Remaining', 'Reset'].map((field) => `RateLimit-${field}${w}`));
/** A function URL's answers once the function ran: its reply, its error (502) or its timeout (504). */
const EXECUTION_ID: HeaderObject = {
  description: 'the execution that answered',
  schema: { type: 'string', format: 'uuid' },
};
const RETRY_AFTER: HeaderObject = {
  description: 'seconds to wait before trying again',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};

/**
 * What holds for every operation, added once here: routes marked @Public() carry no bearer
 * requirement and say so (`security: []`) rather than stay silent; any operation can fail
 * unexpectedly (500, logged with the ref it answers); one with a body can be refused by the body
 * parser (413 too large, 415 not JSON). A rate-limited operation (one that lists 429) may carry
 * the RateLimit headers on any answer, and Retry-After on its 429.
 */
function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const errorBody = {
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
  };
  document.components = {
    ...document.components,
    headers: { ...RATE_LIMIT_HEADERS, 'Retry-After': RETRY_AFTER, 'X-Execution-Id': EXECUTION_ID },
  };
  const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
  // A catch-all route (function URLs) is listed by Nest under every verb it knows; OpenAPI 3.0 has no SEARCH.
  for (const item of Object.values(document.paths)) delete (item as Record<string, unknown>).search;
  for (const [path, item] of Object.entries(document.paths))
    for (const op of Object.values(item) as OperationObject[]) {
      if (!op?.operationId) continue;
      if (path.startsWith('/fn/'))
        for (const status of ['default', '502', '504'])
          if (op.responses[status])
            (op.responses[status] as ResponseObject).headers = {
              ...(op.responses[status] as ResponseObject).headers,
              'X-Execution-Id': ref('X-Execution-Id'),
            };
      op.security ??= [];
      for (const status of op.requestBody ? [500, 413, 415] : [500])
        op.responses[status] ??= { description: ERROR_MEANINGS[status], ...errorBody };
      if (!op.responses[429]) continue;
      for (const [status, response] of Object.entries(op.responses) as [string, ResponseObject][])
        response.headers = {
          ...response.headers,
          ...Object.fromEntries(rateHeadersOf(path).map((h) => [h, ref(h)])),
          ...(status === '429' && { 'Retry-After': ref('Retry-After') }),
        };
    }
  return document;
}
