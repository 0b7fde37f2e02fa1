import { BadRequestException } from '@nestjs/common';

/**
 * Reads an optional positive integer query parameter: absent -> default, not an integer or
 * below `min` -> 400, above `max` -> clamped (DESIGN section 6).
 */
export function intParam(raw: unknown, name: string, def: number, max: number, min = 1): number {
  if (raw === undefined || raw === '') return def;
  const text = String(raw);
  if (!/^-?\d+$/.test(text)) throw new BadRequestException(`${name} must be an integer`);
  const value = Number(text);
  if (value < min) throw new BadRequestException(`${name} must be at least ${min}`);
  return Math.min(value, max);
}

export interface Page {
  page: number;
  perPage: number;
  offset: number;
}

export function pageParams(page: unknown, perPage: unknown): Page {
  const p = intParam(page, 'page', 1, Number.MAX_SAFE_INTEGER);
  const pp = intParam(perPage, 'per_page', 20, 100);
  return { page: p, perPage: pp, offset: (p - 1) * pp };
}
