import { ArchiveContents, ArchiveError } from './archive';
import { Language } from './runtimes';

/** How a build installs a function's dependencies. */
export const INSTALLERS = ['npm ci', 'npm install', 'pip'] as const;
export type Installer = (typeof INSTALLERS)[number];

/**
 * The archive's root files each install reads, and nothing else of the archive: they alone decide
 * whether an earlier build's installed tree can be used again. A dependency on a local path of the
 * archive (`file:` in package.json, `./pkg` in requirements.txt) is therefore not installable.
 */
export const INSTALL_INPUTS: Record<Installer, string[]> = {
  'npm ci': ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', '.npmrc'],
  'npm install': ['package.json', '.npmrc'],
  pip: ['requirements.txt'],
};

/** The install each installer runs in the builder, as build output and errors name it. */
export const INSTALL_COMMANDS: Record<Installer, string> = {
  'npm ci': 'npm ci --omit=dev',
  'npm install': 'npm install --omit=dev',
  pip: 'pip install -r requirements.txt',
};

export interface DependencyPlan {
  /** What the build installs; null: nothing (no dependencies, or the archive brings them). */
  install: Installer | null;
  /** Said to the deployer, the deploy goes ahead. */
  warnings: string[];
}

const NOTHING: DependencyPlan = { install: null, warnings: [] };

/** Decided at deploy from the archive's entries: what the build will install. */
export function dependencyPlan(language: Language, contents: ArchiveContents): DependencyPlan {
  return language === 'node' ? nodePlan(contents) : pythonPlan(contents);
}

/**
 * package.json with dependencies and no node_modules: `npm ci` with a lock file, else `npm install`
 * (warned: another build may resolve other versions). An archive that brings node_modules is used
 * as it is.
 */
function nodePlan({ names, files }: ArchiveContents): DependencyPlan {
  if (names.some((n) => n === 'node_modules/' || n.startsWith('node_modules/'))) return NOTHING;
  const text = files['package.json'];
  if (text === undefined) return NOTHING;
  let manifest: { dependencies?: unknown; optionalDependencies?: unknown };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    throw new ArchiveError('package.json is not valid JSON');
  }
  const count = (deps: unknown) =>
    deps && typeof deps === 'object' && !Array.isArray(deps) ? Object.keys(deps).length : 0;
  if (count(manifest?.dependencies) + count(manifest?.optionalDependencies) === 0) return NOTHING;
  if (names.includes('package-lock.json') || names.includes('npm-shrinkwrap.json'))
    return { install: 'npm ci', warnings: [] };
  return {
    install: 'npm install',
    warnings: [
      'package.json has no package-lock.json beside it: the build runs `npm install`, which may ' +
        'resolve other versions on another day; run `npm install --package-lock-only` and deploy ' +
        'the lock file for a reproducible build',
    ],
  };
}

/** PEP 503 normalised project name: how a requirement and an installed *.dist-info compare. */
const normalise = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');

/**
 * requirements.txt is installed with pip, unless every project it names is already vendored in the
 * archive (`pip install -t .` laid out, with its *.dist-info), which keeps working as it did.
 */
function pythonPlan({ names, files }: ArchiveContents): DependencyPlan {
  const requirements = files['requirements.txt'];
  if (requirements === undefined) return NOTHING;
  const vendored = new Set(
    names
      .map((n) => /^([^/]+)-[^-/]+\.(?:dist|egg)-info\/?/.exec(n)?.[1])
      .filter((n): n is string => !!n)
      .map(normalise),
  );
  const lines = requirements
    .replace(/\\\r?\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*/, '').trim())
    .filter(Boolean);
  // Options (an index, hashes) change how pip installs, not what: a vendored archive needs none.
  const needsPip = lines
    .filter((l) => !l.startsWith('-'))
    .some((l) => {
      const name = /^[A-Za-z0-9][\w.-]*/.exec(l)?.[0];
      return !name || !vendored.has(normalise(name));
    });
  return needsPip ? { install: 'pip', warnings: [] } : NOTHING;
}
