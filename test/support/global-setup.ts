import { execFileSync } from 'child_process';
import { mkdirSync, rmSync, writeFileSync } from 'fs';
import { Client } from 'pg';
// Relative: jest maps the @fnhost paths in suites, not in their global setup.
import { RUNTIMES } from '../../libs/runtime/src/runtimes';
import { API, appLogFile, processEnv, ROOT, spawnApp, STATE_FILE, TEST_ENV, waitFor, WORKER } from './stack';

/**
 * Until the worker has a stem cell of every runtime. Its first ones create the function network's
 * bridge and a burst of addresses; an address change makes Chromium fail the connections it is
 * opening (ERR_NETWORK_CHANGED), which once cost the console suite's first page its stylesheet.
 */
async function stemCellsReady(seconds = 120): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const { worker } = (await (await fetch(`${WORKER}/health`)).json()) as {
      worker: { stem_cells: Record<string, number> };
    };
    const ready = RUNTIMES.filter((r) => worker.stem_cells[r.id] > 0).length;
    if (ready === RUNTIMES.length) return;
    if (Date.now() > deadline)
      throw new Error(`stem cells of ${ready} of ${RUNTIMES.length} runtimes after ${seconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

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
  await stemCellsReady();
  writeFileSync(STATE_FILE, JSON.stringify({ apiPid: api.pid, workerPid: worker.pid }));
  api.unref();
  worker.unref();
}
