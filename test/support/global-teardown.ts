import Docker from 'dockerode';
import { existsSync, rmSync } from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { processEnv, readState, STATE_FILE, stopProcess } from './stack';

export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const { apiPid, workerPid } = readState();
  // The worker removes its warm containers before it exits.
  await Promise.all([stopProcess(apiPid, 'SIGTERM'), stopProcess(workerPid, 'SIGTERM')]);
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
 * The engine's images by reference. Podman fails a listing while an image goes ("image not known":
 * another shard's teardown removing its own): asked again after a pause. Still failing, the images
 * are left (cleanup is best effort; the run's result is its tests'), and it is said.
 */
async function listImages(docker: Docker, reference: string): Promise<Docker.ImageInfo[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await docker.listImages({ filters: { reference: [reference] } });
    } catch (err) {
      if (!/image not known/.test((err as Error).message)) throw err;
      if (attempt === 10) {
        console.warn(`teardown: ${reference} left on the engine: ${(err as Error).message}`);
        return [];
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
