import { ArchiveStorage } from '@fnhost/common';
import { Deployment, SecretStore } from '@fnhost/database';
import {
  deployedRuntime,
  INSTALL_COMMANDS,
  INSTALL_INPUTS,
  Installer,
  LANGUAGES,
  Runtime,
} from '@fnhost/runtime';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { createHash } from 'crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import * as path from 'path';
import * as tar from 'tar';
import { setTimeout as sleep } from 'timers/promises';
import { WorkerConfig } from '../config';
import { ContainerEngine, LABELS } from '../containers/container-engine';
import { dependencyTrees } from '../containers/dependency-trees';
import { FunctionCodeError } from '../containers/instance-starter';
import { SecretFiles } from '../containers/secret-files';
import { newSlot, SocketDirs } from '../containers/socket-dirs';
import { WorkerPresence } from '../containers/worker-presence';
import { NetworkPolicy } from '../network/network-policy.service';
import { BuildLog } from './build-log';
import { Redactor, urlCredentials } from './redactor';

/** Where the install runs, inside the builder. */
const BUILD = '/build';
const CACHE = '/cache';
const SECRETS = '/run/secrets';
/** Build secrets with a meaning to the installers: npm's user configuration, pip's configuration, an index URL. */
const NPMRC = 'npmrc';
const PIP_CONF = 'pip.conf';
const PIP_INDEX_URL = 'pip-index-url';
/** The lines of the installer's output a failed build's error repeats. */
const ERROR_LINES = 15;
/** The CAs a build trusts, beside the build secrets (a dot name is no secret's). */
const CA_BUNDLE = '.ca-certificates.pem';
/** Where hosts keep their certificate store as one PEM file: Debian and Ubuntu, Fedora and RHEL, Alpine and others. */
export const HOST_CA_BUNDLES = [
  '/etc/ssl/certs/ca-certificates.crt',
  '/etc/pki/tls/certs/ca-bundle.crt',
  '/etc/ssl/cert.pem',
];
/** What npm, pip and Node.js say when a registry's certificate is not one they trust. */
const UNTRUSTED_CERTIFICATE =
  /SELF_SIGNED_CERT|UNABLE_TO_GET_ISSUER_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|CERT_HAS_EXPIRED|ERR_TLS_CERT|CERTIFICATE_VERIFY_FAILED/;

/** How often a build waiting for its builder image looks again. */
const IMAGE_POLL_MS = 2000;

/**
 * Resolves once `has(image)`: `npm start` builds the builder images after the service answers
 * (decision 2), so a build that comes first waits for its image, at most `timeoutMs`.
 */
export async function untilImage(
  has: (image: string) => Promise<boolean>,
  image: string,
  opts: { timeoutMs: number; waiting: (image: string) => Promise<void>; pollMs?: number },
): Promise<void> {
  if (await has(image)) return;
  await opts.waiting(image);
  const deadline = Date.now() + opts.timeoutMs;
  while (!(await has(image))) {
    if (Date.now() > deadline)
      throw new Error(`the builder image ${image} is missing: scripts/builder-images.sh builds it`);
    await sleep(opts.pollMs ?? IMAGE_POLL_MS);
  }
}

/** The builder image of a runtime (scripts/builder-images.sh). */
export const builderImage = (runtime: Runtime) => `fnhost/builder:${runtime.id}-${runtime.version}`;

/**
 * A build's dependency install: `npm ci` / `npm install --omit=dev` or `pip install --target`, in a
 * container of the runtime's builder image (its Node.js or Python, a compiler for native code),
 * never on the host. The team's build secrets are files on a tmpfs mounted into that container
 * alone, which is never committed: no image layer can hold them. The installed tree is stored
 * under a hash of everything the install reads (the runtime, the installer and its input files,
 * the registries, the secrets' values), per team: a build whose inputs did not change uses the
 * stored tree and installs nothing. The package caches persist per host and team.
 */
@Injectable()
export class DependencyInstaller implements OnModuleInit {
  constructor(
    private readonly config: WorkerConfig,
    private readonly engine: ContainerEngine,
    private readonly storage: ArchiveStorage,
    private readonly dirs: SocketDirs,
    private readonly store: SecretStore,
    private readonly secretFiles: SecretFiles,
    private readonly presence: WorkerPresence,
    private readonly policy: NetworkPolicy,
  ) {}

  /**
   * The storage key of the deployment's installed dependencies, installed now or by an earlier build
   * with the same inputs; null when its build installs nothing. Throws FunctionCodeError with the
   * installer's own words when the install fails.
   */
  async install(
    deployment: Deployment,
    teamUuid: string,
    codeDir: string,
    log: BuildLog,
  ): Promise<string | null> {
    const install = deployment.install;
    if (!install) return null;
    const runtime = deployedRuntime(deployment.runtime);
    const inputs = await readInputs(codeDir, INSTALL_INPUTS[install]);
    const { values, missing } = await this.store.open(teamUuid, deployment.buildSecrets);
    if (missing.length)
      throw new FunctionCodeError(`build secret ${missing.join(', ')} does not exist in the function's team`);
    const secrets = new Map([...values].map(([name, { value }]) => [name, value.toString('utf8')]));
    const job: InstallJob = { deployment, install, runtime, inputs, secrets, teamUuid };
    const key = this.keyOf(job);
    if (await this.storage.has(key)) {
      await log.step(
        `dependencies unchanged: using the packages an earlier build installed from the same ${[...inputs.keys()].join(', ')}`,
      );
      return key;
    }
    const { name } = LANGUAGES[runtime.language];
    await log.step(`installing dependencies: ${INSTALL_COMMANDS[install]} (${name} ${runtime.version})`);
    const started = Date.now();
    const slot = newSlot();
    try {
      const output = await this.run(slot, job, log);
      const bytes = await treeBytes(output);
      if (bytes > this.config.BUILD_MAX_INSTALLED_MB * 1024 * 1024)
        throw new FunctionCodeError(
          `the installed dependencies take ${mb(bytes)}, more than the limit of ${this.config.BUILD_MAX_INSTALLED_MB} MB (BUILD_MAX_INSTALLED_MB)`,
        );
      await this.keep(key, output, install);
      await log.step(
        `dependencies installed in ${((Date.now() - started) / 1000).toFixed(1)} s (${mb(bytes)})`,
      );
      return key;
    } finally {
      await this.dirs.remove(slot);
    }
  }

  /** Runs the installer in its container; returns the host directory of what it installed. */
  private async run(slot: string, job: InstallJob, log: BuildLog): Promise<string> {
    const { deployment, install, runtime, inputs, secrets, teamUuid } = job;
    await this.policy.guard();
    await untilImage((image) => this.engine.hasImage(image), builderImage(runtime), {
      timeoutMs: this.config.BUILD_TIMEOUT_S * 1000,
      waiting: (image) =>
        log.step(`waiting for the builder image ${image}: provisioning builds it after npm start`),
    });
    await this.dirs.create(slot, { app: true });
    const work = this.dirs.appDirOf(slot);
    for (const [name, content] of inputs) await writeFile(path.join(work, name), content, { mode: 0o644 });
    await this.dirs.handOver(work, 0o777);
    const cache = path.resolve(this.config.BUILD_CACHE_DIR, teamUuid);
    await mkdir(cache, { recursive: true, mode: 0o700 });
    await this.dirs.handOver(cache, 0o777);
    const { env, files } = this.installerConfig(install, secrets);
    const trust = await this.trust();
    await this.secretFiles.put(slot, [...secrets, ...files, ...trust.files]);
    const redactor = new Redactor([
      ...secrets.values(),
      ...urlCredentials(this.config.NPM_REGISTRY),
      ...urlCredentials(this.config.PIP_INDEX_URL),
    ]);
    const { exitCode, output } = await this.engine.runTask({
      name: `fnhost-build-${slot}`,
      image: builderImage(runtime),
      command: installCommand(install, inputs),
      workingDir: BUILD,
      env: { ...env, ...trust.env, ...this.proxy() },
      labels: { ...(await this.presence.labels()), [LABELS.build]: deployment.uuid },
      mounts: [
        { host: work, container: BUILD, readOnly: false },
        { host: cache, container: CACHE, readOnly: false },
        { host: this.dirs.secretsDirOf(slot), container: SECRETS, readOnly: true },
      ],
      memoryMb: this.config.BUILD_MEMORY_MB,
      cpus: this.config.BUILD_CPUS,
      timeoutMs: this.config.BUILD_TIMEOUT_S * 1000,
    });
    const said = redactor.redact(output);
    log.output(said.endsWith('\n') || !said ? said : `${said}\n`);
    if (exitCode === null)
      throw new FunctionCodeError(
        `the dependency install (${INSTALL_COMMANDS[install]}) ran past the build time limit of ${this.config.BUILD_TIMEOUT_S} s (BUILD_TIMEOUT_S)`,
      );
    if (exitCode !== 0) {
      const last = said.trimEnd().split('\n').slice(-ERROR_LINES).join('\n');
      const hint = UNTRUSTED_CERTIFICATE.test(said)
        ? `\na registry's TLS certificate is not trusted by the build: it trusts the host's certificate store${this.config.BUILD_CA_FILE ? ` and BUILD_CA_FILE (${this.config.BUILD_CA_FILE})` : ''}; give a proxy's or a registry's own CA in BUILD_CA_FILE`
        : '';
      throw new FunctionCodeError(
        `${INSTALL_COMMANDS[install]} failed (exit code ${exitCode}):\n${last}${hint}`,
      );
    }
    const installed = install === 'pip' ? path.join(work, 'out') : path.join(work, 'node_modules');
    await mkdir(installed, { recursive: true });
    return installed;
  }

  /** A BUILD_CA_FILE that cannot be read stops the worker at boot, not each build. */
  async onModuleInit(): Promise<void> {
    await this.trust();
  }

  /**
   * The CAs the build trusts: the host's certificate store (a proxy that re-signs TLS with a CA the
   * host trusts is trusted in the build too) and BUILD_CA_FILE, as one bundle that npm, pip, Node.js
   * and OpenSSL read instead of the image's own. None found: the image's own store.
   */
  private async trust(): Promise<{ env: Record<string, string>; files: [string, string][] }> {
    const parts: string[] = [];
    for (const file of HOST_CA_BUNDLES) {
      const pem = await readFile(file, 'utf8').catch(() => null);
      if (pem) {
        parts.push(pem);
        break;
      }
    }
    if (this.config.BUILD_CA_FILE)
      parts.push(
        await readFile(this.config.BUILD_CA_FILE, 'utf8').catch((err: Error) => {
          throw new Error(`BUILD_CA_FILE ${this.config.BUILD_CA_FILE} cannot be read: ${err.message}`);
        }),
      );
    if (!parts.length) return { env: {}, files: [] };
    const bundle = `${SECRETS}/${CA_BUNDLE}`;
    return {
      env: {
        npm_config_cafile: bundle,
        NODE_EXTRA_CA_CERTS: bundle,
        PIP_CERT: bundle,
        SSL_CERT_FILE: bundle,
        REQUESTS_CA_BUNDLE: bundle,
      },
      files: [[CA_BUNDLE, parts.map((p) => (p.endsWith('\n') ? p : `${p}\n`)).join('')]],
    };
  }

  /** The operator's proxy settings, under both spellings the installers and their scripts read. */
  private proxy(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'] as const) {
      const value = this.config[name];
      if (value) env[name] = env[name.toLowerCase()] = value;
    }
    return env;
  }

  /**
   * The installers' configuration: the operator's registry as the lowest layer (npm's global
   * configuration, pip's site configuration), the team's `npmrc` / `pip.conf` / `pip-index-url`
   * build secrets over it, the per-team cache. `files` go beside the secrets, on the build's tmpfs.
   */
  private installerConfig(
    install: Installer,
    secrets: Map<string, string>,
  ): { env: Record<string, string>; files: [string, string][] } {
    if (install === 'pip') {
      const index = secrets.get(PIP_INDEX_URL)?.trim() ?? this.config.PIP_INDEX_URL;
      // pip ignores a plain-HTTP index unless told its host is trusted: the one configured is.
      const trusted = index.startsWith('http:') ? `trusted-host = ${hostOf(index)}\n` : '';
      return {
        env: {
          PIP_CACHE_DIR: `${CACHE}/pip`,
          XDG_CONFIG_DIRS: `${SECRETS}/.pip`,
          PIP_DISABLE_PIP_VERSION_CHECK: '1',
          ...(secrets.has(PIP_CONF) && { PIP_CONFIG_FILE: `${SECRETS}/${PIP_CONF}` }),
        },
        files: [['.pip/pip/pip.conf', `[global]\nindex-url = ${index}\n${trusted}`]],
      };
    }
    return {
      env: {
        npm_config_cache: `${CACHE}/npm`,
        NPM_CONFIG_GLOBALCONFIG: `${SECRETS}/.npm-global`,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        npm_config_progress: 'false',
        ...(secrets.has(NPMRC) && { NPM_CONFIG_USERCONFIG: `${SECRETS}/${NPMRC}` }),
      },
      files: [['.npm-global', `registry=${this.config.NPM_REGISTRY}\n`]],
    };
  }

  /** `dependencies/<team>/<sha256>.tar.gz`: the same inputs give the same key. */
  private keyOf({ teamUuid, runtime, install, inputs, secrets }: InstallJob): string {
    const digest = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
    const identity = JSON.stringify({
      builder: builderImage(runtime),
      install,
      inputs: [...inputs].map(([name, content]) => [name, digest(content)]),
      registry: install === 'pip' ? this.config.PIP_INDEX_URL : this.config.NPM_REGISTRY,
      secrets: [...secrets].sort().map(([name, value]) => [name, digest(value)]),
    });
    return dependencyTrees.key(teamUuid, digest(identity));
  }

  /** Packs the installed tree (node_modules, or what pip put in the code's root) and stores it. */
  private async keep(key: string, output: string, install: Installer): Promise<void> {
    const temp = await mkdtemp(path.join(tmpdir(), 'fnhost-deps-'));
    const file = path.join(temp, 'dependencies.tar.gz');
    try {
      const [cwd, entries] = install === 'pip' ? [output, ['.']] : [path.dirname(output), ['node_modules']];
      await tar.c({ gzip: true, cwd, file, portable: true }, entries);
      await this.storage.put(key, file);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }
}

/** One install: the deployment's, with what it reads. */
interface InstallJob {
  deployment: Deployment;
  install: Installer;
  runtime: Runtime;
  inputs: Map<string, Buffer>;
  secrets: Map<string, string>;
  teamUuid: string;
}

/** The install's command line in the builder. */
function installCommand(install: Installer, inputs: Map<string, Buffer>): string[] {
  if (install !== 'pip') return INSTALL_COMMANDS[install].split(' ');
  // pip asks for every requirement's hash as soon as one has one; said explicitly all the same.
  const hashes = /--hash[=\s]/.test(inputs.get('requirements.txt')?.toString('utf8') ?? '');
  return [
    'python3',
    '-m',
    'pip',
    'install',
    '--no-input',
    '--prefer-binary',
    '--no-warn-script-location',
    '--target',
    `${BUILD}/out`,
    '-r',
    'requirements.txt',
    ...(hashes ? ['--require-hashes'] : []),
  ];
}

/** The input files the code has, by name. */
async function readInputs(codeDir: string, names: string[]): Promise<Map<string, Buffer>> {
  const inputs = new Map<string, Buffer>();
  for (const name of names) {
    const content = await readFile(path.join(codeDir, name)).catch(() => null);
    if (content) inputs.set(name, content);
  }
  return inputs;
}

/** Bytes of the files under `dir` (links counted as themselves). */
async function treeBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await treeBytes(full) : (await lstat(full)).size;
  }
  return total;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
