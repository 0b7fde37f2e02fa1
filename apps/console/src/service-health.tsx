import { useEffect, useState } from 'preact/hooks';
import { client } from './session';
import { useInterval } from './ui';

/** How often the page asks (GET /health is not rate-limited). */
const POLL_MS = 15_000;

type Health = Awaited<ReturnType<typeof client.health>>;

/** What a user can make of the service's state, or null when all is well. */
function explain(health: Health | 'unreachable'): string | null {
  if (health === 'unreachable') return 'The service cannot be reached; it is retried every 15 s.';
  if (health.status === 'draining') return 'This server is restarting; your next requests go to another one.';
  if (health.status === 'degraded') {
    const down = Object.entries(health.checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    const what = [...(down.length ? [`${down.join(', ')} down`] : []), ...health.problems];
    return `The service is degraded (${what.join('; ')}): requests that need it fail until it is back.`;
  }
  return null;
}

/** A banner over every page while the service is degraded, draining or unreachable. */
export function ServiceHealth() {
  const [text, setText] = useState<string | null>(null);
  const check = () =>
    void client.health().then(
      (h) => setText(explain(h)),
      () => setText(explain('unreachable')),
    );
  useEffect(check, []);
  useInterval(check, POLL_MS);
  if (!text) return null;
  return (
    <p class="warning service-health" role="alert">
      {text}
    </p>
  );
}
