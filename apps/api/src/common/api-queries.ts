import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

/**
 * An optional whole-number query parameter (DESIGN section 6): absent -> the property's default,
 * not an integer or below `min` -> 400 naming it, above `max` -> clamped. Typed as an integer in
 * the document (and so in the SDK).
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
      ...(max < Number.MAX_SAFE_INTEGER && { maximum: max }),
      description:
        opts.description ?? (max < Number.MAX_SAFE_INTEGER ? `larger values count as ${max}` : undefined),
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
