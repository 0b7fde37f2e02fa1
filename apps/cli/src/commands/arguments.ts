import { InvalidArgumentError } from 'commander';

/** Argument parsers shared by the commands: bad values are refused with one line before any request. */
export function positive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('must be a positive whole number');
  return Number(value);
}

export function whole(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
}

export const VALIDITIES = ['1h', '1d', '1w', '1m', 'forever'] as const;
export type Validity = (typeof VALIDITIES)[number];

export function validity(value: string): Validity {
  if (!(VALIDITIES as readonly string[]).includes(value))
    throw new InvalidArgumentError(`must be one of ${VALIDITIES.join(', ')}`);
  return value as Validity;
}
