import { BadRequestException, HttpException } from '@nestjs/common';
import { validationPipe } from './validation';

/** Helpers for the api's specs: the rules checked as a request meets them. */

/** What the global pipe says of `body` as a request's `type`: null when valid, else the 400's details. */
export async function refusal(type: new () => object, body: unknown): Promise<string | null> {
  try {
    await validationPipe().transform(body, { type: 'body', metatype: type });
    return null;
  } catch (err) {
    if (!(err instanceof BadRequestException)) throw err;
    return (err.getResponse() as { message: string }).message;
  }
}

/** `body` as the pipe hands it to a controller (transformed), for the rules checked after it. */
export const parsed = <T extends object>(type: new () => T, body: unknown): Promise<T> =>
  validationPipe().transform(body, { type: 'body', metatype: type }) as Promise<T>;

/** The status and details of the error envelope `run` throws; null when it throws none. */
export async function thrown(run: () => unknown): Promise<{ status: number; details: string } | null> {
  try {
    await run();
    return null;
  } catch (err) {
    if (!(err instanceof HttpException)) throw err;
    return { status: err.getStatus(), details: (err.getResponse() as { details: string }).details };
  }
}

/** What a request says of `body`: the pipe's refusal, else the details of what `rule` throws on the parsed body. */
export async function problemOf<T extends object>(
  type: new () => T,
  body: unknown,
  rule: (dto: T) => unknown,
): Promise<string | null> {
  return (
    (await refusal(type, body)) ?? (await thrown(async () => rule(await parsed(type, body))))?.details ?? null
  );
}
