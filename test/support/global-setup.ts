import { execFileSync } from 'child_process';
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { Client } from 'pg';
import { API, appLogFile, processEnv, ROOT, spawnApp, STATE_FILE, TEST_ENV, waitFor, WORKER } from './stack';

/** A fresh test database and Redis db, migrations applied, then api and worker from dist/. */
export default async function globalSetup() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS fnhost_test WITH (FORCE)');
  await admin.query('CREATE DATABASE fnhost_test');
  await admin.end();
  execFileSync('redis-cli', ['-n', '1', 'flushdb']);
  rmSync(TEST_ENV.STORAGE_DIR, { recursive: true, force: true });
  rmSync(appLogFile('api'), { force: true });
  rmSync(appLogFile('worker'), { force: true });
  mkdirSync(TEST_ENV.STORAGE_DIR, { recursive: true });
  execFileSync(process.execPath, ['-r', './scripts/paths.js', 'dist/libs/database/src/migrate.js'], {
    cwd: ROOT,
    env: processEnv(),
    stdio: 'inherit',
  });
  const api = spawnApp('api');
  const worker = spawnApp('worker');
  await Promise.all([waitFor(`${API}/health`), waitFor(`${WORKER}/health`)]);
  writeFileSync(STATE_FILE, JSON.stringify({ apiPid: api.pid, workerPid: worker.pid }));
  api.unref();
  worker.unref();
}
