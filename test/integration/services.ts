import { BaseConfig } from '@fnhost/common';
import { ChangeFeed, dataSourceOptions, TeamQuotas } from '@fnhost/database';
import type { AcceptedEvent } from '@fnhost/engine';
import { RedisService } from '@fnhost/redis';
import { randomUUID } from 'crypto';
import { DataSource } from 'typeorm';

export const INT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/fnhost_int';
/** The machine's Redis, a db no app uses; every key a spec writes is its run's own. */
export const INT_REDIS_URL = 'redis://127.0.0.1:6379/7';

export async function intDataSource(): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions({ DATABASE_URL: INT_DATABASE_URL } as BaseConfig));
  return ds.initialize();
}

/** Applies every migration to the tier's database. */
export async function migrate(): Promise<void> {
  const ds = await intDataSource();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
}

export const intRedis = () => new RedisService({ REDIS_URL: INT_REDIS_URL } as BaseConfig);

/**
 * The quotas' reader on the tier's database, with `defaults` as the operator's settings; with no
 * change feed it caches nothing, so a spec's change of a team's quotas shows at once.
 */
export const intQuotas = (db: DataSource, defaults: Partial<BaseConfig> = {}) =>
  new TeamQuotas(
    db,
    {
      QUOTA_FUNCTIONS: 100,
      QUOTA_CONCURRENT_EXECUTIONS: 100,
      QUOTA_QUEUED_EVENTS: 100_000,
      QUOTA_ARCHIVE_BYTES: 1024 ** 3,
      QUOTA_SECRETS: 100,
      ...defaults,
    } as BaseConfig,
    { subscribe: () => undefined, live: false } as unknown as ChangeFeed,
  );

/** A user with a function whose version 1 is active: the rows the ledgers' statements join. */
export async function activeFunction(
  db: DataSource,
): Promise<{ userId: number; team: string; fn: string; deployment: string }> {
  const [{ id: userId }] = (await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
    `${randomUUID()}@int.test`,
  ])) as { id: number }[];
  // In the account's personal team, which the users trigger made.
  const [{ uuid: fn, team_uuid: team }] = (await db.query(
    `INSERT INTO functions (user_id, team_uuid, name, status)
     SELECT $1, uuid, $2, 'active' FROM teams WHERE personal_of = $1 RETURNING uuid, team_uuid`,
    [userId, `fn-${randomUUID().slice(0, 8)}`],
  )) as { uuid: string; team_uuid: string }[];
  const [{ uuid: deployment }] = (await db.query(
    `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, is_active, runtime)
     VALUES ($1, 1, 'fnhost/int:v1', 'int/v1', 'active', true, 'node24') RETURNING uuid`,
    [fn],
  )) as { uuid: string }[];
  return { userId, team, fn, deployment };
}

export type ActiveFunction = Awaited<ReturnType<typeof activeFunction>>;

/** An event for `f`'s active version, as a door hands it to the event ledger. */
export const eventOf = (f: ActiveFunction, over: Partial<AcceptedEvent> = {}): AcceptedEvent => ({
  executionUuid: randomUUID(),
  functionUuid: f.fn,
  deploymentUuid: f.deployment,
  userId: f.userId,
  body: '{"n":1}',
  trigger: 'async',
  door: 'invoke',
  idempotencyKey: null,
  redriveOf: null,
  ...over,
});

/** Puts the function up for deletion, as the stale scan does. */
export async function pendingDeletion(db: DataSource, fn: string): Promise<void> {
  await db.query(
    `INSERT INTO pending_deletions (function_uuid, function_name, image_tag, reason, deletion_date)
     SELECT uuid, name, 'fnhost/int:v1', 'stale_function', now() + interval '7 days' FROM functions WHERE uuid = $1`,
    [fn],
  );
  await db.query(`UPDATE functions SET status = 'pending_deletion' WHERE uuid = $1`, [fn]);
}

/** The function's status and how many of its deletions are still pending. */
export async function deletionState(
  db: DataSource,
  fn: string,
): Promise<{ status: string; pending: number }> {
  const [row] = (await db.query(
    `SELECT f.status, (SELECT count(*)::int FROM pending_deletions p WHERE p.function_uuid = f.uuid AND p.status = 'pending') AS pending
     FROM functions f WHERE f.uuid = $1`,
    [fn],
  )) as { status: string; pending: number }[];
  return row;
}

/**
 * A database of its own (dropped first), migrated up to and without the migration named `before`:
 * a spec stores the data of that time, then applies the rest (`migrateRest`) and checks what moved.
 */
export async function databaseBefore(name: string, before: string): Promise<DataSource> {
  const admin = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.initialize();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const options = dataSourceOptions({
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
  } as BaseConfig);
  const all = options.migrations as { prototype: { name?: string }; name: string }[];
  const at = all.findIndex((m) => m.name === before);
  if (at < 0) throw new Error(`no migration ${before}`);
  const ds = await new DataSource({
    ...options,
    migrations: all.slice(0, at),
  } as typeof options).initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

/** Applies the migrations `databaseBefore` left out; returns a data source on the whole schema. */
export async function migrateRest(before: DataSource): Promise<DataSource> {
  const url = (before.options as { url: string }).url;
  await before.destroy();
  const ds = await new DataSource(dataSourceOptions({ DATABASE_URL: url } as BaseConfig)).initialize();
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}

/**
 * On a database of before a migration: an account with a function of `versions` inactive
 * deployments, each naming its archive `functions/<fn>/v<n>.tar.gz` (no archive stored). The function's id.
 */
export async function functionWithVersions(db: DataSource, versions: number): Promise<string> {
  const [{ id }] = (await db.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [
    `${randomUUID()}@int.test`,
  ])) as { id: number }[];
  const [{ uuid: fn }] = (await db.query(
    `INSERT INTO functions (user_id, team_uuid, name, status)
     SELECT $1, uuid, 'f', 'active' FROM teams WHERE personal_of = $1 RETURNING uuid`,
    [id],
  )) as { uuid: string }[];
  for (let version = 1; version <= versions; version++)
    await db.query(
      `INSERT INTO deployments (function_uuid, version, image_tag, storage_key, status, runtime)
       VALUES ($1, $2, 'img', $3, 'inactive', 'node24')`,
      [fn, version, `functions/${fn}/v${version}.tar.gz`],
    );
  return fn;
}
