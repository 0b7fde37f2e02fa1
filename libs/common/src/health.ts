import { isDraining } from './shutdown';

export type DependencyState = 'up' | 'down';

export interface HealthReport {
  /** `draining`: stopping (SIGTERM), in-flight work finishing; a load balancer takes it out. */
  status: 'ok' | 'degraded' | 'draining';
  timestamp: string;
  checks: Record<string, DependencyState>;
  /** Things that work but put data at risk (a Redis without persistence). */
  warnings: string[];
  /** What makes it degraded besides a dependency down, named (a host's network policy not in force). */
  problems: string[];
}

const CHECK_TIMEOUT_MS = 1000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    // A failed or slow probe is the answer itself: the dependency is reported down.
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes each dependency (1 s each, in parallel); `degraded` when any is down or a problem is
 * named, `draining` once stopping.
 */
export async function checkHealth(
  checks: Record<string, () => Promise<unknown>>,
  report: { warnings?: () => Promise<string[]>; problems?: () => Promise<string[]> } = {},
): Promise<HealthReport> {
  const names = Object.keys(checks);
  const none = async () => [];
  const [states, warnings, problems] = await Promise.all([
    Promise.all(names.map((n) => probe(checks[n]))),
    // Best effort: a dependency that cannot answer is reported by its check already.
    (report.warnings ?? none)().catch(() => []),
    (report.problems ?? none)().catch(() => []),
  ]);
  const healthy = states.every((s) => s === 'up') && !problems.length;
  return {
    status: isDraining() ? 'draining' : healthy ? 'ok' : 'degraded',
    timestamp: new Date().toISOString(),
    checks: Object.fromEntries(names.map((n, i) => [n, states[i]])),
    warnings,
    problems,
  };
}

/** A load balancer's answer: 503 takes the replica out, so only for what the replica itself needs. */
export const healthStatusCode = (report: HealthReport) =>
  report.status === 'draining' || Object.values(report.checks).includes('down') ? 503 : 200;
