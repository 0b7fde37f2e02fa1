import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, ErrorBox, Field, Form, Notice, useAction, useLoad } from '../ui';
import type { TeamTabProps } from './team-page';

/** How long the team's executions and logs are kept: every member reads it, owners change it. */
export function RetentionCard({ team }: Pick<TeamTabProps, 'team'>) {
  const retention = useLoad(() => client.retention(team.id), [team.id]);
  const [days, setDays] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const change = useAction(async (to: number | null) => {
    setDone(null);
    const set = await client.setRetention(team.id, to);
    setDays('');
    setDone(`Executions are now kept ${set.execution_retention_days} days`);
    retention.reload();
  });
  const r = retention.data;
  return (
    <Card title="Execution retention">
      <ErrorBox error={retention.error ?? change.error} />
      <Notice text={done} />
      {r && (
        <p data-retention={r.execution_retention_days}>
          Executions and their logs are kept <strong>{r.execution_retention_days} days</strong> (
          {r.own ? "the team's choice" : "your operator's default"}), then removed; the statistics keep
          counting them.
        </p>
      )}
      {r && team.role === 'owner' && (
        <Form class="inline" onSubmit={() => change.run(Number(days))}>
          <Field
            label="Days to keep"
            name="retention-days"
            type="number"
            required
            min={1}
            max={r.max_days}
            value={days}
            onValue={setDays}
          />
          <button type="submit" class="secondary" disabled={change.busy}>
            Set retention
          </button>
          {r.own && (
            <button
              type="button"
              class="secondary"
              disabled={change.busy}
              onClick={() => void change.run(null)}
            >
              Use the default ({r.default_days} days)
            </button>
          )}
        </Form>
      )}
    </Card>
  );
}
