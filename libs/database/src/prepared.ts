import type { Pool, PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs `text` as the named prepared statement `name` (one name per text): each pooled connection
 * parses and plans it once instead of at every call. For the statements every asynchronous attempt
 * makes, planning cost PostgreSQL as much as running them. In a transaction, on its connection.
 */
export async function prepared<T>(
  tx: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const connection = (tx.queryRunner as { databaseConnection?: PoolClient } | undefined)?.databaseConnection;
  const client: Pool | PoolClient = connection ?? (tx.connection.driver as PostgresDriver).master;
  return (await client.query<T & object>({ name, text, values })).rows;
}
