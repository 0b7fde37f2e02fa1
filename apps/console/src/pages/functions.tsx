import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { functionPath } from '../paths';
import { client } from '../session';
import { useTeamId } from '../team';
import { FUNCTION_SORTS } from '@fnhost/sdk';
import {
  Card,
  Choice,
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

type Sort = (typeof FUNCTION_SORTS)[number];
const SORTS: [Sort, string][] = [
  ['created_at', 'Newest first'],
  ['name', 'Name'],
  ['last_invoked_at', 'Last invoked'],
];

export function Functions() {
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<{ q?: string; sort: Sort }>({ sort: 'created_at' });
  const teamId = useTeamId();
  const list = useLoad(
    () => client.listFunctions({ limit: PAGE, offset, ...query, team_id: teamId }),
    [offset, query, teamId],
  );
  const day = useLoad(() => client.functionsStats('24h', teamId), [teamId]);
  const stats = new Map(day.data?.functions.map((f) => [f.function_id, f]));
  const page = list.data;
  return (
    <>
      <h1>Functions</h1>
      <CreateFunction />
      <Card title="Your functions">
        <form
          class="inline"
          aria-label="Find functions"
          onSubmit={(e) => {
            e.preventDefault();
            setOffset(0);
            setQuery({ ...query, q: search.trim() || undefined });
          }}
        >
          <Field
            label="Name contains"
            name="q"
            type="search"
            maxLength={63}
            value={search}
            onValue={setSearch}
          />
          <button type="submit" class="secondary">
            Search
          </button>
          <Choice
            label="Sort by"
            name="sort"
            options={SORTS}
            value={query.sort}
            onValue={(sort) => {
              setOffset(0);
              setQuery({ ...query, sort: sort as Sort });
            }}
          />
        </form>
        <ErrorBox error={list.error ?? day.error} />
        {page && page.total === 0 && (
          <Empty>
            {query.q
              ? `No function names contain "${query.q}".`
              : 'No functions yet. Create one above, then deploy a tar.gz to it.'}
          </Empty>
        )}
        {page && page.functions.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Status</th>
                <th>Active version</th>
                <th>Instances</th>
                <th>Calls (24 h)</th>
                <th>Errors (24 h)</th>
                <th>Last invocation</th>
                <th>Created</th>
              </tr>
            </thead>
            <tbody>
              {page.functions.map((f) => {
                const s = stats.get(f.id);
                return (
                  <tr key={f.id} data-function={f.name}>
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
                    <td data-calls>{s ? s.invocations_count : '…'}</td>
                    <td data-errors>
                      {s?.invocations_count ? (
                        <span class={s.error_count ? 'error-text' : undefined}>
                          {(s.error_rate * 100).toFixed(1)}%
                        </span>
                      ) : (
                        <span class="muted">—</span>
                      )}
                    </td>
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
                );
              })}
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
  const teamId = useTeamId();
  const create = useAction(async () => {
    const fn = await client.init({ name, memory, timeout, skip_signing: !signed, team_id: teamId });
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
