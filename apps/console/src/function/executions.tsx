import { EXECUTION_STATUSES, EXECUTION_TRIGGERS, Schemas } from '@fnhost/sdk';
import { useLocation } from 'preact-iso';
import { useState } from 'preact/hooks';
import { functionPath } from '../paths';
import { client } from '../session';
import {
  Card,
  Choice,
  CopyButton,
  Empty,
  ErrorBox,
  localRange,
  Pager,
  Status,
  Time,
  TimeRange,
  TimeRangeFields,
  useLoad,
} from '../ui';
import type { TabProps } from './tab';
import { LogList } from './logs';

const PER_PAGE = 20;

type Summary = Schemas['ExecutionSummaryDto'];
interface Filter extends TimeRange {
  status?: Summary['status'];
  trigger?: Summary['trigger'];
}

const executionPath = (functionId: string, uuid: string) =>
  `${functionPath(functionId, 'executions')}/${uuid}`;

/** Executions, newest first, a page at a time, filtered; each row opens the execution's own page. */
export function ExecutionsTab({ fn, execution }: TabProps) {
  if (execution) return <ExecutionPage functionId={fn.id} uuid={execution} />;
  return <ExecutionList functionId={fn.id} />;
}

function ExecutionList({ functionId }: { functionId: string }) {
  const { route } = useLocation();
  const [page, setPage] = useState(1);
  const [form, setForm] = useState({ status: '', trigger: '', since: '', until: '' });
  const [filter, setFilter] = useState<Filter>({});
  const list = useLoad(
    () => client.executions(functionId, { page, per_page: PER_PAGE, ...filter }),
    [functionId, page, filter],
  );
  const data = list.data;
  const filtered = Object.values(filter).some(Boolean);
  return (
    <Card
      title="Executions"
      actions={
        <button type="button" class="secondary" disabled={list.loading} onClick={list.reload}>
          Refresh
        </button>
      }
    >
      <form
        class="inline"
        aria-label="Filter executions"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilter({
            status: (form.status || undefined) as Filter['status'],
            trigger: (form.trigger || undefined) as Filter['trigger'],
            ...localRange(form),
          });
        }}
      >
        <Choice
          any
          label="Status"
          name="status"
          options={EXECUTION_STATUSES}
          value={form.status}
          onValue={(status) => setForm({ ...form, status })}
        />
        <Choice
          any
          label="Trigger"
          name="trigger"
          options={EXECUTION_TRIGGERS}
          value={form.trigger}
          onValue={(trigger) => setForm({ ...form, trigger })}
        />
        <TimeRangeFields value={form} onValue={(range) => setForm({ ...form, ...range })} />
        <button type="submit" class="secondary">
          Filter
        </button>
      </form>
      <ErrorBox error={list.error} />
      {data && data.total === 0 && (
        <Empty>
          {filtered
            ? 'No executions match the filter.'
            : 'No executions yet. Invoke the function from the Invoke tab or over HTTP.'}
        </Empty>
      )}
      {data && data.executions.length > 0 && (
        <>
          <p class="muted">{data.total} in all</p>
          <table class="rows-link">
            <thead>
              <tr>
                <th>Execution</th>
                <th>Status</th>
                <th>Trigger</th>
                <th>Started</th>
                <th>Duration</th>
              </tr>
            </thead>
            <tbody>
              {data.executions.map((e) => (
                // The row opens the execution; its link is what keyboards and screen readers use.
                <tr key={e.uuid} onClick={() => route(executionPath(functionId, e.uuid))}>
                  <td>
                    <a href={executionPath(functionId, e.uuid)}>
                      <code>{e.uuid}</code>
                    </a>
                  </td>
                  <td>
                    <Status value={e.status} />
                  </td>
                  <td>{e.trigger}</td>
                  <td>
                    <Time iso={e.started_at} />
                  </td>
                  <td>{e.duration_ms === null ? '—' : `${e.duration_ms} ms`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} hasNext={data.has_next} onPage={setPage} label="Execution" />
        </>
      )}
    </Card>
  );
}

/** One execution at its own address: what it was given, what it answered, and what it logged. */
function ExecutionPage({ functionId, uuid }: { functionId: string; uuid: string }) {
  const detail = useLoad(() => client.execution(functionId, uuid), [functionId, uuid]);
  const e = detail.data?.execution;
  return (
    <Card
      title={`Execution ${uuid}`}
      actions={
        <>
          <a href={functionPath(functionId, 'executions')}>All executions</a>
          <button type="button" class="secondary" disabled={detail.loading} onClick={detail.reload}>
            Refresh
          </button>
        </>
      }
    >
      <ErrorBox error={detail.error} />
      {e && (
        <>
          <dl class="facts">
            <dt>Status</dt>
            <dd>
              <Status value={e.status} />
            </dd>
            <dt>Trigger</dt>
            <dd>
              {e.trigger}
              {e.http_method && ` (${e.http_method} ${e.http_path})`}
            </dd>
            <dt>Version</dt>
            <dd data-fact="version">{e.version ? `v${e.version}` : 'deleted'}</dd>
            <dt>Attempts</dt>
            <dd>{e.attempts}</dd>
            <dt>Started</dt>
            <dd>
              <Time iso={e.started_at} />
            </dd>
            <dt>Completed</dt>
            <dd>
              <Time iso={e.completed_at} />
            </dd>
            <dt>Duration</dt>
            <dd>{e.duration_ms === null ? '—' : `${e.duration_ms} ms`}</dd>
            {e.invocation.error_message && (
              <>
                <dt>Error</dt>
                <dd class="error-text">{e.invocation.error_message}</dd>
              </>
            )}
          </dl>
          <Payload title="Input" text={e.input} truncated={e.input_truncated} none="Not recorded." />
          <Payload
            title="Result"
            text={e.result}
            truncated={e.result_truncated}
            none={e.status === 'success' ? 'Not recorded.' : 'None: the execution did not succeed.'}
          />
          <h3>Logs</h3>
          <LogList entries={e.logs} empty="This execution logged nothing." />
        </>
      )}
    </Card>
  );
}

/** JSON text shown indented when it parses (a clipped one does not), with a copy button. */
function Payload({
  title,
  text,
  truncated,
  none,
}: {
  title: string;
  text: string | null;
  truncated: boolean;
  none: string;
}) {
  const id = `payload-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <div class="title">
        <h3 id={id}>{title}</h3>
        {text !== null && <CopyButton text={text} />}
      </div>
      {text === null ? (
        <p class="muted">{none}</p>
      ) : (
        <>
          <pre class="payload" tabIndex={0} aria-labelledby={id} data-payload={title.toLowerCase()}>
            {pretty(text)}
          </pre>
          {truncated && <p class="muted">Only its first 64 KB are kept.</p>}
        </>
      )}
    </section>
  );
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
