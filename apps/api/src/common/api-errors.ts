import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions, ApiResponse, getSchemaPath } from '@nestjs/swagger';

/** The error envelope every failure is answered with. */
export class ErrorEnvelopeDto {
  @ApiProperty({ example: 'Not found' }) error: string;
  @ApiProperty({ example: 'function 6b1e… not found' }) details: string;
}

/** A refused signature on invoke: the contract's own shape, `message` instead of `details`. */
export class SignatureErrorDto {
  @ApiProperty({ example: 'Invalid signature' }) error: string;
  @ApiProperty({ example: 'verification failed, check key and timestamp' }) message: string;
}

/** What each error status means, wherever the document lists it. */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'invalid input: a malformed id, body field or query parameter',
  401: 'the access token expired: refresh it',
  403: 'missing, invalid or inactive token, or a blocked account',
  404: 'not found, or not yours',
  409: 'conflicts with the current state',
  413: 'the body or archive is too large',
  415: 'the content type is not supported',
  429: 'a rate limit or the concurrency limit was reached',
  500: 'an unexpected error; the details carry the ref it is logged with',
  503: 'a dependency (database, Redis, identity provider, workers) is unavailable',
};

/** Documents the error statuses an operation (or every operation of a controller) can answer. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: ERROR_MEANINGS[status], type: ErrorEnvelopeDto }),
    ),
  );

/**
 * A property holding an object of `type` or null. OpenAPI 3.0 cannot put `nullable` beside a
 * `$ref`, and `nullable` beside `allOf` still demands the object: this says "that, or null".
 */
export const nullableObject = (type: new () => unknown, description?: string): ApiPropertyOptions => ({
  description,
  anyOf: [{ $ref: getSchemaPath(type) }, { type: 'object', nullable: true, enum: [null] }],
});

/** Any JSON value (a handler's result), or null: no type to check. */
export const anyJson = (description: string): ApiPropertyOptions => ({
  description,
  oneOf: [
    { type: 'object' },
    { type: 'array', items: {} },
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object', nullable: true, enum: [null] },
  ],
});
