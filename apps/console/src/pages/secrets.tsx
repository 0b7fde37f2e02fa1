import { useState } from 'preact/hooks';
import { functionPath } from '../paths';
import { client } from '../session';
import { useTeamId } from '../team';
import { Card, Empty, ErrorBox, Field, Form, Notice, TextArea, Time, useAction, useLoad } from '../ui';

/** The team's secrets: values are written here and never shown again, by anyone. */
export function Secrets() {
  const teamId = useTeamId();
  const list = useLoad(() => client.secrets(teamId), [teamId]);
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [changing, setChanging] = useState<string | null>(null);
  const [newValue, setNewValue] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const create = useAction(async () => {
    const saved = await client.createSecret(name.trim(), value, teamId);
    setName('');
    setValue('');
    setDone(`Secret ${saved.name} created (${saved.size} bytes)`);
    list.reload();
  });
  // One action for both, so a refusal of one is not shown after the other succeeded.
  const act = useAction(async (secret: string, how: 'change' | 'delete') => {
    setDone(null);
    if (how === 'change') {
      const saved = await client.updateSecret(secret, newValue, teamId);
      setChanging(null);
      setNewValue('');
      setDone(`Secret ${saved.name} changed: running functions read the new value within a minute`);
    } else {
      if (!window.confirm(`Delete secret ${secret}?`)) return;
      setDone((await client.deleteSecret(secret, teamId)).message);
    }
    list.reload();
  });
  const secrets = list.data?.secrets;
  return (
    <>
      <h1>Secrets</h1>
      <Card title="Create a secret">
        <p class="muted">
          Sealed at rest. A function whose configuration (or <code>function.json</code>) names a secret reads
          it as the file <code>/var/fnhost/secrets/&lt;name&gt;</code>; the value is never shown again.
        </p>
        <ErrorBox error={create.error} />
        <Form onSubmit={create.run}>
          <Field
            label="Name (lowercase letters, digits, . _ -)"
            name="name"
            required
            autoComplete="off"
            value={name}
            onValue={setName}
          />
          <TextArea
            label="Value"
            name="value"
            rows={3}
            required
            autoComplete="off"
            value={value}
            onValue={setValue}
          />
          <button type="submit" disabled={create.busy}>
            Create secret
          </button>
        </Form>
      </Card>
      <Card title="Your secrets">
        <ErrorBox error={list.error ?? act.error} />
        <Notice text={done} />
        {secrets && !secrets.length && <Empty>No secrets yet.</Empty>}
        {secrets && secrets.length > 0 && (
          <div class="scroll">
            <table>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Bytes</th>
                  <th>Updated</th>
                  <th>Used by</th>
                  <th>
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {secrets.map((s) => (
                  <tr key={s.name} data-secret-row={s.name}>
                    <td>
                      <code>{s.name}</code>
                    </td>
                    <td>{s.size}</td>
                    <td>
                      <Time iso={s.updated_at} />
                    </td>
                    <td>
                      {s.used_by.length
                        ? s.used_by.map((f, i) => (
                            <span key={f.id}>
                              {i > 0 && ', '}
                              <a href={functionPath(f.id, 'configuration')}>{f.name}</a>
                            </span>
                          ))
                        : '—'}
                    </td>
                    <td>
                      {changing === s.name ? (
                        <Form onSubmit={() => act.run(s.name, 'change')} class="inline">
                          <Field
                            label={`New value of ${s.name}`}
                            name="new-value"
                            type="password"
                            autoComplete="off"
                            required
                            value={newValue}
                            onValue={setNewValue}
                          />
                          <button type="submit" disabled={act.busy}>
                            Save
                          </button>
                        </Form>
                      ) : (
                        <>
                          <button type="button" class="secondary" onClick={() => setChanging(s.name)}>
                            Change value
                          </button>{' '}
                          <button
                            type="button"
                            class="danger"
                            disabled={act.busy}
                            onClick={() => void act.run(s.name, 'delete')}
                          >
                            Delete
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
