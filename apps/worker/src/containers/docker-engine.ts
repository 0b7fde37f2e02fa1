import { Injectable, Logger } from '@nestjs/common';
import { SECRETS_PATH } from '@fnhost/runtime';
import Docker from 'dockerode';
import { availableParallelism } from 'os';
import * as tar from 'tar';
import {
  APP_MOUNT,
  CONTAINER_LOG_MAX,
  ContainerEngine,
  BASE_LABEL,
  ContainerInfo,
  cpusFor,
  ImageInfo,
  LAUNCHER_MOUNT,
  RunSpec,
  SHIM_MOUNT,
  SOCKET_MOUNT,
  TaskResult,
  TaskSpec,
} from './container-engine';
import { WorkerConfig } from '../config';
import {
  BUILD_BRIDGE,
  BUILD_NETWORK,
  BUILD_SUBNET,
  FUNCTION_BRIDGE,
  FUNCTION_NETWORK,
  FUNCTION_SUBNET,
} from '../network/networks';

function dockerOptions(host: string): Docker.DockerOptions {
  const url = new URL(host);
  if (url.protocol === 'unix:') return { socketPath: url.pathname };
  return { host: url.hostname, port: Number(url.port || 2375), protocol: 'http' };
}

/** The Docker Engine API (Docker, or Podman's compatible socket): images and hardened containers. */
@Injectable()
export class DockerEngine extends ContainerEngine {
  private readonly logger = new Logger(DockerEngine.name);
  private readonly docker: Docker;
  /** Podman needs telling that a registry speaks plain HTTP; Docker allows it for loopback ones. */
  private readonly tlsVerify: boolean;
  /** How this engine changes a container's limits: learnt at the first resize. */
  private updateVia?: 'compat' | 'libpod';

  constructor(config: WorkerConfig) {
    super();
    this.docker = new Docker(dockerOptions(config.DOCKER_HOST));
    this.tlsVerify = config.REGISTRY_TLS_VERIFY;
  }

  ping(): Promise<unknown> {
    return this.docker.ping();
  }

  async build(contextDir: string, image: string, onOutput?: (text: string) => void): Promise<void> {
    const context = tar.c({ cwd: contextDir, portable: true }, ['.']);
    const stream = await this.docker.buildImage(context as unknown as NodeJS.ReadableStream, {
      t: image,
      rm: true,
      forcerm: true,
      // No step cache: an image per version gains nothing from it (FROM, then its code), and
      // buildah's cache lookup fails the build when an image is removed meanwhile ("layer not
      // known", buildah#5674; a cleanup on the same host, or another worker's).
      nocache: true,
    });
    await this.follow(stream, 'image build failed', onOutput);
  }

  async push(image: string): Promise<void> {
    const { repository, tag } = splitImage(image);
    // The tag and Podman's tlsVerify go in the query string.
    const query: Docker.ImagePushOptions = { tag, ...{ tlsVerify: this.tlsVerify } };
    const stream = await this.docker.getImage(repository).push(query);
    await this.follow(stream, `pushing ${image} failed`);
  }

  async hasImage(image: string): Promise<boolean> {
    return this.docker
      .getImage(image)
      .inspect()
      .then(() => true)
      .catch((err: { statusCode?: number }) => (err.statusCode === 404 ? false : Promise.reject(err)));
  }

  async pull(image: string): Promise<void> {
    const stream = this.tlsVerify
      ? await this.docker.pull(image)
      : await this.libpodPull(image).catch((err: { statusCode?: number }) =>
          // Docker has no libpod API, and pulls from a plain-HTTP registry on loopback by itself.
          err.statusCode === 404 ? this.docker.pull(image) : Promise.reject(err),
        );
    await this.follow(stream as NodeJS.ReadableStream, `pulling ${image} failed`);
  }

  /** Podman's own pull, the one that takes tlsVerify (its Docker-compatible pull ignores it). */
  private libpodPull(image: string): Promise<NodeJS.ReadableStream> {
    return this.libpod('/images/pull?', { reference: image, tlsVerify: false }, true);
  }

  /**
   * A POST to Podman's own API: `path` ending in "?" takes `options` as its query, else as its
   * JSON body. A 404 is also Docker's answer: it has no such API.
   */
  private libpod<T>(path: string, options: object, isStream = false): Promise<T> {
    return new Promise((resolve, reject) =>
      this.docker.modem.dial(
        {
          // Any API version prefix serves the libpod routes; unprefixed ones are not there.
          path: `/v4.0.0/libpod${path}`,
          method: 'POST',
          options,
          isStream,
          statusCodes: { 200: true, 201: true, 204: true, 404: 'not found', 500: 'server error' },
        },
        (err, data) => (err ? reject(err) : resolve(data as T)),
      ),
    );
  }

  /** Waits for a streamed engine operation; an error event in it fails it, with the last output. */
  private async follow(
    stream: NodeJS.ReadableStream,
    what: string,
    onOutput?: (text: string) => void,
  ): Promise<void> {
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      this.docker.modem.followProgress(
        stream,
        (err, events: { error?: string; stream?: string }[]) => {
          const failed = err ?? events.find((e) => e.error)?.error;
          if (failed) reject(new Error(`${what}: ${String(failed)}\n${output.slice(-10).join('')}`));
          else resolve();
        },
        (event: { stream?: string }) => {
          if (!event.stream) return;
          output.push(event.stream);
          onOutput?.(event.stream);
        },
      );
    });
  }

  ensureNetwork(): Promise<void> {
    return this.ensureBridge(FUNCTION_NETWORK, FUNCTION_BRIDGE, FUNCTION_SUBNET);
  }

  /** An engine network on a bridge of its own, containers not reaching each other. */
  private async ensureBridge(name: string, bridge: string, subnet: string): Promise<void> {
    const exists = () =>
      this.docker
        .getNetwork(name)
        .inspect()
        .then(() => true)
        .catch((err: { statusCode?: number }) => (err.statusCode === 404 ? false : Promise.reject(err)));
    if (await exists()) return;
    const created = await this.docker
      .createNetwork({
        Name: name,
        Driver: 'bridge',
        IPAM: { Driver: 'default', Config: [{ Subnet: subnet }] },
        Options: {
          'com.docker.network.bridge.name': bridge,
          'com.docker.network.bridge.enable_icc': 'false',
        },
      })
      .then(
        () => true,
        async (err) => {
          if (!(await exists())) throw err;
          return false; // another worker created it meanwhile: fine
        },
      );
    if (created) this.logger.log(`created network ${name} (bridge ${bridge}, ${subnet})`);
  }

  async runTask(spec: TaskSpec): Promise<TaskResult> {
    await this.ensureBridge(BUILD_NETWORK, BUILD_BRIDGE, BUILD_SUBNET);
    const container = await this.docker.createContainer({
      name: spec.name,
      Image: spec.image,
      Cmd: spec.command,
      WorkingDir: spec.workingDir,
      Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
      Labels: spec.labels,
      User: '10001:10001',
      HostConfig: {
        ...hardened(spec.memoryMb, spec.cpus),
        NetworkMode: BUILD_NETWORK,
        Binds: spec.mounts.map((m) => `${m.host}:${m.container}:${m.readOnly ? 'ro' : 'rw'}`),
        // Compilers and installers write and run scratch files there.
        Tmpfs: { '/tmp': 'rw,nosuid,size=512m' },
        PidsLimit: 1024,
      },
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void container.kill().catch(() => undefined);
    }, spec.timeoutMs);
    try {
      await container.start();
      const { StatusCode } = (await container.wait()) as { StatusCode: number };
      const logs = await container.logs({ stdout: true, stderr: true, follow: false });
      return { exitCode: timedOut ? null : StatusCode, output: demultiplex(logs) };
    } finally {
      clearTimeout(timer);
      await this.remove(container.id);
    }
  }

  /** On the function network; the worker reaches the shim through the socket directory mounted from this host. */
  async run(spec: RunSpec): Promise<string> {
    const binds = [`${spec.socketDir}:${SOCKET_MOUNT}:rw`, `${spec.secretsDir}:${SECRETS_PATH}:ro`];
    if (spec.shimDir) binds.push(`${spec.shimDir}:${SHIM_MOUNT}:ro`);
    if (spec.stem)
      binds.push(`${spec.stem.appDir}:${APP_MOUNT}:ro`, `${spec.stem.launcher}:${LAUNCHER_MOUNT}:ro`);
    const container = await this.docker.createContainer({
      name: spec.name,
      Image: spec.image,
      Cmd: spec.stem?.command,
      Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
      Labels: spec.labels,
      User: '10001:10001',
      HostConfig: {
        ...hardened(spec.memoryMb, spec.cpus ?? cpusFor(spec.memoryMb)),
        NetworkMode: FUNCTION_NETWORK,
        Binds: binds,
        Tmpfs: { '/tmp': 'rw,noexec,nosuid,size=64m' },
        PidsLimit: 128,
      },
    });
    try {
      await container.start();
      return container.id;
    } catch (err) {
      await this.remove(container.id);
      throw err;
    }
  }

  async resize(id: string, memoryMb: number, cpus: number): Promise<void> {
    const bytes = memoryMb * 1024 * 1024;
    if (this.updateVia !== 'libpod')
      try {
        await this.docker
          .getContainer(id)
          .update({ Memory: bytes, MemorySwap: bytes, NanoCpus: nanoCpus(cpus) });
        this.updateVia = 'compat';
        return;
      } catch (err) {
        // Podman 4 lacks the compatible update, and says 404 for it.
        if ((err as { statusCode?: number }).statusCode !== 404 || this.updateVia === 'compat') throw err;
      }
    const period = 100_000;
    await this.libpod(`/containers/${id}/update`, {
      memory: { limit: bytes, swap: bytes },
      cpu: { period, quota: Math.round((nanoCpus(cpus) / 1e9) * period) },
    });
    this.updateVia = 'libpod';
  }

  async rename(id: string, name: string): Promise<void> {
    await this.docker.getContainer(id).rename({ name });
  }

  async exitReason(id: string): Promise<string | null> {
    try {
      const { State } = await this.docker.getContainer(id).inspect();
      if (State.Running && !State.OOMKilled) return null;
      if (State.OOMKilled) return 'out of memory';
      const logs = (
        await this.docker.getContainer(id).logs({ stdout: true, stderr: true, tail: 20 })
      ).toString('utf8');
      if (/heap out of memory|Allocation failed/i.test(logs)) return 'out of memory';
      // SIGKILL that the worker did not send (its own removals are told apart by the caller) is the
      // kernel's OOM killer: cgroup v1 engines do not set OOMKilled.
      if (State.ExitCode === 137) return 'out of memory (killed at the memory limit)';
      return `exit code ${State.ExitCode}`;
    } catch (err) {
      // Removed: nothing more to learn. Any other failure is the engine's, not the function's.
      if ((err as { statusCode?: number }).statusCode === 404) return 'container is gone';
      return `container engine error: ${(err as Error).message}`;
    }
  }

  async logsTail(id: string, lines = 20): Promise<string> {
    const buf = await this.docker.getContainer(id).logs({ stdout: true, stderr: true, tail: lines });
    return demultiplex(buf).replace(/[\x00-\x08\x0e-\x1f]/g, '');
  }

  async remove(id: string): Promise<void> {
    await this.docker
      .getContainer(id)
      .remove({ force: true })
      .catch((err: { statusCode?: number }) => {
        if (err.statusCode !== 404) this.logger.warn(`removing container ${id}: ${String(err)}`);
      });
  }

  async list(labels: Record<string, string>, name?: string): Promise<ContainerInfo[]> {
    const filter = Object.entries(labels).map(([k, v]) => (v ? `${k}=${v}` : k));
    const found = await this.docker.listContainers({
      all: true,
      filters: { label: filter, ...(name ? { name: [name] } : {}) },
    });
    return found.map((c) => ({
      id: c.Id,
      names: c.Names.map((n) => n.replace(/^\//, '')),
      labels: c.Labels,
      created: c.Created,
    }));
  }

  async removeUnusedImage(image: string): Promise<boolean> {
    return this.docker
      .getImage(image)
      .remove()
      .then(
        () => true,
        (err: { statusCode?: number }) =>
          // 404: gone already; 409: a container uses it (or, for a base, an image built on it).
          err.statusCode === 404 ? true : err.statusCode === 409 ? false : Promise.reject(err),
      );
  }

  async images(): Promise<ImageInfo[]> {
    return taggedImages(await this.listTaggedImages());
  }

  /**
   * Podman fails a whole listing (500, "image not known") when an image goes while it lists, as
   * one does whenever a build or a removal runs beside: asked again, for up to about 5 s.
   */
  private async listTaggedImages(): Promise<Docker.ImageInfo[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.docker.listImages();
      } catch (err) {
        if ((err as { statusCode?: number }).statusCode !== 500 || attempt === 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 300));
      }
    }
  }

  async removeImage(image: string): Promise<void> {
    await this.docker
      .getImage(image)
      .remove({ force: true })
      .catch((err: { statusCode?: number }) => {
        if (err.statusCode !== 404) throw err;
      });
  }
}

/**
 * The text of an engine's log stream of a container without a terminal: frames of an 8-byte header
 * (stream, 0, 0, 0, length) and their payload. Anything not framed is taken as it is.
 */
export function demultiplex(logs: Buffer): string {
  const parts: Buffer[] = [];
  let at = 0;
  while (at + 8 <= logs.length && logs[at] <= 2 && logs.readUIntBE(at + 1, 3) === 0) {
    const size = logs.readUInt32BE(at + 4);
    parts.push(logs.subarray(at + 8, at + 8 + size));
    at += 8 + size;
  }
  return Buffer.concat([...parts, logs.subarray(at)]).toString('utf8');
}

/**
 * What every container of the worker's runs under, a function's or a build's: a read-only root, no
 * capability, no privilege gained, its memory (no swap) and CPUs, a bounded log, no restart.
 */
function hardened(memoryMb: number, cpus: number): Docker.HostConfig {
  const bytes = memoryMb * 1024 * 1024;
  return {
    ReadonlyRootfs: true,
    CapDrop: ['ALL'],
    SecurityOpt: ['no-new-privileges'],
    Memory: bytes,
    MemorySwap: bytes,
    NanoCpus: nanoCpus(cpus),
    LogConfig: { Type: 'json-file', Config: { 'max-size': CONTAINER_LOG_MAX, 'max-file': '1' } },
    RestartPolicy: { Name: 'no' },
  };
}

const nanoCpus = (cpus: number) => Math.round(Math.min(availableParallelism(), cpus) * 1e9);

/** "registry:5000/fnhost/fn-x:v1" -> repository "registry:5000/fnhost/fn-x", tag "v1". */
function splitImage(image: string): { repository: string; tag: string } {
  const colon = image.lastIndexOf(':');
  if (colon < 0 || image.slice(colon).includes('/')) return { repository: image, tag: 'latest' };
  return { repository: image.slice(0, colon), tag: image.slice(colon + 1) };
}

/** The engine's listing as ImageInfo: each tagged image, what removing it frees read from its BASE_LABEL. */
export function taggedImages(listing: Docker.ImageInfo[]): ImageInfo[] {
  const tagsOf = (i: Docker.ImageInfo) => (i.RepoTags ?? []).filter((t) => !t.includes('<none>'));
  // The label names the base as its Dockerfile did; the engine may qualify it (`localhost/…`).
  const sizeOf = (ref: string) =>
    listing.find((i) => tagsOf(i).some((t) => t === ref || t.endsWith(`/${ref}`)))?.Size ?? 0;
  return listing
    .filter((i) => tagsOf(i).length)
    .map((i) => {
      const base = i.Labels?.[BASE_LABEL];
      return {
        tags: tagsOf(i),
        uniqueBytes: Math.max(0, i.Size - (base ? sizeOf(base) : 0)),
        created: i.Created,
        labels: i.Labels ?? {},
      };
    });
}
