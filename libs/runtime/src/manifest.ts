import { ArchiveContents, ArchiveError } from './archive';
import { checkScaling, checkSecretNames, ScalingSettings } from './configuration';
import { dependencyPlan, Installer } from './dependencies';
import { DEFAULT_RUNTIME, findRuntime, LANGUAGES, Runtime, SUPPORTED_RUNTIMES } from './runtimes';

/** What a deploy learns from an archive's function.json, checked against the archive itself. */
export interface FunctionManifest {
  runtime: Runtime;
  handler: string;
  /** Account secrets the version reads (function.json's `secrets`). */
  secrets: string[];
  /** Scaling settings the deploy applies to the function's configuration. */
  scaling: ScalingSettings;
  /** What the build installs (dependencyPlan). */
  install: Installer | null;
  /** Account secrets the install step reads (function.json's `build.secrets`). */
  buildSecrets: string[];
  /** Said to the deployer, the deploy goes ahead (a deprecated runtime). */
  warnings: string[];
}

/**
 * Reads and checks function.json (runtime, handler, build) against the archive's entries: an unknown
 * runtime, a malformed handler or a handler module the archive lacks are the deployer's mistakes,
 * refused before anything is stored. Says what the build will install.
 */
export function readManifest(contents: ArchiveContents): FunctionManifest {
  const { names, files } = contents;
  const manifest = parseManifest(files['function.json']);
  const runtimeId = manifest.runtime ?? DEFAULT_RUNTIME;
  const runtime = typeof runtimeId === 'string' ? findRuntime(runtimeId) : undefined;
  if (!runtime)
    throw new ArchiveError(
      `function.json: runtime ${JSON.stringify(runtimeId)} is not supported (supported: ${SUPPORTED_RUNTIMES})`,
    );
  const rules = LANGUAGES[runtime.language];
  const handler = manifest.handler ?? rules.defaultHandler;
  const match = typeof handler === 'string' ? rules.handlerPattern.exec(handler) : null;
  if (!match)
    throw new ArchiveError(
      `function.json: handler ${JSON.stringify(handler)} must look like <module>.<function> (e.g. "${rules.defaultHandler}")`,
    );
  const present = new Set(names.map((n) => n.replace(/\/$/, '')));
  const candidates = rules.moduleFiles(match[1]);
  if (!candidates.some((c) => present.has(c)))
    throw new ArchiveError(
      `handler module "${candidates[0]}" not found in the archive (runtime ${runtime.id}, handler "${handler}")`,
    );
  let secrets: string[] = [];
  let buildSecrets: string[] = [];
  let scaling: ScalingSettings = {};
  try {
    secrets = checkSecretNames(manifest.secrets ?? [], 'function.json: secrets');
    buildSecrets = checkBuild(manifest.build);
    scaling = checkScaling(manifest, 'function.json');
  } catch (err) {
    throw new ArchiveError((err as Error).message);
  }
  const plan = dependencyPlan(runtime.language, contents);
  return {
    runtime,
    handler: handler as string,
    secrets,
    scaling,
    install: plan.install,
    buildSecrets,
    warnings: [...(runtime.deprecation ? [runtime.deprecation] : []), ...plan.warnings],
  };
}

/** function.json's `build`: `{"secrets": [names]}`, the secrets its install step reads. */
function checkBuild(build: unknown): string[] {
  if (build === undefined) return [];
  if (typeof build !== 'object' || build === null || Array.isArray(build))
    throw new Error('function.json: build must be an object, e.g. {"secrets": ["npmrc"]}');
  const unknown = Object.keys(build).filter((k) => k !== 'secrets');
  if (unknown.length)
    throw new Error(`function.json: build: unknown field ${unknown.join(', ')} (known: secrets)`);
  return checkSecretNames((build as { secrets?: unknown }).secrets ?? [], 'function.json: build.secrets');
}

/** function.json's fields: runtime, handler, secrets and the scaling settings (SCALING). */
function parseManifest(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new ArchiveError('function.json is not valid JSON');
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest))
    throw new ArchiveError('function.json must be a JSON object');
  return manifest as Record<string, unknown>;
}
