import { cronProblem, timezoneProblem } from '@fnhost/runtime/cron';
import Ajv, { ErrorObject } from 'ajv';
import { existsSync, readFileSync, statSync } from 'fs';
import * as path from 'path';
import { isMap, isScalar, LineCounter, Node, parseDocument, visit } from 'yaml';
import { checkTrigger, TriggerProblem } from '@fnhost/triggers/definition';
import { STACK_SCHEMA } from './schema';

import { STACK_FILE } from './schema';

export { STACK_FILE };

type Destination = { function: string; alias?: string } | { webhook: string };

/** One function of the stack, as the file says it (what it leaves out is the API's default). */
export interface FunctionSpec {
  name: string;
  /** The folder, absolute. */
  path: string;
  runtime?: string;
  handler?: string;
  description?: string;
  memory?: number;
  timeout?: number;
  skip_signing?: boolean;
  env?: Record<string, string | number | boolean>;
  secrets?: string[];
  instances?: { min?: number; max?: number; concurrency?: number };
  url?: {
    auth: 'none' | 'bearer' | 'signature';
    alias?: string;
    invoke_mode?: 'buffered' | 'response_stream';
    cors?: {
      origins?: string[];
      methods?: string[];
      headers?: string[];
      expose_headers?: string[];
      max_age?: number;
      credentials?: boolean;
    };
  };
  schedules?: {
    cron: string;
    timezone?: string;
    body?: Record<string, unknown>;
    enabled?: boolean;
    alias?: string;
  }[];
  rollout?: {
    target?: string;
    steps: number[];
    step_interval_s: number;
    max_error_rate?: number;
    max_p95_ratio?: number;
    min_calls?: number;
  };
  async?: {
    max_retries?: number;
    max_event_age_s?: number;
    on_success?: Destination;
    on_failure?: Destination;
  };
  /** Broker triggers, each checked by the api's own rules (checkTrigger). */
  triggers?: Record<string, unknown>[];
}

/** What a function of the file sets over its folder's function.json: its runtime and handler. */
export const manifestOf = (spec: FunctionSpec): Record<string, unknown> => ({
  ...(spec.runtime && { runtime: spec.runtime }),
  ...(spec.handler && { handler: spec.handler }),
});

/** Its env as the API holds it: every value a string. */
export const envOf = (spec: FunctionSpec): Record<string, string> =>
  Object.fromEntries(Object.entries(spec.env ?? {}).map(([k, v]) => [k, String(v)]));

export interface Stack {
  file: string;
  team?: string;
  functions: FunctionSpec[];
}

/** Problems in the order of their lines. */
const sorted = (problems: string[]) =>
  [...problems].sort((a, b) => Number(a.split(':')[1]) - Number(b.split(':')[1]));

/** A stack file that cannot be applied: every problem, each with its line. Nothing was sent. */
export class StackFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `${file} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${sorted(problems).join('\n  ')}`,
    );
  }
}

const validate = new Ajv({ allErrors: true, strict: false }).compile(STACK_SCHEMA);
const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Reads and checks a stack file: YAML, the schema, `${VAR}` from `env`, cron expressions and time
 * zones, each function's folder. Every problem is listed with its line (StackFileError).
 */
export function loadStack(file: string, env: NodeJS.ProcessEnv = process.env): Stack {
  if (!existsSync(file))
    throw new StackFileError(file, [`no such file (fnhost.yaml: see \`fnhost schema\`)`]);
  const lines = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lines, uniqueKeys: true });
  const problems: string[] = [];
  const at = (node: { range?: [number, number, number] | null } | null | undefined, text: string) =>
    problems.push(`${path.basename(file)}:${node?.range ? lines.linePos(node.range[0]).line : 1}: ${text}`);
  for (const err of doc.errors)
    problems.push(
      `${path.basename(file)}:${err.linePos?.[0].line ?? 1}: ${
        err.code === 'DUPLICATE_KEY'
          ? 'a key given twice (two functions with one name?)'
          : err.message.split(' at line')[0]
      }`,
    );
  if (problems.length) throw new StackFileError(file, problems);

  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || !node.value.includes('${')) return;
      node.value = node.value.replace(VARIABLE, (_m, name: string) => {
        if (env[name] === undefined) at(node, `\${${name}} is not set in the environment`);
        return env[name] ?? '';
      });
    },
  });
  const data = doc.toJS() as { team?: string; functions?: Record<string, Omit<FunctionSpec, 'name'>> };
  if (!validate(data as unknown))
    for (const err of validate.errors ?? [])
      if (err.keyword !== 'propertyNames') at(nodeOf(doc, err), schemaProblem(err)); // its name's own error says it
  if (problems.length) throw new StackFileError(file, problems);

  const base = path.dirname(path.resolve(file));
  const functions = Object.entries(data.functions!).map(([name, spec]) => {
    const node = (key: string, ...more: (string | number)[]) =>
      doc.getIn(['functions', name, key, ...more], true) as Node | undefined;
    const folder = path.resolve(base, spec.path);
    if (!existsSync(folder) || !statSync(folder).isDirectory())
      at(node('path'), `functions.${name}.path: ${spec.path} is not a folder`);
    spec.schedules?.forEach((s, i) => {
      const cron = cronProblem(s.cron);
      if (cron) at(node('schedules', i, 'cron'), `functions.${name}.schedules[${i}].cron ${cron}`);
      const zone = s.timezone && timezoneProblem(s.timezone);
      if (zone) at(node('schedules', i, 'timezone'), `functions.${name}.schedules[${i}].timezone ${zone}`);
    });
    const triggerNames = new Set<string>();
    spec.triggers?.forEach((t, i) => {
      try {
        const { name: trigger } = checkTrigger(t);
        if (triggerNames.has(trigger)) throw new TriggerProblem(`name: ${trigger} is given twice`);
        triggerNames.add(trigger);
      } catch (err) {
        if (!(err instanceof TriggerProblem)) throw err;
        at(node('triggers', i), `functions.${name}.triggers[${i}].${err.message}`);
      }
    });
    for (const outcome of ['on_success', 'on_failure'] as const) {
      const target = spec.async?.[outcome];
      if (target && 'function' in target && target.function === name)
        at(
          node('async', outcome),
          `functions.${name}.async.${outcome}: a function cannot be its own destination`,
        );
    }
    return { ...spec, name, path: folder };
  });
  if (problems.length) throw new StackFileError(file, problems);
  return { file, team: data.team, functions };
}

/** The node an error of the schema is about: the unknown key itself, else the value at its path. */
function nodeOf(doc: ReturnType<typeof parseDocument>, err: ErrorObject) {
  const keys = err.instancePath
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const node = doc.getIn(keys, true) as Node | undefined;
  const extra = (err.params as { additionalProperty?: string }).additionalProperty ?? err.propertyName;
  if (extra && isMap(node))
    return node.items.find((p) => isScalar(p.key) && p.key.value === extra)?.key as Node;
  return node ?? (doc.contents as Node);
}

function schemaProblem(err: ErrorObject): string {
  const where = err.instancePath.slice(1).replace(/\//g, '.') || 'the file';
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'additionalProperties')
    return `${where}: unknown key "${String(params.additionalProperty)}"`;
  if (err.keyword === 'enum')
    return `${where}: must be one of ${(params.allowedValues as string[]).join(', ')}`;
  if (err.keyword === 'const') return `${where}: must be ${JSON.stringify(params.allowedValue)}`;
  if (err.propertyName !== undefined)
    return `${where}: "${err.propertyName}": function names are 2 to 63 lowercase letters, digits and dashes, starting with a letter`;
  return `${where}: ${err.message}`;
}
