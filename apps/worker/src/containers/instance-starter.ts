import { ShimConnection } from '@fnhost/runtime';
import { Deployment, FunctionEntity } from '@fnhost/database';
import { deployedRuntime, INVOKE_LIMITS, LANGUAGES } from '@fnhost/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'crypto';
import { Repository } from 'typeorm';
import { WorkerMetrics } from '../metrics/worker-metrics';
import { ContainerEngine, cpusFor, LABELS } from './container-engine';
import { ImageBuilder } from './image-builder';
import { ImageStore } from './image-store';
import { CpuMeter, ScalingLimits } from './scaling';
import { SecretFiles, WrittenSecrets } from './secret-files';

import { newSlot, SocketDirs } from './socket-dirs';
import { Stem, StemCells } from './stem-cells';
import { WorkerPresence } from './worker-presence';

export interface WarmContainer {
  deploymentUuid: string;
  /** Its deployment's version number (the metrics' per-version counts). */
  version: number;
  functionUuid: string;
  containerId: string;
  containerName: string;
  /** Names its directories on the host (SocketDirs). */
  slot: string;
  /** Carries its calls, over its socket. */
  shim: ShimConnection;
  /** Sent with every call: the shim answers nobody else. */
  secret: string;
  /** The function's configuration revision it was started on. */
  configRevision: number;
  memoryMb: number;
  limits: ScalingLimits;
  cpu: CpuMeter;
  /** The function's team, whose secrets it reads. */
  teamUuid: string;
  /** The team secrets it reads, and the values their files hold. */
  secretNames: string[];
  secrets: WrittenSecrets;
  /** Why the container was taken away, once it was: told to the calls still in flight on it. */
  retired?: string;
  lastUsed: number;
  inFlight: number;
  /** Set while a retirement waits for the calls in flight: called when the last one ends. */
  onIdle?: () => void;
}

/** The function's own code is at fault (it does not load, it exits at start): its author sees the message. */
export class FunctionCodeError extends Error {}

/** What a start puts in its container. */
interface StartSpec {
  deployment: Deployment;
  fn: FunctionEntity;
  env: Record<string, string>;
  secretNames: string[];
}

/** The container a start placed the function in, before its runtime answers. */
interface Placed {
  slot: string;
  containerName: string;
  containerId: string;
  secrets: WrittenSecrets;
  fromStem: boolean;
}

/** Unique per start (the slot): a retired container of the same version may still be being removed. */
const nameOf = ({ fn, deployment }: StartSpec, slot: string) =>
  `fnhost-${fn.uuid}-v${deployment.version}-${slot}`;

const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 5;
/** Every this many polls the engine is asked whether the process stopped. */
const ENGINE_CHECK_EVERY = 20;

/**
 * Starts a function instance on this host: hands a stem cell the function (its code, memory,
 * environment and secrets) when one is ready, else runs a container of the version's image; then
 * waits for its runtime to answer. The pool decides when; this says how.
 */
@Injectable()
export class InstanceStarter {
  private readonly logger = new Logger(InstanceStarter.name);
  private network?: Promise<void>;

  constructor(
    private readonly engine: ContainerEngine,
    private readonly presence: WorkerPresence,
    private readonly sockets: SocketDirs,
    private readonly images: ImageStore,
    private readonly builder: ImageBuilder,
    private readonly secretFiles: SecretFiles,
    private readonly stems: StemCells,
    private readonly metrics: WorkerMetrics,
    @InjectRepository(Deployment) private readonly deployments: Repository<Deployment>,
    @InjectRepository(FunctionEntity) private readonly functions: Repository<FunctionEntity>,
  ) {}

  /** The function network, created once per process (asked again after a failure). */
  private networkReady(): Promise<void> {
    if (!this.network) {
      this.network = this.engine.ensureNetwork();
      this.network.catch(() => (this.network = undefined));
    }
    return this.network;
  }

  /**
   * A container of the version with the function's current configuration: memory, the version's
   * deploy-time env under the configured one, the secrets of both as files. `reserve` holds its
   * memory in the host's budget first (it throws when the budget cannot make room).
   */
  async start(deploymentUuid: string, reserve: (memoryMb: number) => Promise<void>): Promise<WarmContainer> {
    const deployment = await this.deployments.findOneByOrFail({ uuid: deploymentUuid });
    const fn = await this.functions.findOneByOrFail({ uuid: deployment.functionUuid });
    await reserve(fn.memory);
    const runtime = deployedRuntime(deployment.runtime);
    const startedAt = Date.now();
    const secretNames = [...new Set([...deployment.secrets, ...fn.secrets])];
    const secret = randomBytes(24).toString('hex');
    const env = {
      ...deployment.env,
      ...fn.env,
      FNHOST_FUNCTION_ID: fn.uuid,
      FNHOST_SECRET: secret,
      FNHOST_LIMITS: JSON.stringify(INVOKE_LIMITS),
      ...LANGUAGES[runtime.language].env(fn.memory),
    };
    const stem = this.stems.take(runtime.id);
    let placed: Placed | undefined;
    try {
      const spec = { deployment, fn, env, secretNames };
      placed = (stem && (await this.fromStem(stem, spec))) || (await this.fromImage(spec));
      const { slot, containerName, containerId, secrets, fromStem } = placed;
      const warm: WarmContainer = {
        deploymentUuid,
        version: deployment.version,
        functionUuid: fn.uuid,
        containerId,
        containerName,
        slot,
        shim: new ShimConnection(this.sockets.socketOf(slot)),
        secret,
        configRevision: fn.configRevision,
        memoryMb: fn.memory,
        limits: { maxInstances: fn.maxInstances, concurrencyPerInstance: fn.concurrencyPerInstance },
        cpu: new CpuMeter(cpusFor(fn.memory)),
        teamUuid: fn.teamUuid,
        secretNames,
        secrets,
        lastUsed: Date.now(),
        inFlight: 0,
      };
      // A stem cell is named after its function while its runtime starts.
      await Promise.all([this.waitReady(warm), fromStem && this.engine.rename(containerId, containerName)]);
      this.metrics.coldStart(runtime.id, fromStem ? 'stem' : 'image', Date.now() - startedAt);
      // It started its runtime with the host's CPUs: from its first call on, the function's share.
      if (fromStem)
        void this.engine
          .resize(containerId, fn.memory, cpusFor(fn.memory))
          .catch((err: Error) => this.logger.warn(`${containerName} keeps the host's CPUs: ${err.message}`));
      return warm;
    } catch (err) {
      if (placed) {
        await this.engine.remove(placed.containerId);
        await this.sockets.remove(placed.slot);
      }
      throw err;
    } finally {
      // Behind the start, not beside it: a stem cell's start would take CPU from this one. After
      // every start, not only a stem cell's: one that failed earlier (no network policy at boot,
      // say) is tried again once starts succeed.
      this.stems.refill();
    }
  }

  /**
   * The stem cell given the function, or undefined when its launch fails: it is gone then, and the
   * start goes on with a container of the image. A stem cell taken is never handed back.
   */
  private async fromStem(stem: Stem, spec: StartSpec): Promise<Placed | undefined> {
    const { deployment, fn, env, secretNames } = spec;
    const secrets = await this.secretFiles
      .write(stem.slot, fn.teamUuid, secretNames)
      .catch(async (err: Error) => {
        await this.stems.discard(stem);
        throw err;
      });
    const containerId = await this.stems
      .launch(stem, { memoryMb: fn.memory, env, code: deployment })
      .catch((err: Error) => {
        this.logger.warn(`stem cell not taken, starting a container: ${err.message}`);
        return undefined;
      });
    if (!containerId) return undefined;
    return { slot: stem.slot, containerName: nameOf(spec, stem.slot), containerId, secrets, fromStem: true };
  }

  /**
   * A container of the version's image, in directories of a new slot made just before it: a sweep
   * takes directories no container names for an orphan's once they are a minute old, and an engine
   * mounting one that is gone makes it anew, owned by root (the function could not listen in it).
   */
  private async fromImage(spec: StartSpec): Promise<Placed> {
    const { deployment, fn, env, secretNames } = spec;
    const slot = newSlot();
    const containerName = nameOf(spec, slot);
    await this.networkReady();
    await this.builder.ensure(deployment);
    try {
      await this.sockets.create(slot);
      const secrets = await this.secretFiles.write(slot, fn.teamUuid, secretNames);
      const containerId = await this.engine.run({
        name: containerName,
        image: this.images.ref(deployment.imageTag),
        memoryMb: fn.memory,
        socketDir: this.sockets.dirOf(slot),
        secretsDir: this.sockets.secretsDirOf(slot),
        shimDir: this.stems.shimDir(),
        env,
        labels: {
          [LABELS.function]: fn.uuid,
          [LABELS.deployment]: deployment.uuid,
          ...(await this.presence.labels()),
        },
      });
      return { slot, containerName, containerId, secrets, fromStem: false };
    } catch (err) {
      await this.sockets.remove(slot);
      throw err;
    }
  }

  /** Polls the shim often (a cold start waits on it) and the engine seldom (an inspect costs). */
  private async waitReady(warm: WarmContainer): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (let attempt = 1; Date.now() < deadline; attempt++) {
      const health = await warm.shim
        .call({ op: 'health', secret: warm.secret }, '', 1000)
        .then((text) => JSON.parse(text) as { ok?: boolean; error?: string })
        .catch(() => null);
      if (health?.ok === true) return;
      if (health?.ok === false) throw new FunctionCodeError(`cannot load the handler: ${health.error}`);
      const stopped = attempt % ENGINE_CHECK_EVERY === 0 && (await this.engine.exitReason(warm.containerId));
      if (stopped) {
        // What the function printed, without the runtime's own stack frames.
        const output = (await this.engine.logsTail(warm.containerId, 10))
          .split('\n')
          .filter((line) => !/^\s+at /.test(line))
          .join('\n');
        throw new FunctionCodeError(`the function process stopped at start (${stopped}): ${output}`);
      }
      await new Promise((r) => setTimeout(r, READY_POLL_MS));
    }
    throw new Error(`container did not become ready within ${READY_TIMEOUT_MS / 1000}s`);
  }
}
