import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

/** An optional whole-number query parameter, typed as such in the document (and so in the SDK). */
export const IntQuery = (name: string, description: string) =>
  ApiQuery({ name, required: false, type: 'integer', description });

/** The `page` and `per_page` of the paged lists. */
export const PageQueries = () =>
  applyDecorators(IntQuery('page', 'default 1'), IntQuery('per_page', 'default 20, max 100'));
