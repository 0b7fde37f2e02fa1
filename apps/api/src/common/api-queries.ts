import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Min } from 'class-validator';
import { badRequest } from '@fnhost/common';

/**
 * An optional whole-number query parameter (the interface contract): absent -> the property's default,
 * not an integer or below `min` -> 400 naming it, above `max` -> clamped. Typed as an integer in
 * the document (and so in the SDK), with the clamp in its description.
 */
export const IntQueryField = (opts: {
  default: number;
  min?: number;
  max?: number;
  description?: string;
}) => {
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = opts;
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      default: opts.default,
      minimum: min,
      // The clamp is said, not declared as a maximum: a validator would refuse what the service takes.
      description:
        [opts.description, max < Number.MAX_SAFE_INTEGER && `larger values count as ${max}`]
          .filter(Boolean)
          .join('; ') || undefined,
    }),
    // Only canonical integers become numbers: "1.5", "2e3" or "ten" stay text and fail IsInt.
    Transform(({ value }) =>
      value === '' ? opts.default : /^-?\d+$/.test(String(value)) ? Math.min(Number(value), max) : value,
    ),
    IsOptional(),
    IsInt({ message: 'must be an integer' }),
    Min(min, { message: `must be at least ${min}` }),
  );
};

/** `page` and `per_page` of the paged lists (executions, deployments). */
export class PageQueryDto {
  @IntQueryField({ default: 1 }) page = 1;
  @IntQueryField({ default: 20, max: 100 }) per_page = 20;

  get offset(): number {
    return (this.page - 1) * this.per_page;
  }
}

/** An optional ISO 8601 timestamp query parameter: not one -> 400 naming it. */
export const TimeQueryField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ format: 'date-time', description: `ISO 8601 timestamp: ${description}` }),
    IsOptional(),
    IsISO8601({ strict: true }, { message: ({ property }) => `${property} must be an ISO 8601 timestamp` }),
  );

/** The `since`-`until` range of a query as dates; 400 when it ends before it starts. */
export function timeRange({ since, until }: { since?: string; until?: string }): { from?: Date; to?: Date } {
  const from = since ? new Date(since) : undefined;
  const to = until ? new Date(until) : undefined;
  if (from && to && to < from) throw badRequest('until: must not be before since');
  return { from, to };
}
