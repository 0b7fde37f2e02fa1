import { ArchiveContents, ArchiveError } from './archive';
import { checkScaling, checkSecretNames, ScalingSettings } from './configuration';
import { DEFAULT_RUNTIME, findRuntime, LANGUAGES, Runtime, SUPPORTED_RUNTIMES } from './runtimes';

/** What a deploy learns from an archive's function.json, checked against the archive itself. */
export interface FunctionManifest {
  runtime: Runtime;
  handler: string;
  /** Account secrets the version reads (function.json's `secrets`). */
  secrets: string[];
  /** Scaling settings the deploy applies to the function's configuration. */
  scaling: ScalingSettings;
  /** Said to the deployer, the deploy goes ahead (a deprecated runtime). */
  warnings: string[];
}

/**
 * Reads and checks function.json (runtime, handler) against the archive's entries: an unknown
 * runtime, a malformed handler, a handler module the archive lacks, or Python requirements that
 * are not vendored are the deployer's mistakes, refused before anything is stored.
 */
export function readManifest({ names, files }: ArchiveContents): FunctionManifest {
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
  if (runtime.language === 'python') checkVendored(files['requirements.txt'], names);
  let secrets: string[] = [];
  let scaling: ScalingSettings = {};
  try {
    secrets = checkSecretNames(manifest.secrets ?? [], 'function.json: secrets');
    scaling = checkScaling(manifest, 'function.json');
  } catch (err) {
    throw new ArchiveError((err as Error).message);
  }
  return {
    runtime,
    handler: handler as string,
    secrets,
    scaling,
    warnings: runtime.deprecation ? [runtime.deprecation] : [],
  };
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

/** PEP 503 normalised project name: how a requirement and an installed *.dist-info compare. */
const normalise = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/**
 * fnhost installs nothing at build (no index is reachable from a build, and builds stay
 * reproducible): every requirement must ship in the archive, as `pip install -t .` lays it out.
 */
function checkVendored(requirements: string | undefined, names: string[]): void {
  if (requirements === undefined) return;
  const installed = new Set(
    names
      .map((n) => /^([^/]+)-[^-/]+\.(?:dist|egg)-info\/?/.exec(n)?.[1])
      .filter((n): n is string => !!n)
      .map(normalise),
  );
  const missing = requirements
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line && !line.startsWith('-'))
    .map((line) => /^[A-Za-z0-9][A-Za-z0-9._-]*/.exec(line)?.[0])
    .filter((name): name is string => !!name && !installed.has(normalise(name)));
  if (missing.length)
    throw new ArchiveError(
      `requirements.txt lists ${missing.join(', ')}, not vendored in the archive: fnhost does not install ` +
        'requirements at build; run `pip install -r requirements.txt -t .` in the function folder and deploy again',
    );
}
