/** Where the per-container socket directory is mounted inside the container. */
export const SOCKET_MOUNT = '/run/fnhost';
/** Where a stem cell finds the function's code (mounted read-only), its shims and its launcher. */
export const APP_MOUNT = '/app';
export const SHIM_MOUNT = '/runtime';
export const LAUNCHER_MOUNT = '/fnhost/busybox';
/** Lambda gives 1 vCPU per 1,769 MB; on small machines that starves small functions: 1 per GB, at least 1/4. */
export const cpusFor = (memoryMb: number) => Math.max(0.25, memoryMb / 1024);
/** The engine keeps at most this much of a container's own stdout/stderr (outside invocations). */
export const CONTAINER_LOG_MAX = '1m';
export const LABELS = {
  function: 'fnhost.function',
  deployment: 'fnhost.deployment',
  worker: 'fnhost.worker',
  /** The liveness file of the worker that started it (WorkerPresence). */
  alive: 'fnhost.alive',
  /** A stem cell waiting for a function: its runtime. */
  stem: 'fnhost.stem',
  /** A dependency install: the deployment it builds. */
  build: 'fnhost.build',
};

export interface RunSpec {
  name: string;
  image: string;
  memoryMb: number;
  /** Host directory mounted at SOCKET_MOUNT, where the shim puts its socket. */
  socketDir: string;
  /** Host directory (on a tmpfs) of its secret files, mounted read-only at SECRETS_PATH. */
  secretsDir: string;
  env: Record<string, string>;
  labels: Record<string, string>;
  /**
   * The worker's own shims, mounted over the image's (read-only, at SHIM_MOUNT): a container speaks
   * the protocol of the worker that calls it, whichever version built its image.
   */
  shimDir?: string;
  /** A stem cell: the runtime's base image with these mounted, running `command` (see StemCells). */
  stem?: { appDir: string; launcher: string; command: string[] };
  /** CPUs it may use; by default its share of its memory (cpusFor). */
  cpus?: number;
}

/** A container that runs one command to its end: a build's dependency install. */
export interface TaskSpec {
  name: string;
  image: string;
  command: string[];
  workingDir: string;
  env: Record<string, string>;
  labels: Record<string, string>;
  /** Host directories mounted into it. */
  mounts: { host: string; container: string; readOnly: boolean }[];
  memoryMb: number;
  cpus: number;
  /** Killed when it runs longer. */
  timeoutMs: number;
}

/** How a task ended: its exit code (null: killed at its time limit) and its output, stdout and stderr interleaved. */
export interface TaskResult {
  exitCode: number | null;
  output: string;
}

/** A container the engine runs, as far as the worker cares. */
export interface ContainerInfo {
  id: string;
  /** Without a leading "/". */
  names: string[];
  labels: Record<string, string>;
  /** Epoch seconds. */
  created: number;
}

/**
 * The label naming the tagged image an image was built FROM (the builder sets it): the engine's
 * listing then tells what removing the image frees without following its intermediate images.
 */
export const BASE_LABEL = 'fnhost.base';

/** An image the engine holds, by one of its tags. */
export interface ImageInfo {
  /** As the engine names it (a short name may come qualified: `docker.io/fnhost/…`). */
  tags: string[];
  /** What removing it would free: its size less that of its BASE_LABEL image (all of it, unlabelled). */
  uniqueBytes: number;
  /** Epoch seconds. */
  created: number;
  labels: Record<string, string>;
}

/**
 * What the worker asks of the engine that runs function containers on its host. DockerEngine
 * speaks the Docker Engine API (Docker, Podman); another orchestrator (Kubernetes, see
 * docs/scaling.md) is another implementation of this class, chosen in worker.module.ts.
 */
export abstract class ContainerEngine {
  abstract ping(): Promise<unknown>;
  /**
   * Builds `image` from a directory holding a Dockerfile, handing the build's output to `onOutput`
   * as it comes; throws with its last output.
   */
  abstract build(contextDir: string, image: string, onOutput?: (text: string) => void): Promise<void>;
  /** Pushes a built image to its registry (the image reference names the registry). */
  abstract push(image: string): Promise<void>;
  abstract hasImage(image: string): Promise<boolean>;
  /** Pulls an image from its registry. */
  abstract pull(image: string): Promise<void>;
  abstract removeImage(image: string): Promise<void>;
  /** Removes an image no container uses; false when one does (nothing removed). */
  abstract removeUnusedImage(image: string): Promise<boolean>;
  /** The tagged images the engine holds. */
  abstract images(): Promise<ImageInfo[]>;
  /** The isolated network function containers join, made once (idempotent, safe under concurrent workers). */
  abstract ensureNetwork(): Promise<void>;
  /**
   * Runs a task in a hardened container on the builds network (made when missing) and removes it:
   * unprivileged, read-only but for its mounts and /tmp, within its limits.
   */
  abstract runTask(spec: TaskSpec): Promise<TaskResult>;
  /** Starts a hardened function container with no published port; returns its id. */
  abstract run(spec: RunSpec): Promise<string>;
  /** Changes a running container's memory and CPU limits (a stem cell taking its function's). */
  abstract resize(id: string, memoryMb: number, cpus: number): Promise<void>;
  abstract rename(id: string, name: string): Promise<void>;
  /** Why a container stopped: out of memory, or its exit code; null while it runs. */
  abstract exitReason(id: string): Promise<string | null>;
  abstract logsTail(id: string, lines?: number): Promise<string>;
  /** Removes a container whether it runs or not; a missing one is not an error. */
  abstract remove(id: string): Promise<void>;
  /**
   * Containers (running or not) carrying these labels (an empty value: the label, any value) and,
   * if given, whose name contains `name`.
   */
  abstract list(labels: Record<string, string>, name?: string): Promise<ContainerInfo[]>;

  /** The exit reason once the container has stopped, waiting up to `ms` for the engine to notice. */
  async exitReasonWhenStopped(id: string, ms: number): Promise<string | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const reason = await this.exitReason(id);
      if (reason || Date.now() >= deadline) return reason;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
