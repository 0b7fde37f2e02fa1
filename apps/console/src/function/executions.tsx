import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Pager, Status, Time, useLoad } from '../ui';
import type { TabProps } from './tab';
import { LogList } from './logs';

const PER_PAGE = 20;

/** Executions, newest first, a page at a time; one opens into its invocation and logs. */
export function ExecutionsTab({ fn }: TabProps) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useLoad(() => client.executions(fn.id, page, PER_PAGE), [fn.id, page]);
  const data = list.data;
  return (
    <Card
      title="Executions"
      actions={
        <button type="button" class="secondary" disabled={list.loading} onClick={list.reload}>
          Refresh
        </button>
      }
    >
      <ErrorBox error={list.error} />
      {data && data.total === 0 && (
        <Empty>No executions yet. Invoke the function from the Invoke tab or over HTTP.</Empty>
      )}
      {data && data.executions.length > 0 && (
        <>
          <p class="muted">{data.total} in all</p>
          <table>
            <thead>
              <tr>
                <th>Execution</th>
                <th>Status</th>
                <th>Started</th>
                <th>Duration</th>
              </tr>
            </thead>
            <tbody>
              {data.executions.map((e) => (
                <tr key={e.uuid} class={open === e.uuid ? 'selected' : ''}>
                  <td>
                    <button
                      type="button"
                      class="link"
                      onClick={() => setOpen(open === e.uuid ? null : e.uuid)}
                    >
                      {e.uuid}
                    </button>
                  </td>
                  <td>
                    <Status value={e.status} />
                  </td>
                  <td>
                    <Time iso={e.started_at} />
                  </td>
                  <td>{e.duration_ms} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} hasNext={data.has_next} onPage={setPage} label="Execution" />
        </>
      )}
      {open && <ExecutionDetail functionId={fn.id} uuid={open} />}
    </Card>
  );
}

function ExecutionDetail({ functionId, uuid }: { functionId: string; uuid: string }) {
  const detail = useLoad(() => client.execution(functionId, uuid), [functionId, uuid]);
  const e = detail.data?.execution;
  return (
    <section class="detail" aria-label="Execution detail">
      <h3>Execution {uuid}</h3>
      <ErrorBox error={detail.error} />
      {e && (
        <>
          <dl class="facts">
            <dt>Status</dt>
            <dd>
              <Status value={e.status} />
            </dd>
            <dt>Started</dt>
            <dd>
              <Time iso={e.started_at} />
            </dd>
            <dt>Completed</dt>
            <dd>
              <Time iso={e.completed_at} />
            </dd>
            <dt>Duration</dt>
            <dd>{e.duration_ms} ms</dd>
            {e.invocation.error_message && (
              <>
                <dt>Error</dt>
                <dd>{e.invocation.error_message}</dd>
              </>
            )}
          </dl>
          <LogList entries={e.logs} empty="This execution logged nothing." />
        </>
      )}
    </section>
  );
}
