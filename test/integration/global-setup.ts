import { Client } from 'pg';
import * as path from 'path';
import { register } from 'tsconfig-paths';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compilerOptions } = require('../../tsconfig.json') as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** A database of the tier's own, made anew and migrated: every spec starts from the real schema. */
export default async function globalSetup(): Promise<void> {
  // Jest maps the @fnhost/* aliases in specs only; the setup resolves them itself.
  register({ baseUrl: path.resolve(__dirname, '../..'), paths: compilerOptions.paths });
  const { migrate } = await import('./services');
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS fnhost_int WITH (FORCE)');
    await admin.query('CREATE DATABASE fnhost_int');
  } finally {
    await admin.end();
  }
  await migrate();
}
