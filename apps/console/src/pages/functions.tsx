import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { functionPath } from '../paths';
import { client } from '../session';
import {
  Card,
  Empty,
  ErrorBox,
  Field,
  Form,
  LimitFields,
  Pager,
  Status,
  Time,
  useAction,
  useLoad,
} from '../ui';

const PAGE = 20;

export function Functions() {
  const [offset, setOffset] = useState(0);
  const list = useLoad(() => client.listFunctions(PAGE, offset), [offset]);
  const page = list.data;
  return (
    <>
      <h1>Functions</h1>
      <CreateFunction />
      <Card title="Your functions">
        <ErrorBox error={list.error} />
        {page && page.total === 0 && (
          <Empty>No functions yet. Create one above, then deploy a tar.gz to it.</Empty>
        )}
        {page && page.functions.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Status</th>
                <th>Active version</th>
                <th>Instances</th>
                <th>Last invocation</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {page.functions.map((f) => (
                <tr key={f.id}>
                  <td>
                    <a href={functionPath(f.id)}>{f.name}</a>
                  </td>
                  <td>
                    <Status value={f.status} />
                  </td>
                  <td>
                    {f.deployment_version ? `v${f.deployment_version}` : <span class="muted">none</span>}
                  </td>
                  <td data-instances>{f.instances}</td>
                  <td>
                    {f.last_invoked_at ? (
                      <Time iso={f.last_invoked_at} precision="minute" />
                    ) : (
                      <span class="muted">never</span>
                    )}
                  </td>
                  <td>
                    <Time iso={f.created_at} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {page && (
          <Pager
            page={offset / PAGE + 1}
            hasNext={offset + PAGE < page.total}
            onPage={(n) => setOffset((n - 1) * PAGE)}
            label="Function"
          />
        )}
      </Card>
    </>
  );
}

function CreateFunction() {
  const { route } = useLocation();
  const [name, setName] = useState('');
  const [memory, setMemory] = useState(128);
  const [timeout, setTimeoutS] = useState(30);
  const [signed, setSigned] = useState(true);
  const create = useAction(async () => {
    const fn = await client.init({ name, memory, timeout, skip_signing: !signed });
    route(functionPath(fn.id, 'deploy'));
  });
  return (
    <Card title="Create a function">
      <Form class="inline" onSubmit={create.run}>
        <Field
          label="Name"
          name="name"
          required
          placeholder="resize-image"
          pattern="[a-z][a-z0-9\-]{0,61}[a-z0-9]"
          title="2 to 63 lowercase letters, digits and dashes; starts with a letter"
          value={name}
          onValue={setName}
        />
        <LimitFields
          memory={memory}
          timeout={timeout}
          onMemory={(v) => setMemory(Number(v))}
          onTimeout={(v) => setTimeoutS(Number(v))}
        />
        <label class="check">
          <input
            name="signed"
            type="checkbox"
            checked={signed}
            onChange={(e) => setSigned(e.currentTarget.checked)}
          />
          Require signed invocations once it has an API key
        </label>
        <button type="submit" disabled={create.busy}>
          Create
        </button>
      </Form>
      <ErrorBox error={create.error} />
    </Card>
  );
}
