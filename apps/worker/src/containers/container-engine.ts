import { AppConfig } from '@fnhost/common';
import { Injectable, Logger } from '@nestjs/common';
import Docker from 'dockerode';
import { availableParallelism } from 'os';
import * as tar from 'tar';

/**
 * The engine network every function container joins: a bridge of its own whose interface name
 * the host firewall (scripts/isolation.sh) matches to cut containers off from each other and
 * from the host. Docker also honours enable_icc=false; Podman relies on the firewall.
 */
export const FUNCTION_NETWORK = 'fnhost-functions';
export const FUNCTION_BRIDGE = 'fnhost0';
const FUNCTION_SUBNET = '10.213.0.0/16';
/** Where the per-container socket directory is mounted inside the container. */
export const SOCKET_MOUNT = '/run/fnhost';
/** Lambda gives 1 vCPU per 1,769 MB; on small machines that starves small functions: 1 per GB, at least 1/4. */
export const cpusFor = (memoryMb: number) => Math.max(0.25, memoryMb / 1024);
/** The engine keeps at most this much of a container's own stdout/stderr (outside invocations). */
const CONTAINER_LOG_MAX = '1m';
export const LABELS = {
  function: 'fnhost.function',
  deployment: 'fnhost.deployment',
  worker: 'fnhost.worker',
  cluster: 'fnhost.cluster',
};

export interface RunSpec {
  name: string;
  image: string;
  memoryMb: number;
  /** Host directory mounted at SOCKET_MOUNT, where the shim puts its socket. */
  socketDir: string;
  env: Record<string, string>;
  labels: Record<string, string>;
}

function dockerOptions(host: string): Docker.DockerOptions {
  const url = new URL(host);
  if (url.protocol === 'unix:') return { socketPath: url.pathname };
  return { host: url.hostname, port: Number(url.port || 2375), protocol: 'http' };
}

/** The Docker Engine API (Docker, or Podman's compatible socket): images and hardened containers. */
@Injectable()
export class ContainerEngine {
  private readonly logger = new Logger(ContainerEngine.name);
  readonly docker: Docker;

  constructor(config: AppConfig) {
    this.docker = new Docker(dockerOptions(config.DOCKER_HOST));
  }

  ping(): Promise<unknown> {
    return this.docker.ping();
  }

  /** Builds `tag` from a directory holding a Dockerfile; throws with the build's last output on failure. */
  async build(contextDir: string, tag: string): Promise<void> {
    const context = tar.c({ cwd: contextDir, portable: true }, ['.']);
    const stream = await this.docker.buildImage(context as unknown as NodeJS.ReadableStream, {
      t: tag,
      rm: true,
      forcerm: true,
    });
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      this.docker.modem.followProgress(
        stream,
        (err, events: { error?: string; stream?: string }[]) => {
          const failed = err ?? events.find((e) => e.error)?.error;
          if (failed)
            reject(new Error(`image build failed: ${String(failed)}\n${output.slice(-10).join('')}`));
          else resolve();
        },
        (event: { stream?: string }) => event.stream && output.push(event.stream),
      );
    });
  }

  /** Creates the function network if it is missing (idempotent, safe under concurrent workers). */
  async ensureNetwork(): Promise<void> {
    const exists = () =>
      this.docker
        .getNetwork(FUNCTION_NETWORK)
        .inspect()
        .then(() => true)
        .catch((err: { statusCode?: number }) => (err.statusCode === 404 ? false : Promise.reject(err)));
    if (await exists()) return;
    const created = await this.docker
      .createNetwork({
        Name: FUNCTION_NETWORK,
        Driver: 'bridge',
        IPAM: { Driver: 'default', Config: [{ Subnet: FUNCTION_SUBNET }] },
        Options: {
          'com.docker.network.bridge.name': FUNCTION_BRIDGE,
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
    if (created)
      this.logger.log(`created network ${FUNCTION_NETWORK} (bridge ${FUNCTION_BRIDGE}, ${FUNCTION_SUBNET})`);
  }

  /**
   * Starts a hardened container on the function network, with no published port: the worker
   * reaches the shim through the socket directory mounted from this host. Returns its id.
   */
  async run(spec: RunSpec): Promise<string> {
    const bytes = spec.memoryMb * 1024 * 1024;
    const container = await this.docker.createContainer({
      name: spec.name,
      Image: spec.image,
      Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
      Labels: spec.labels,
      User: '10001:10001',
      HostConfig: {
        NetworkMode: FUNCTION_NETWORK,
        Binds: [`${spec.socketDir}:${SOCKET_MOUNT}:rw`],
        ReadonlyRootfs: true,
        Tmpfs: { '/tmp': 'rw,noexec,nosuid,size=64m' },
        CapDrop: ['ALL'],
        SecurityOpt: ['no-new-privileges'],
        PidsLimit: 128,
        Memory: bytes,
        MemorySwap: bytes,
        NanoCpus: Math.round(Math.min(availableParallelism(), cpusFor(spec.memoryMb)) * 1e9),
        LogConfig: { Type: 'json-file', Config: { 'max-size': CONTAINER_LOG_MAX, 'max-file': '1' } },
        RestartPolicy: { Name: 'no' },
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

  /** Why a container stopped: out of memory, or its exit code; null while it runs. */
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

  /** The exit reason once the container has stopped, waiting up to `ms` for the engine to notice. */
  async exitReasonWhenStopped(id: string, ms: number): Promise<string | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const reason = await this.exitReason(id);
      if (reason || Date.now() >= deadline) return reason;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async logsTail(id: string, lines = 20): Promise<string> {
    const buf = await this.docker.getContainer(id).logs({ stdout: true, stderr: true, tail: lines });
    // Multiplexed stream frames carry an 8-byte header per chunk; keep the printable text.
    return buf.toString('utf8').replace(/[\x00-\x08\x0e-\x1f]/g, '');
  }

  async remove(id: string): Promise<void> {
    await this.docker
      .getContainer(id)
      .remove({ force: true })
      .catch((err: { statusCode?: number }) => {
        if (err.statusCode !== 404) this.logger.warn(`removing container ${id}: ${String(err)}`);
      });
  }

  async list(labels: Record<string, string>): Promise<Docker.ContainerInfo[]> {
    const filter = Object.entries(labels).map(([k, v]) => (v ? `${k}=${v}` : k));
    return this.docker.listContainers({ all: true, filters: { label: filter } });
  }

  async removeImage(tag: string): Promise<void> {
    await this.docker
      .getImage(tag)
      .remove({ force: true })
      .catch((err: { statusCode?: number }) => {
        if (err.statusCode !== 404) throw err;
      });
  }
}
