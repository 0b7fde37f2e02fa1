import { KEY_VALIDITIES } from '@fnhost/sdk';
import { InvalidArgumentError } from 'commander';
import { readFileSync } from 'fs';

/** Argument parsers shared by the commands: bad values are refused with one line before any request. */
export function positive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('must be a positive whole number');
  return Number(value);
}

/** A percent of calls, 1 to 99 (a canary's share). */
export function percent(value: string): number {
  const n = positive(value);
  if (n > 99) throw new InvalidArgumentError('must be a percent from 1 to 99');
  return n;
}

/** An invoke's qualifier (Lambda's word): a version number, else an alias. */
export function qualifier(value: string): { alias: string } | { version: number } {
  if (/^\d+$/.test(value)) return { version: positive(value) };
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(value))
    throw new InvalidArgumentError('must be a version number or an alias (lowercase, from a letter)');
  return { alias: value };
}

export function whole(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number');
  return Number(value);
}

/** `NAME=VALUE`, collected into one object over repeats. */
export function envPair(value: string, previous: Record<string, string> = {}) {
  const at = value.indexOf('=');
  if (at < 1) throw new InvalidArgumentError('must be NAME=VALUE');
  return { ...previous, [value.slice(0, at)]: value.slice(at + 1) };
}

/**
 * An event's data (`--data` of invoke and of `schedules add`): a JSON object, or `@file` holding
 * one; it becomes the handler's event.
 */
export function eventData(value: string): Record<string, unknown> {
  const text = value.startsWith('@') ? readFileSync(value.slice(1), 'utf8') : value;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InvalidArgumentError('the data is not valid JSON');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new InvalidArgumentError("the data must be a JSON object (it becomes the handler's event)");
  return data as Record<string, unknown>;
}

/** A repeatable option's values, in order. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];

/** A parser that takes one of `values` (an API enum's list, from the SDK). */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T => {
    if (!(values as readonly string[]).includes(value))
      throw new InvalidArgumentError(`must be one of ${values.join(', ')}`);
    return value as T;
  };

export type Validity = (typeof KEY_VALIDITIES)[number];
export const validity = oneOf(KEY_VALIDITIES);

/**
 * The action of a `<function> [action] [target]` command (undefined: none, the command lists),
 * checked to be one of `actions` and to come with its target; `what` names the target in the refusal.
 */
export function subAction<A extends string>(
  action: string | undefined,
  target: string | undefined,
  actions: readonly A[],
  what: string,
): A | undefined {
  if (action === undefined) return undefined;
  if (!actions.includes(action as A) || !target)
    throw new InvalidArgumentError(actions.map((a) => `${a} <${what}>`).join(' or '));
  return action as A;
}
