import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Field, Pager, Status, Time, useLoad } from '../ui';
import type { TeamTabProps } from './team-page';

/** The team's audit log, newest first (owners, admins): who changed what, and who was refused. */
export function AuditTab({ team }: TeamTabProps) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState({ action: '', actor: '' });
  const [query, setQuery] = useState(filters);
  const log = useLoad(
    () =>
      client.audit(team.id, {
        page,
        action: query.action || undefined,
        actor: query.actor || undefined,
      }),
    [team.id, page, query],
  );
  const entries = log.data?.entries;
  return (
    <Card title="Audit log">
      <form
        class="inline"
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQuery({ action: filters.action.trim(), actor: filters.actor.trim() });
        }}
      >
        <Field
          label="Action (function.deploy, or function)"
          name="action"
          maxLength={64}
          value={filters.action}
          onValue={(action) => setFilters({ ...filters, action })}
        />
        <Field
          label="Actor (email, or token name)"
          name="actor"
          maxLength={254}
          value={filters.actor}
          onValue={(actor) => setFilters({ ...filters, actor })}
        />
        <button type="submit" class="secondary">
          Filter
        </button>
      </form>
      <ErrorBox error={log.error} />
      {entries && !entries.length && <Empty>No entries.</Empty>}
      {entries && entries.length > 0 && (
        <div class="scroll">
          <table>
            <thead>
              <tr>
                <th>When</th>
                <th>Actor</th>
                <th>Action</th>
                <th>Target</th>
                <th>Outcome</th>
                <th>Address</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} data-audit-action={e.action}>
                  <td>
                    <Time iso={e.at} />
                  </td>
                  <td>
                    {e.actor.type === 'token' ? 'token ' : ''}
                    {e.actor.email ?? e.actor.name ?? e.actor.id}
                  </td>
                  <td>
                    <ActionName action={e.action} />
                  </td>
                  <td>
                    {e.target.type} {e.target.name ?? e.target.id ?? ''}
                  </td>
                  <td>
                    <Status value={e.outcome} /> {e.status}
                  </td>
                  <td>{e.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.data && (
        <Pager
          page={page}
          hasNext={page * log.data.per_page < log.data.total}
          onPage={setPage}
          label="Audit"
        />
      )}
    </Card>
  );
}

/** An action's name (`token.revoke`), breaking between its words only, never inside one. */
function ActionName({ action }: { action: string }) {
  const words = action.split('.');
  return (
    <code class="action">
      {words.map((w, i) => (
        <span key={i} class="word">
          {i < words.length - 1 ? `${w}.` : w}
        </span>
      ))}
    </code>
  );
}
