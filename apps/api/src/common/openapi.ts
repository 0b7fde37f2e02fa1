import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
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
    .addServer(publicUrl)
    .build();
  return completeDocument(SwaggerModule.createDocument(app, doc, { extraModels: [ErrorEnvelopeDto] }));
}

/**
 * What holds for every operation, added once here: routes marked @Public() carry no bearer
 * requirement and say so (`security: []`) rather than stay silent; any operation can fail
 * unexpectedly (500, logged with the ref it answers); one with a body can be refused by the body
 * parser (413 too large, 415 not JSON).
 */
function completeDocument(document: OpenAPIObject): OpenAPIObject {
  const errorBody = {
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
  };
  for (const item of Object.values(document.paths))
    for (const op of Object.values(item) as OperationObject[]) {
      if (!op?.operationId) continue;
      op.security ??= [];
      for (const status of op.requestBody ? [500, 413, 415] : [500])
        op.responses[status] ??= { description: ERROR_MEANINGS[status], ...errorBody };
    }
  return document;
}
