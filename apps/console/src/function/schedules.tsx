import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Field, Form, Notice, TextArea, Time, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

/** Cron schedules: each run is an asynchronous invocation of the function. */
export function SchedulesTab({ fn }: TabProps) {
  const list = useLoad(() => client.schedules(fn.id), [fn.id]);
  const [cron, setCron] = useState('@hourly');
  const [timezone, setTimezone] = useState(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const [body, setBody] = useState('{}');
  const [done, setDone] = useState<string | null>(null);
  const add = useAction(async () => {
    let event: unknown;
    try {
      event = JSON.parse(body || '{}');
    } catch (err) {
      throw new Error(`Event is not valid JSON: ${(err as Error).message}`);
    }
    const s = await client.createSchedule(fn.id, { cron, timezone, body: event as Record<string, unknown> });
    setDone(`Schedule added: next run ${new Date(s.next_run_at ?? '').toLocaleString()}`);
    list.reload();
  });
  const change = useAction(async (id: string, how: 'pause' | 'resume' | 'delete') => {
    if (how === 'delete') {
      if (!window.confirm('Delete this schedule?')) return;
      await client.deleteSchedule(fn.id, id);
      setDone('Schedule deleted');
    } else {
      await client.updateSchedule(fn.id, id, { enabled: how === 'resume' });
      setDone(how === 'pause' ? 'Schedule paused' : 'Schedule resumed');
    }
    list.reload();
  });
  const schedules = list.data?.schedules;
  return (
    <Card title="Schedules">
      <p class="muted">
        Five cron fields (minute hour day month weekday) or @hourly, @daily, @weekly, @monthly; at most 10 per
        function. Runs are asynchronous invocations, retried like any other.
      </p>
      <ErrorBox error={list.error ?? add.error ?? change.error} />
      <Notice text={done} />
      <Form onSubmit={add.run}>
        <Field label="Cron" name="cron" value={cron} onValue={setCron} />
        <Field label="Time zone (IANA)" name="timezone" value={timezone} onValue={setTimezone} />
        <TextArea label="Event (JSON object)" name="body" rows={3} value={body} onValue={setBody} />
        <button type="submit" disabled={add.busy}>
          Add schedule
        </button>
      </Form>
      {schedules && schedules.length === 0 && <Empty>No schedules yet.</Empty>}
      {schedules && schedules.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Cron</th>
              <th>Time zone</th>
              <th>Next run</th>
              <th>Last run</th>
              <th>
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {schedules.map((s) => (
              <tr key={s.id} data-schedule={s.id}>
                <td>
                  <code>{s.cron}</code>
                </td>
                <td>{s.timezone}</td>
                <td>{s.enabled ? <Time iso={s.next_run_at} /> : 'paused'}</td>
                <td>
                  <Time iso={s.last_run_at} />
                </td>
                <td>
                  <button
                    type="button"
                    class="secondary"
                    disabled={change.busy}
                    onClick={() => void change.run(s.id, s.enabled ? 'pause' : 'resume')}
                  >
                    {s.enabled ? 'Pause' : 'Resume'}
                  </button>{' '}
                  <button
                    type="button"
                    class="secondary"
                    disabled={change.busy}
                    onClick={() => void change.run(s.id, 'delete')}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
