import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Notice, Pager, Status, Time, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

const PER_PAGE = 20;

/** Version history, newest first; any built version that is not active can be rolled back to. */
export function DeploymentsTab({ fn, refresh }: TabProps) {
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const history = useLoad(() => client.deployments(fn.id, page, PER_PAGE), [fn.id, page]);
  const rollback = useAction(async (version: number) => {
    if (!window.confirm(`Roll ${fn.name} back to version ${version}?`)) return;
    setDone((await client.rollback(fn.id, version)).message);
    history.reload();
    refresh();
  });
  const data = history.data;
  return (
    <Card title="Deployments">
      <ErrorBox error={history.error ?? rollback.error} />
      <Notice text={done} />
      {data && data.count === 0 && <Empty>No versions yet. Deploy a tar.gz from the Deploy tab.</Empty>}
      {data && data.deployments.length > 0 && (
        <>
          <table>
            <thead>
              <tr>
                <th>Version</th>
                <th>Status</th>
                <th>Runtime</th>
                <th>Created</th>
                <th>Deployed</th>
                <th>
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.deployments.map((d) => (
                <tr key={d.uuid} data-version={d.version}>
                  <td>v{d.version}</td>
                  <td>
                    <Status value={d.status} />
                    {d.error && <div class="build-error small">{d.error}</div>}
                  </td>
                  <td>{d.runtime}</td>
                  <td>
                    <Time iso={d.created_at} />
                  </td>
                  <td>
                    <Time iso={d.deployed_at} />
                  </td>
                  <td>
                    {d.status === 'inactive' && (
                      <button
                        type="button"
                        class="secondary"
                        disabled={rollback.busy}
                        onClick={() => void rollback.run(d.version)}
                      >
                        Roll back to v{d.version}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} hasNext={data.has_next} onPage={setPage} label="Deployment" />
        </>
      )}
    </Card>
  );
}
