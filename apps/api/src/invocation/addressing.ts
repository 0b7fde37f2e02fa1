import { badRequest, conflict } from '@fnhost/common';
import { aliasName, FunctionRoutes, LATEST, pickVersion, RoutedVersion } from '@fnhost/releases';
import type { EntityManager } from 'typeorm';
import type { InvocableFunction } from '../functions/invocable';

/** Where a call is sent: through an alias (`latest` unless named), or to a version the caller pins. */
export type Address = { alias: string } | { version: number };

/** The version a call runs, and the alias it came through (null: the caller pinned the version). */
export interface Target {
  deploymentUuid: string;
  version: number;
  alias: string | null;
}

const one = (v: unknown) => (Array.isArray(v) ? undefined : v === undefined ? undefined : String(v));

/** An invoke's `?alias=` or `?version=` (not both), checked: 400 naming the problem. */
export function addressOf(query: { alias?: unknown; version?: unknown }): Address {
  if (query.alias !== undefined && query.version !== undefined)
    throw badRequest('alias, version: give one of them, not both');
  if (query.version !== undefined) {
    const v = one(query.version);
    if (!v || !/^[1-9]\d{0,8}$/.test(v)) throw badRequest('version: must be a positive integer');
    return { version: Number(v) };
  }
  if (query.alias === undefined) return { alias: LATEST };
  return { alias: aliasName(one(query.alias), 'alias') };
}

/**
 * The version a call at `address` runs. Through an alias with a canary, `pick` chooses per call
 * (synchronous calls); an asynchronous one is accepted on the alias's own version and each attempt
 * chooses when it runs. 409 while `latest` has no version; 400 for an alias or version the function
 * does not have.
 */
export async function targetOf(
  db: Pick<EntityManager, 'query'>,
  fn: InvocableFunction,
  address: Address,
  pick: boolean,
): Promise<Target> {
  if ('version' in address) {
    const found = await FunctionRoutes.version(db, fn.uuid, address.version);
    if (!found) throw badRequest(`version: function ${fn.uuid} has no built version ${address.version}`);
    return { ...found, alias: null };
  }
  if (!fn.routes.has(address.alias)) {
    if (address.alias === LATEST) throw conflict(`function is not ready (status: ${fn.status})`);
    throw badRequest(`alias: function ${fn.uuid} has no alias ${address.alias}`);
  }
  return throughAlias(fn, address.alias, pick);
}

/** A call through an alias the function has: its version, or (`pick`) the canary chosen per call. */
export function throughAlias(fn: InvocableFunction, alias: string, pick = true): Target {
  const route = fn.routes.get(alias)!;
  const chosen = pick ? pickVersion<RoutedVersion>(route, route.canary) : route;
  return { deploymentUuid: chosen.deploymentUuid, version: chosen.version, alias };
}
