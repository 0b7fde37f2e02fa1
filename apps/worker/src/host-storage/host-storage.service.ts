import { Ticker } from '@fnhost/common';
import { StoreUse } from '@fnhost/queue';
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { lstat, readdir, rm } from 'fs/promises';
import * as path from 'path';
import { DataSource } from 'typeorm';
import { WorkerConfig } from '../config';
import { ContainerEngine } from '../containers/container-engine';
import { dependencyTrees } from '../containers/dependency-trees';
import { dependencyImage, TEAM_LABEL } from '../containers/image-builder';
import { ImageStore } from '../containers/image-store';
import { WorkerStatusService } from '../containers/worker-status';
import { evictions, Stored } from './evictions';

const GB = 1024 ** 3;
/** An image a start asked for this recently may be about to run (built again, say): kept as needed. */
const STARTING_MS = 60_000;
const FUNCTION_IMAGE = /(?:^|\/)(fnhost\/fn-([0-9a-f-]{36}):v\d+)$/;
const DEPENDENCY_IMAGE = /(?:^|\/)(fnhost\/dependencies:[0-9a-f]{32})$/;

/** A version as the collector judges what it needs. */
interface VersionRow {
  function_uuid: string;
  team_uuid: string;
  image_tag: string;
  dependencies_key: string | null;
  needed: boolean;
}

/** What the database of this installation knows: its versions, functions and teams. */
interface Known {
  versions: VersionRow[];
  functions: Set<string>;
  teams: Set<string>;
}

/**
 * This host's disk budgets (decision 40): function and dependency images (IMAGE_STORE_MAX_GB),
 * and the build cache, package caches and unpacked dependency trees (BUILD_CACHE_MAX_GB). Each
 * pass removes what nothing can need again, then, past a budget, what no routed, building or
 * recent version needs, least recently used first; a removed image is built again by the next
 * start that wants it (ImageBuilder.ensure). Only what this installation's database names is
 * judged: an engine or a directory shared with another installation keeps that one's things.
 */
@Injectable()
export class HostStorage implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HostStorage.name);
  private readonly ticker = new Ticker(
    () => this.collect(),
    (err) => this.logger.warn(`storage not collected this pass: ${err.message}`),
  );
  constructor(
    private readonly config: WorkerConfig,
    private readonly db: DataSource,
    private readonly engine: ContainerEngine,
    private readonly images: ImageStore,
    private readonly status: WorkerStatusService,
  ) {}

  onApplicationBootstrap() {
    this.ticker.start(this.config.STORAGE_GC_INTERVAL_MS);
  }

  onApplicationShutdown() {
    this.ticker.stop();
  }

  async collect(): Promise<void> {
    const known = await this.known();
    const images = await this.keep(
      'images',
      await this.storedImages(known),
      this.config.IMAGE_STORE_MAX_GB,
      (i) => this.engine.removeUnusedImage(i.key),
    );
    const buildCache = await this.keep(
      'build cache',
      await this.cacheTrees(known),
      this.config.BUILD_CACHE_MAX_GB,
      async (i) => {
        await rm(i.key, { recursive: true, force: true });
        return true;
      },
    );
    // Told in the worker's heartbeat, and so in every /health.
    this.status.storage = { images, build_cache: buildCache, checked_at: new Date().toISOString() };
  }

  /** Removes what `evictions` picks (what `remove` could not is still there) and says what is left. */
  private async keep(
    store: string,
    items: Stored[],
    budgetGb: number,
    remove: (item: Stored) => Promise<boolean>,
  ): Promise<StoreUse> {
    let used = items.reduce((n, i) => n + i.bytes, 0);
    const budget = Math.round(budgetGb * GB);
    const removed: string[] = [];
    for (const item of evictions(items, budget)) {
      const gone = await remove(item).catch((err: Error) => {
        this.logger.warn(`${store}: ${item.key} not removed: ${err.message}`);
        return false;
      });
      if (!gone) continue;
      used -= item.bytes;
      removed.push(item.key);
    }
    if (removed.length)
      this.logger.log(
        `${store}: removed ${removed.length} (${removed.join(', ')}); ${used} of ${budget} bytes held`,
      );
    return { used_bytes: used, budget_bytes: budget };
  }

  private async known(): Promise<Known> {
    const versions = (await this.db.query(
      `SELECT d.function_uuid, f.team_uuid, d.image_tag, d.dependencies_key,
         (d.is_active OR d.status = 'building' OR d.created_at > now() - make_interval(secs => $1)
          OR EXISTS (SELECT 1 FROM function_routes r
                     WHERE r.deployment_uuid = d.uuid OR r.canary_deployment_uuid = d.uuid)
          OR EXISTS (SELECT 1 FROM rollouts o WHERE o.state = 'in_progress'
                     AND (o.deployment_uuid = d.uuid OR o.baseline_uuid = d.uuid))) AS needed
       FROM deployments d JOIN functions f ON f.uuid = d.function_uuid`,
      [this.config.STORAGE_KEEP_RECENT_S],
    )) as VersionRow[];
    const functions = (await this.db.query(`SELECT uuid FROM functions`)) as { uuid: string }[];
    const teams = (await this.db.query(`SELECT uuid FROM teams`)) as { uuid: string }[];
    return {
      versions,
      functions: new Set(functions.map((f) => f.uuid)),
      teams: new Set(teams.map((t) => t.uuid)),
    };
  }

  /**
   * This installation's function and dependency images: a version's is needed with it, a
   * dependency image with any version installing the same; a function's image whose version was
   * deleted, and a dependency image of a known team that no version names, are orphans. Images of
   * functions the database does not know (another installation's, on a shared engine) are not judged.
   */
  private async storedImages({ versions, functions, teams }: Known): Promise<Stored[]> {
    const byTag = new Map(versions.map((v) => [v.image_tag, v]));
    const dependencies = neededBy(versions, dependencyImage);
    const stored: Stored[] = [];
    for (const image of await this.engine.images()) {
      for (const ref of image.tags) {
        const fn = FUNCTION_IMAGE.exec(ref);
        const dep = DEPENDENCY_IMAGE.exec(ref);
        const tag = fn?.[1] ?? dep?.[1];
        if (!tag) continue;
        // A dependency image no version names is this installation's if its team is.
        const ours = fn ? functions.has(fn[2]) : dependencies.has(tag) || teams.has(image.labels[TEAM_LABEL]);
        if (!ours) continue;
        const used = this.images.lastUsed(tag);
        stored.push({
          key: ref,
          bytes: image.uniqueBytes,
          lastUsed: used ?? image.created * 1000,
          needed:
            (fn ? !!byTag.get(tag)?.needed : !!dependencies.get(tag)) ||
            (used ?? 0) > Date.now() - STARTING_MS,
          orphan: fn ? !byTag.has(tag) : !dependencies.has(tag),
        });
        break;
      }
    }
    return stored;
  }

  /**
   * Each team's package cache (BUILD_CACHE_DIR/<team>: a cache only) and each unpacked dependency
   * tree (CODE_DIR/dependencies/<team>/<hash>: needed with a version installing it, an orphan
   * once no version does and it is not recent).
   */
  private async cacheTrees({ versions, teams }: Known): Promise<Stored[]> {
    const trees = neededBy(versions, (key) => dependencyTrees.dirOf(this.config.CODE_DIR, key));
    const recentSince = Date.now() - this.config.STORAGE_KEEP_RECENT_S * 1000;
    const stored: Stored[] = [];
    for (const team of await children(this.config.BUILD_CACHE_DIR))
      if (teams.has(team.name))
        stored.push({ ...(await usage(team.path)), key: team.path, needed: false, orphan: false });
    for (const team of await children(path.resolve(this.config.CODE_DIR, 'dependencies'))) {
      if (!teams.has(team.name)) continue;
      for (const tree of await children(team.path)) {
        if (tree.name.includes('.')) continue; // an unpack under way (`<hash>.<random>.partial`)
        const needed = trees.get(tree.path);
        const use = await usage(tree.path);
        // One no version names is an orphan once it is not recent (a build may be about to name it).
        const orphan = needed === undefined && use.lastUsed < recentSince;
        stored.push({ ...use, key: tree.path, needed: !!needed, orphan });
      }
    }
    return stored;
  }
}

/** What versions' dependency trees come to (by `as`), each with whether any version needing it is needed. */
function neededBy(versions: VersionRow[], as: (dependenciesKey: string) => string): Map<string, boolean> {
  const needed = new Map<string, boolean>();
  for (const v of versions)
    if (v.dependencies_key) {
      const key = as(v.dependencies_key);
      needed.set(key, (needed.get(key) ?? false) || v.needed);
    }
  return needed;
}

/** A directory's subdirectories (none when it is missing). */
async function children(dir: string): Promise<{ name: string; path: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory()).map((e) => ({ name: e.name, path: path.join(dir, e.name) }));
}

/** The disk a tree takes (its blocks; a file linked twice within it counted once) and its latest change. */
async function usage(dir: string): Promise<{ bytes: number; lastUsed: number }> {
  const seen = new Set<number>();
  let bytes = 0;
  let lastUsed = 0;
  const walk = async (at: string): Promise<void> => {
    const st = await lstat(at).catch(() => null);
    if (!st) return;
    lastUsed = Math.max(lastUsed, st.mtimeMs);
    if (!seen.has(st.ino)) {
      seen.add(st.ino);
      bytes += st.blocks * 512;
    }
    if (st.isDirectory())
      for (const entry of await readdir(at).catch(() => [])) await walk(path.join(at, entry));
  };
  await walk(dir);
  return { bytes, lastUsed };
}
