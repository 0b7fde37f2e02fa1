import { AppConfig } from '@fnhost/common';
import { Injectable, Logger } from '@nestjs/common';
import Docker from 'dockerode';
import * as tar from 'tar';

export const SHIM_PORT = 8080;
/** exitReason of a container the engine no longer knows (removed). */
export const CONTAINER_GONE = 'container is gone';
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

  /** Starts a hardened container with the shim's port published on 127.0.0.1; returns its id and host port. */
  async run(spec: RunSpec): Promise<{ id: string; port: number }> {
    const container = await this.docker.createContainer({
      name: spec.name,
      Image: spec.image,
      Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
      Labels: spec.labels,
      User: '10001:10001',
      ExposedPorts: { [`${SHIM_PORT}/tcp`]: {} },
      HostConfig: {
        PortBindings: { [`${SHIM_PORT}/tcp`]: [{ HostIp: '127.0.0.1', HostPort: '' }] },
        ReadonlyRootfs: true,
        Tmpfs: { '/tmp': 'rw,noexec,nosuid,size=64m' },
        CapDrop: ['ALL'],
        SecurityOpt: ['no-new-privileges'],
        PidsLimit: 128,
        Memory: spec.memoryMb * 1024 * 1024,
        MemorySwap: spec.memoryMb * 1024 * 1024,
        CpuShares: 512,
        RestartPolicy: { Name: 'no' },
      },
    });
    try {
      await container.start();
      const info = await container.inspect();
      const binding = info.NetworkSettings.Ports?.[`${SHIM_PORT}/tcp`]?.[0];
      if (!binding?.HostPort) throw new Error('container port was not published');
      return { id: container.id, port: Number(binding.HostPort) };
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
      return `exit code ${State.ExitCode}`;
    } catch (err) {
      // Removed: nothing more to learn. Any other failure is the engine's, not the function's.
      if ((err as { statusCode?: number }).statusCode === 404) return CONTAINER_GONE;
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
