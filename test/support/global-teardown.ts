import Docker from 'dockerode';
import { existsSync, rmSync } from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { processEnv, readState, STATE_FILE } from './stack';

export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const { apiPid, workerPid } = readState();
  for (const pid of [apiPid, workerPid]) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // Give the worker time to remove its warm containers.
  await new Promise((r) => setTimeout(r, 3000));
  rmSync(STATE_FILE, { force: true });
  await removeTestFunctionsFromEngine();
}

/** The workers' default CODE_DIR (the suites do not set one): the functions' unpacked code. */
const CODE_DIR = processEnv().CODE_DIR ?? '/var/lib/fnhost/code';

/** What a killed worker left behind, for the test database's functions only (not a developer's own). */
async function removeTestFunctionsFromEngine() {
  const db = new Client({ connectionString: processEnv().DATABASE_URL });
  await db.connect();
  const { rows } = await db.query<{ uuid: string }>('SELECT uuid FROM functions');
  await db.end();
  const docker = new Docker({ socketPath: '/run/podman/podman.sock' });
  for (const { uuid } of rows) {
    for (const c of await docker.listContainers({
      all: true,
      filters: { name: [`fnhost-${uuid}-`] },
    }))
      await docker
        .getContainer(c.Id)
        .remove({ force: true })
        .catch(() => undefined);
    for (const image of await listImages(docker, `fnhost/fn-${uuid}`))
      await docker
        .getImage(image.Id)
        .remove({ force: true })
        .catch(() => undefined);
    rmSync(path.join(CODE_DIR, 'functions', uuid), { recursive: true, force: true });
  }
}

/**
 * The engine's images by reference. Podman fails a listing when an image goes while it reads them
 * ("image not known": another shard's or a worker's removal): it is asked again.
 */
async function listImages(docker: Docker, reference: string, tries = 3): Promise<Docker.ImageInfo[]> {
  try {
    return await docker.listImages({ filters: { reference: [reference] } });
  } catch (err) {
    if (tries <= 1 || !/image not known/.test((err as Error).message)) throw err;
    return listImages(docker, reference, tries - 1);
  }
}
