/**
 * How long a change made in PostgreSQL takes at most to reach every api replica's caches: the
 * change notification's delivery, milliseconds in practice (docs/decisions/0013-hot-path.md).
 */
export const PROPAGATION_BOUND_MS = 1000;

/** How long until `check` holds (polled every 20 ms), failing past PROPAGATION_BOUND_MS. */
export async function msUntil(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > PROPAGATION_BOUND_MS)
      throw new Error(`${what}: not seen within ${PROPAGATION_BOUND_MS} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

/** Waits until `check` holds (a check that throws counts as not yet), failing after `seconds`. */
export async function until(what: string, check: () => Promise<boolean>, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Until the worker at `worker` (base URL) runs at least `calls` invocations: its status counts
 * them in flight once they reached an instance. For tests that act on a running call.
 */
export const untilInFlight = (worker: string, calls = 1) =>
  until(
    `${calls} invocation(s) running on the worker`,
    async () => {
      const res = await fetch(`${worker}/health`);
      return ((await res.json()) as { worker: { in_flight: number } }).worker.in_flight >= calls;
    },
    10,
  );
