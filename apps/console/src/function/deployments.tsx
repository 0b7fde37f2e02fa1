import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Notice, Pager, Status, Time, useAction, useLoad } from '../ui';
import type { TabProps } from './tab';

const PER_PAGE = 20;

/** Statuses of a version nothing may still route to: it may be deleted (the api says what else routes to it). */
const DELETABLE = ['inactive', 'rolled_back', 'failed'];

/**
 * Version history, newest first; any built version that is not active can be rolled back to, and
 * one nothing routes to deleted.
 */
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
  const remove = useAction(async (version: number) => {
    if (
      !window.confirm(
        `Delete version ${version} of ${fn.name}? Its archive and images go; its number is not given again.`,
      )
    )
      return;
    const reply = await client.deleteVersion(fn.id, version);
    setDone(`${reply.message} (${reply.freed_bytes} archive bytes freed)`);
    history.reload();
  });
  const data = history.data;
  return (
    <Card title="Deployments">
      <ErrorBox error={history.error ?? rollback.error ?? remove.error} />
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
                <th title="what its build installed">Installs</th>
                <th title="SHA-256 of the archive: fnhost up deploys only a folder that packs otherwise">
                  Source
                </th>
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
                    {d.rollout && (
                      <div class="small" data-rollout={d.rollout.state}>
                        rollout to {d.rollout.target}: {d.rollout.state.replace('_', ' ')} after{' '}
                        {d.rollout.history.map((h) => `${h.percent}% ${h.outcome}`).join(', ') ||
                          'no decision'}
                      </div>
                    )}
                    {d.status !== 'building' && <BuildOutput functionId={fn.id} version={d.version} />}
                  </td>
                  <td>{d.runtime}</td>
                  <td>{d.install && <code>{d.install}</code>}</td>
                  <td>
                    {d.source_sha256 && <code title={d.source_sha256}>{d.source_sha256.slice(0, 12)}</code>}
                  </td>
                  <td>
                    <Time iso={d.created_at} />
                  </td>
                  <td>
                    <Time iso={d.deployed_at} />
                  </td>
                  <td>
                    {(d.status === 'inactive' || d.status === 'rolled_back') && (
                      <button
                        type="button"
                        class="secondary"
                        disabled={rollback.busy}
                        onClick={() => void rollback.run(d.version)}
                      >
                        Roll back to v{d.version}
                      </button>
                    )}
                    {DELETABLE.includes(d.status) && (
                      <button
                        type="button"
                        class="danger"
                        disabled={remove.busy}
                        onClick={() => void remove.run(d.version)}
                      >
                        Delete v{d.version}
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

/** A version's build output, read when opened (up to 64 KB). */
export function BuildOutput({
  functionId,
  version,
  open,
}: {
  functionId: string;
  version: number;
  open?: boolean;
}) {
  const [shown, setShown] = useState(Boolean(open));
  return (
    <details class="build-output" open={open} onToggle={(e) => setShown(e.currentTarget.open)}>
      <summary>Build output of v{version}</summary>
      {shown && <BuildLogText functionId={functionId} version={version} />}
    </details>
  );
}

function BuildLogText({ functionId, version }: { functionId: string; version: number }) {
  const build = useLoad(() => client.buildLog(functionId, version), [functionId, version]);
  const data = build.data;
  return (
    <>
      <ErrorBox error={build.error} />
      {data && data.truncated && <p class="muted">Earlier output was cut: the last 64 KB follow.</p>}
      {data && (
        <pre class="payload" tabIndex={0} aria-label={`Build output of v${version}`}>
          {data.log || 'No output kept for this build.'}
        </pre>
      )}
    </>
  );
}
