import { client } from '../session';
import { Card, ErrorBox, useLoad } from '../ui';
import type { TeamTabProps } from './team-page';

const QUOTAS: [string, string][] = [
  ['functions', 'Functions'],
  ['concurrent_executions', 'Calls running now'],
  ['queued_events', 'Asynchronous events owed'],
  ['archive_bytes', 'Stored archives'],
  ['secrets', 'Secrets'],
];

const bytes = (n: number) =>
  n < 1024 ** 2
    ? `${(n / 1024).toFixed(1)} KiB`
    : n < 1024 ** 3
      ? `${(n / 1024 ** 2).toFixed(1)} MiB`
      : `${(n / 1024 ** 3).toFixed(2)} GiB`;

/** The team's quotas (owners and admins): what it uses of each; the operator sets the limits. */
export function UsageTab({ team }: TeamTabProps) {
  const usage = useLoad(() => client.usage(team.id), [team.id]);
  const data = usage.data as Record<string, { used: number; limit: number }> | undefined;
  return (
    <Card title="Usage">
      <p class="muted">
        Past a quota, creating is refused (403) and calls and events wait their turn (429). Your operator sets
        the limits.
      </p>
      <ErrorBox error={usage.error} />
      {data && (
        <table>
          <thead>
            <tr>
              <th>Quota</th>
              <th>Used</th>
              <th>Limit</th>
              <th>
                <span class="visually-hidden">Share</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {QUOTAS.map(([quota, label]) => {
              const { used, limit } = data[quota];
              const show = quota === 'archive_bytes' ? bytes : (n: number) => String(n);
              return (
                <tr key={quota} data-quota={quota}>
                  <td>{label}</td>
                  <td>{show(used)}</td>
                  <td>{show(limit)}</td>
                  <td>
                    <meter
                      aria-label={`${label}: share used`}
                      min={0}
                      max={Math.max(limit, 1)}
                      value={used}
                      high={limit * 0.8}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Card>
  );
}
