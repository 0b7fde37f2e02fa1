import { badRequest } from '@fnhost/common';
import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** An alias's name: lowercase, from a letter, up to 32 characters. */
export const ALIAS_NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** What a refusal of a bad alias name says. */
export const ALIAS_RULE = 'must match [a-z][a-z0-9-]{0,31}';

/** An alias name as given, checked: 400 naming `field` otherwise. */
export function aliasName(value: string | undefined, field: string): string {
  if (value === undefined || !ALIAS_NAME.test(value)) throw badRequest(`${field}: ${ALIAS_RULE}`);
  return value;
}
/** The alias every function has: its active version, moved by deploy and rollback. */
export const LATEST = 'latest';
/** Deployment statuses with a built image: what an alias, a canary or a rollback may name. */
export const BUILT_STATUSES = ['active', 'inactive', 'canary', 'rolled_back'];

/** One version of a function: its deployment and number. */
export interface RoutedVersion {
  deploymentUuid: string;
  version: number;
}

/** An alias as a call sees it: its version, and a canary taking `percent` of its calls. */
export interface Route extends RoutedVersion {
  canary: (RoutedVersion & { percent: number }) | null;
}

/** The version one call through an alias runs: its canary with the canary's percent as probability, per call. */
export function pickVersion<V>(main: V, canary: (V & { percent: number }) | null, random = Math.random): V {
  return canary && random() * 100 < canary.percent ? canary : main;
}

/** SQL: every route of the functions in `$1` (uuid[]), versions numbered (view function_routes). */
const ROUTES_SQL = `
  SELECT r.function_uuid, r.alias, r.deployment_uuid, d.version, r.canary_deployment_uuid,
         c.version AS canary_version, r.canary_percent
  FROM function_routes r JOIN deployments d ON d.uuid = r.deployment_uuid
  LEFT JOIN deployments c ON c.uuid = r.canary_deployment_uuid
  WHERE r.function_uuid = ANY($1::uuid[])`;

interface RouteRow {
  function_uuid: string;
  alias: string;
  deployment_uuid: string;
  version: number;
  canary_deployment_uuid: string | null;
  canary_version: number | null;
  canary_percent: number | null;
}

const routeOf = (r: RouteRow): Route => ({
  deploymentUuid: r.deployment_uuid,
  version: r.version,
  canary: r.canary_deployment_uuid
    ? { deploymentUuid: r.canary_deployment_uuid, version: r.canary_version!, percent: r.canary_percent! }
    : null,
});

/**
 * Reads of the routing table (function_routes): which versions an alias sends calls to. Aliases
 * are written by the api's AliasesService and, for a rollout's canary, by the worker's decider.
 */
export const FunctionRoutes = {
  /** Every alias of a function (`latest` while it has an active version) by name. */
  async of(db: Db, functionUuid: string): Promise<Map<string, Route>> {
    const rows = (await db.query(ROUTES_SQL, [[functionUuid]])) as RouteRow[];
    return new Map(rows.map((r) => [r.alias, routeOf(r)]));
  },

  /** One alias of a function; null when it has none of that name (or `latest` and no active version). */
  async find(db: Db, functionUuid: string, alias: string): Promise<Route | null> {
    return (await FunctionRoutes.of(db, functionUuid)).get(alias) ?? null;
  },

  /**
   * Of these deployments, those to keep started: an alias routes calls to them, or they build (a
   * build warms its version before it routes anything).
   */
  async kept(db: Db, deploymentUuids: string[]): Promise<Set<string>> {
    const rows = (await db.query(
      `SELECT deployment_uuid AS uuid FROM function_routes WHERE deployment_uuid = ANY($1::uuid[])
       UNION SELECT canary_deployment_uuid FROM function_routes WHERE canary_deployment_uuid = ANY($1::uuid[])
       UNION SELECT uuid FROM deployments WHERE uuid = ANY($1::uuid[]) AND status = 'building'`,
      [deploymentUuids],
    )) as { uuid: string }[];
    return new Set(rows.map((r) => r.uuid));
  },

  /** A built version of the function by number; null when it has none (never built, failed or building). */
  async version(db: Db, functionUuid: string, version: number): Promise<RoutedVersion | null> {
    const [row] = (await db.query(
      `SELECT uuid FROM deployments WHERE function_uuid = $1 AND version = $2 AND status = ANY($3)`,
      [functionUuid, version, BUILT_STATUSES],
    )) as { uuid: string }[];
    return row ? { deploymentUuid: row.uuid, version } : null;
  },
};
