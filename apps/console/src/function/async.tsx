import type { Schemas } from '@fnhost/sdk';
import { useEffect, useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Field, Form, Notice, Pager, Time, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

type Destination = Schemas['AsyncConfigDto']['on_success'];
const PER_PAGE = 20;

/** A destination as typed: empty (none), a function id, or an http(s) URL. */
function parse(text: string): Destination {
  const t = text.trim();
  if (!t) return null;
  return /^https?:\/\//.test(t) ? { type: 'webhook', url: t } : { type: 'function', function_id: t };
}
const shown = (d: Destination | undefined) => (!d ? '' : 'url' in d ? d.url : d.function_id);

/** Asynchronous invocations: the retry policy, destinations, and the dead letters. */
export function AsyncTab({ fn }: TabProps) {
  const config = useLoad(() => client.asyncConfig(fn.id), [fn.id]);
  const [retries, setRetries] = useState('2');
  const [maxAge, setMaxAge] = useState('21600');
  const [onSuccess, setOnSuccess] = useState('');
  const [onFailure, setOnFailure] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    const c = config.data;
    if (!c) return;
    setRetries(String(c.max_retries));
    setMaxAge(String(c.max_event_age_s));
    setOnSuccess(shown(c.on_success));
    setOnFailure(shown(c.on_failure));
  }, [config.data]);
  const save = useAction(async () => {
    const result = await client.setAsyncConfig(fn.id, {
      max_retries: Number(retries),
      max_event_age_s: Number(maxAge),
      on_success: parse(onSuccess),
      on_failure: parse(onFailure),
    });
    setSaved('Asynchronous configuration saved');
    if (result.signing_secret) setSecret(result.signing_secret);
  });

  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const letters = useLoad(() => client.deadLetters(fn.id, page, PER_PAGE), [fn.id, page]);
  const act = useAction(async (executionId: string, how: 'redrive' | 'delete') => {
    if (how === 'delete') {
      if (!window.confirm('Delete this dead letter and its execution?')) return;
      await client.deleteDeadLetter(fn.id, executionId);
      setDone('Dead letter deleted');
    } else setDone(`Queued again as execution ${(await client.redrive(fn.id, executionId)).execution_id}`);
    letters.reload();
  });
  const data = letters.data;
  return (
    <>
      <Card title="Asynchronous invocations">
        <p class="muted">
          Invoke with the header <code>Prefer: respond-async</code> (or the playground's switch): a failed
          attempt is retried after 30 s, 1 min, 2 min…, then kept as a dead letter.
        </p>
        <ErrorBox error={config.error ?? save.error} />
        <Notice text={saved} />
        {secret && (
          <p class="notice" role="status">
            Webhook signing secret, shown once: <code data-secret>{secret}</code>
          </p>
        )}
        <Form onSubmit={save.run}>
          <Field
            label="Retries (0 to 5)"
            name="max_retries"
            inputMode="numeric"
            value={retries}
            onValue={setRetries}
          />
          <Field
            label="Maximum event age, seconds (60 to 21600)"
            name="max_event_age_s"
            inputMode="numeric"
            value={maxAge}
            onValue={setMaxAge}
          />
          <Field
            label="On success: a function id or a webhook URL (empty: none)"
            name="on_success"
            value={onSuccess}
            onValue={setOnSuccess}
          />
          <Field
            label="On failure: a function id or a webhook URL (empty: none)"
            name="on_failure"
            value={onFailure}
            onValue={setOnFailure}
          />
          <button type="submit" disabled={save.busy}>
            Save
          </button>
        </Form>
      </Card>
      <Card title="Dead letters">
        <ErrorBox error={letters.error ?? act.error} />
        <Notice text={done} />
        {data && data.total === 0 && (
          <Empty>No dead letters: every asynchronous event succeeded or is still trying.</Empty>
        )}
        {data && data.dead_letters.length > 0 && (
          <>
            <table>
              <thead>
                <tr>
                  <th>Execution</th>
                  <th>Attempts</th>
                  <th>Error</th>
                  <th>Dead since</th>
                  <th>
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.dead_letters.map((d) => (
                  <tr key={d.execution_id} data-dead-letter={d.execution_id}>
                    <td>
                      <code>{d.execution_id}</code>
                    </td>
                    <td>{d.attempts}</td>
                    <td class="small">{d.error_message}</td>
                    <td>
                      <Time iso={d.dead_at} />
                    </td>
                    <td>
                      <button
                        type="button"
                        disabled={act.busy}
                        onClick={() => void act.run(d.execution_id, 'redrive')}
                      >
                        Redrive
                      </button>{' '}
                      <button
                        type="button"
                        class="secondary"
                        disabled={act.busy}
                        onClick={() => void act.run(d.execution_id, 'delete')}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} hasNext={data.has_next} onPage={setPage} label="Dead letter" />
          </>
        )}
      </Card>
    </>
  );
}
