import { execFileSync } from 'child_process';
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { Client } from 'pg';
// Relative: jest maps the @fnhost paths in suites, not in their global setup.
import { DEFAULT_RUNTIME } from '../../libs/runtime/src/runtimes';
import { API, appLogFile, processEnv, ROOT, spawnApp, STATE_FILE, TEST_ENV, waitFor, WORKER } from './stack';
import { until } from './wait';

/**
 * The worker's stem cell of the default runtime (the runtimes in use get theirs later). Its first
 * containers create the function network's bridge and each one's veth, with addresses of their
 * own; an address change makes Chromium fail the connections it is opening (ERR_NETWORK_CHANGED).
 * One such failure cost the console suite's first page its stylesheet while the worker's first
 * containers were starting.
 */
const stemCellsReady = () =>
  until(
    "the worker's stem cell of the default runtime",
    async () => {
      const { worker } = (await (await fetch(`${WORKER}/health`)).json()) as {
        worker: { stem_cells: Record<string, number> };
      };
      return worker.stem_cells[DEFAULT_RUNTIME] > 0;
    },
    120,
  );

/** A fresh test database and Redis db (the shard's), migrations applied, then api and worker from dist/. */
export default async function globalSetup() {
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  const database = new URL(TEST_ENV.DATABASE_URL).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  execFileSync('redis-cli', ['-u', TEST_ENV.REDIS_URL, 'flushdb']);
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
  await stemCellsReady();
  api.unref();
  worker.unref();
}
