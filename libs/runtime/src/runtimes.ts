import { readFileSync } from 'fs';
import * as path from 'path';

export type Language = 'node' | 'python';

/** A runtime a function can choose in its function.json, as pinned in libs/runtime/runtimes.json. */
export interface Runtime {
  id: string;
  language: Language;
  /** The exact interpreter version inside its image. */
  version: string;
  /** Set when new deployments should move off it: said in the deploy response and function details. */
  deprecation?: string;
  /** The locally built base image every function image of this runtime starts FROM. */
  baseImage: string;
}

/** How a language's runtime is run: its shim, the command, the handler form and where it may live. */
interface LanguageRules {
  /** How people name the language's interpreter ("Node.js 24.21.0"). */
  name: string;
  shim: string;
  command: string[];
  defaultHandler: string;
  /** `<module>.<function>` as that language names them. */
  handlerPattern: RegExp;
  /** Archive paths any of which holds the handler's module. */
  moduleFiles(module: string): string[];
  /** Environment the worker sets, from the function's memory. */
  env(memoryMb: number): Record<string, string>;
}

const RUNTIME_DIR = path.join(__dirname, '..');
/** The shims copied into every function image (plain JavaScript and Python; the build copies them beside dist). */
const SHIM_DIR = path.join(RUNTIME_DIR, 'shim');

export const LANGUAGES: Record<Language, LanguageRules> = {
  node: {
    name: 'Node.js',
    shim: 'shim.js',
    command: ['node', '/runtime/shim.js'],
    defaultHandler: 'index.handler',
    handlerPattern: /^([\w./-]+)\.([A-Za-z_$][\w$]*)$/,
    moduleFiles: (m) => [`${m}.js`, `${m}.mjs`, `${m}.cjs`, `${m}/index.js`, m],
    // V8 gives up before the cgroup kills the process, so the cause can be reported: the old space
    // at 75 % of the memory, and a young generation sized from it (V8 would size it from the host's
    // memory: semi-spaces of up to 32 MB on Node.js 24, most of a small function's limit).
    env: (memoryMb) => ({
      NODE_OPTIONS: [
        `--max-old-space-size=${Math.max(16, Math.floor(memoryMb * 0.75))}`,
        `--max-semi-space-size=${Math.min(16, Math.max(1, Math.floor(memoryMb / 64)))}`,
      ].join(' '),
    }),
  },
  python: {
    name: 'Python',
    shim: 'shim.py',
    // -B: the image is read-only, no bytecode files; -u: output unbuffered, so it reaches the logs.
    command: ['python3', '-B', '-u', '/runtime/shim.py'],
    defaultHandler: 'main.handler',
    handlerPattern: /^([A-Za-z_]\w*(?:[./][A-Za-z_]\w*)*)\.([A-Za-z_]\w*)$/,
    moduleFiles: (m) => {
      const file = m.replace(/\./g, '/');
      return [`${file}.py`, `${file}/__init__.py`];
    },
    env: () => ({}),
  },
};

interface RuntimesFile {
  default: string;
  latest: Record<Language, string>;
  runtimes: Record<string, { language: Language; version: string; deprecation?: string }>;
}

const file = JSON.parse(readFileSync(path.join(RUNTIME_DIR, 'runtimes.json'), 'utf8')) as RuntimesFile;

/** Every runtime, the supported ones first and the deprecated ones last. */
export const RUNTIMES: Runtime[] = Object.entries(file.runtimes)
  .map(([id, { language, version, deprecation }]) => ({
    id,
    language,
    version,
    ...(deprecation && { deprecation }),
    baseImage: `fnhost/runtime:${id}-${version}`,
  }))
  .sort((a, b) => Number(!!a.deprecation) - Number(!!b.deprecation));

export const DEFAULT_RUNTIME = file.default;
/** Per language, its newest runtime: what a language's name stands for where a runtime is picked. */
export const LATEST_RUNTIMES: Record<Language, string> = file.latest;

export function findRuntime(id: string): Runtime | undefined {
  return RUNTIMES.find((r) => r.id === id);
}

/** A deployment's runtime; missing only when an operator removed it from runtimes.json since the deploy. */
export function deployedRuntime(id: string): Runtime {
  const runtime = findRuntime(id);
  if (!runtime) throw new Error(`runtime ${id} is no longer in libs/runtime/runtimes.json`);
  return runtime;
}

/** "node24, node22, python3.13, python3.11, node20 (deprecated)": what an error about the runtime lists. */
export const SUPPORTED_RUNTIMES = RUNTIMES.map((r) => (r.deprecation ? `${r.id} (deprecated)` : r.id)).join(
  ', ',
);

export const shimPath = (language: Language) => path.join(SHIM_DIR, LANGUAGES[language].shim);
