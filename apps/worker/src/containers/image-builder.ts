import { Deployment } from '@fnhost/database';
import { deployedRuntime, LANGUAGES, shimPath } from '@fnhost/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'crypto';
import { copyFile, mkdir, rm, writeFile } from 'fs/promises';
import * as path from 'path';
import { CodeCache, linkTree, readableTree } from './code-cache';
import { BASE_LABEL, ContainerEngine } from './container-engine';
import { dependencyTrees } from './dependency-trees';
import { ImageStore } from './image-store';

/**
 * A version's image, laid out from its code and dependencies in this host's code cache: at its
 * build, and again when a start finds it gone (the host's storage collector removed it, or the
 * host never built it), so a version keeps starting whatever its image's fate.
 */
@Injectable()
export class ImageBuilder {
  private readonly logger = new Logger(ImageBuilder.name);
  private readonly rebuilding = new Map<string, Promise<void>>();

  constructor(
    private readonly code: CodeCache,
    private readonly engine: ContainerEngine,
    private readonly images: ImageStore,
  ) {}

  /** Builds the version's image and makes it reachable from every host (a registry's push). */
  async build(deployment: Deployment, onOutput: (text: string) => void): Promise<void> {
    const workDir = await this.code.scratchDir();
    try {
      await this.layOut(deployment, workDir, onOutput);
      await this.engine.build(workDir, this.images.ref(deployment.imageTag), onOutput);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    await this.images.publish(deployment.imageTag);
  }

  /** Before a container of the version starts: its image is in this host's engine (pulled, or built again). */
  async ensure(deployment: Deployment): Promise<void> {
    await this.images.ensure(deployment.imageTag);
    this.images.touch(deployment.imageTag);
    const image = this.images.ref(deployment.imageTag);
    if (await this.engine.hasImage(image)) return;
    let rebuild = this.rebuilding.get(image);
    if (!rebuild) {
      const started = Date.now();
      rebuild = this.build(deployment, () => undefined)
        .then(() => this.logger.log(`${image} was gone: built again in ${Date.now() - started} ms`))
        .finally(() => this.rebuilding.delete(image));
      this.rebuilding.set(image, rebuild);
    }
    await rebuild;
  }

  /**
   * The image context: the code (hard links from the code cache, where stem cells take it from
   * too), the runtime's shim and a Dockerfile FROM the image of its dependencies, or the runtime's
   * base image when it has none.
   */
  private async layOut(
    deployment: Deployment,
    workDir: string,
    onOutput: (text: string) => void,
  ): Promise<void> {
    const runtime = deployedRuntime(deployment.runtime);
    const { shim, command } = LANGUAGES[runtime.language];
    await mkdir(path.join(workDir, 'app'));
    await linkTree(await this.code.ensure(deployment), path.join(workDir, 'app'));
    await mkdir(path.join(workDir, 'runtime'));
    await copyFile(shimPath(runtime.language), path.join(workDir, 'runtime', shim));
    const base = await this.baseOf(deployment, runtime.baseImage, onOutput);
    await writeFile(
      path.join(workDir, 'Dockerfile'),
      [
        `FROM ${base}`,
        `LABEL ${BASE_LABEL}=${base}`,
        'COPY app /app',
        'COPY runtime /runtime',
        'WORKDIR /app',
        'USER 10001:10001',
        `CMD ${JSON.stringify(command)}`,
        '',
      ].join('\n'),
    );
    // The context's own directories too (mkdtemp makes them 0700): the image's /app must be readable.
    await readableTree(workDir);
  }

  /**
   * The runtime's base image with the deployment's installed dependencies in /app: an image of its
   * own per dependency tree, built once on a host and shared by every version (of any function of
   * the account) that installs the same, so a code-only redeploy neither sends nor layers them again.
   */
  private async baseOf(
    deployment: Deployment,
    runtimeImage: string,
    onOutput: (text: string) => void,
  ): Promise<string> {
    if (!deployment.dependenciesKey) return runtimeImage;
    const image = dependencyImage(deployment.dependenciesKey);
    if (await this.engine.hasImage(image)) return image;
    const context = await this.code.scratchDir();
    try {
      await mkdir(path.join(context, 'deps'));
      await linkTree(
        await this.code.ensureDependencies(deployment.dependenciesKey),
        path.join(context, 'deps'),
      );
      // Labelled with its team: a host's collector knows the image is this installation's once no version names it.
      await writeFile(
        path.join(context, 'Dockerfile'),
        [
          `FROM ${runtimeImage}`,
          `LABEL ${BASE_LABEL}=${runtimeImage} ${TEAM_LABEL}=${dependencyTrees.teamOf(deployment.dependenciesKey)}`,
          'COPY deps /app',
          '',
        ].join('\n'),
      );
      await readableTree(context);
      await this.engine.build(context, image, onOutput);
    } finally {
      await rm(context, { recursive: true, force: true });
    }
    return image;
  }
}

/** A dependency image's team (the `<team>` of its tree's key). */
export const TEAM_LABEL = 'fnhost.team';

/** The image of a stored dependency tree (`dependencies/<team>/<hash>.tar.gz`) on every host. */
export const dependencyImage = (dependenciesKey: string) =>
  `fnhost/dependencies:${createHash('sha256').update(dependenciesKey).digest('hex').slice(0, 32)}`;
