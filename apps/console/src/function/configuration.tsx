import { useEffect, useState } from 'preact/hooks';
import { BASE } from '../paths';
import { client } from '../session';
import { Card, ErrorBox, Field, Form, LimitFields, Notice, TextArea, Time, useAction, useLoad } from '../ui';
import { parseEnv } from './env';
import type { TabProps } from './tab';

/** Memory, timeout, env, secrets and description, changed without a build; the latest revisions. */
export function ConfigurationTab({ fn, refresh }: TabProps) {
  const [memory, setMemory] = useState(String(fn.memory));
  const [timeout, setTimeoutS] = useState(String(fn.timeout));
  const [env, setEnv] = useState(Object.keys(fn.env).length ? JSON.stringify(fn.env, null, 2) : '');
  const [secrets, setSecrets] = useState(new Set(fn.secrets));
  const [description, setDescription] = useState(fn.description);
  const [minInstances, setMinInstances] = useState(String(fn.min_instances));
  const [maxInstances, setMaxInstances] = useState(String(fn.max_instances));
  const [concurrency, setConcurrency] = useState(String(fn.concurrency_per_instance));
  const [saved, setSaved] = useState<string | null>(null);
  const account = useLoad(() => client.secrets(), []);
  const history = useLoad(() => client.deployments(fn.id, 1, 1), [fn.id, fn.config_revision]);
  useEffect(() => setSecrets(new Set(fn.secrets)), [fn.secrets]);
  const save = useAction(async () => {
    const result = await client.configure(fn.id, {
      memory: Number(memory),
      timeout: Number(timeout),
      env: parseEnv(env) ?? {},
      secrets: [...secrets],
      description,
      min_instances: Number(minInstances),
      max_instances: Number(maxInstances),
      concurrency_per_instance: Number(concurrency),
    });
    setSaved(
      result.config_revision === fn.config_revision
        ? 'Nothing changed'
        : `Saved as revision ${result.config_revision}: calls from now on run on it`,
    );
    refresh();
  });
  const toggle = (name: string, on: boolean) => {
    const next = new Set(secrets);
    if (on) next.add(name);
    else next.delete(name);
    setSecrets(next);
  };
  const names = account.data?.secrets.map((s) => s.name) ?? [];
  return (
    <>
      <Card title="Configuration">
        <p class="muted">
          Applied without a build: calls from now on run on it, and instances on the old configuration are
          replaced once their calls finish. These variables sit over the ones the active version was deployed
          with; a rollback keeps this configuration.
        </p>
        <ErrorBox error={save.error ?? account.error} />
        <Notice text={saved} />
        <Form onSubmit={save.run}>
          <LimitFields memory={memory} timeout={timeout} onMemory={setMemory} onTimeout={setTimeoutS} />
          <TextArea
            label="Environment variables (JSON object of strings)"
            plain
            name="env"
            rows={3}
            placeholder='{"MODE": "fast"}'
            value={env}
            onValue={setEnv}
          />
          <fieldset>
            <legend>
              Secrets, read as files under <code>/var/fnhost/secrets/</code>
            </legend>
            {account.data && !names.length && (
              <p class="muted">
                This account has no secrets yet: <a href={`${BASE}/secrets`}>create one</a>.
              </p>
            )}
            {[...new Set([...names, ...secrets])].map((name) => (
              <label class="check" key={name}>
                <input
                  type="checkbox"
                  name="secret"
                  value={name}
                  checked={secrets.has(name)}
                  onChange={(e) => toggle(name, e.currentTarget.checked)}
                />
                <code>{name}</code>
              </label>
            ))}
          </fieldset>
          <fieldset class="row">
            <legend>Instances on each worker host</legend>
            <Field
              label="Kept started (0 to 10)"
              name="min_instances"
              type="number"
              min={0}
              max={10}
              value={minInstances}
              onValue={setMinInstances}
            />
            <Field
              label="At most (1 to 50)"
              name="max_instances"
              type="number"
              min={1}
              max={50}
              value={maxInstances}
              onValue={setMaxInstances}
            />
            <Field
              label="Calls per instance (1 to 100)"
              name="concurrency_per_instance"
              type="number"
              min={1}
              max={100}
              value={concurrency}
              onValue={setConcurrency}
            />
          </fieldset>
          <Field
            label="Description"
            name="description"
            maxLength={256}
            value={description}
            onValue={setDescription}
          />
          <button type="submit" disabled={save.busy}>
            Save configuration
          </button>
        </Form>
      </Card>
      <Card title="Revisions">
        <ErrorBox error={history.error} />
        {history.data && (
          <table>
            <thead>
              <tr>
                <th>Revision</th>
                <th>Changed</th>
                <th>Memory</th>
                <th>Timeout</th>
                <th>Secrets</th>
                <th>When</th>
              </tr>
            </thead>
            <tbody>
              {history.data.config_revisions.map((r) => (
                <tr key={r.revision} data-revision={r.revision}>
                  <td>{r.revision}</td>
                  <td>{r.changed.length ? r.changed.join(', ') : 'created'}</td>
                  <td>{r.memory} MB</td>
                  <td>{r.timeout} s</td>
                  <td>{r.secrets.join(', ') || '—'}</td>
                  <td>
                    <Time iso={r.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </>
  );
}
