import type { JSX } from 'preact';
import { useLocation } from 'preact-iso';
import { client } from '../session';
import { Stats, StatsSource } from '../stats';
import { BASE, functionPath } from '../paths';
import { ErrorBox, Status, Time, useAction, useLoad } from '../ui';
import { AsyncTab } from './async';
import { ConfigurationTab } from './configuration';
import { DeletionTab } from './deletion';
import { DeployTab } from './deploy';
import { DeploymentsTab } from './deployments';
import { ExecutionsTab } from './executions';
import { InvokeTab } from './invoke';
import { KeysTab } from './keys';
import { LogsTab } from './logs';
import { ReleasesTab } from './releases';
import { SchedulesTab } from './schedules';
import { TriggersTab } from './triggers';
import type { FunctionDetails, TabProps } from './tab';
import { useState } from 'preact/hooks';
import { UrlTab } from './url';

const TABS: [string, string, (p: TabProps) => JSX.Element][] = [
  ['invoke', 'Invoke', InvokeTab],
  ['deploy', 'Deploy', DeployTab],
  ['configuration', 'Configuration', ConfigurationTab],
  ['executions', 'Executions', ExecutionsTab],
  ['logs', 'Logs', LogsTab],
  ['async', 'Async', AsyncTab],
  ['schedules', 'Schedules', SchedulesTab],
  ['triggers', 'Triggers', TriggersTab],
  ['url', 'URL', UrlTab],
  ['stats', 'Statistics', StatsTab],
  ['deployments', 'Deployments', DeploymentsTab],
  ['releases', 'Aliases & rollouts', ReleasesTab],
  ['keys', 'API keys', KeysTab],
  ['deletion', 'Deletion', DeletionTab],
];

export function FunctionPage({ id, tab, execution }: { id: string; tab?: string; execution?: string }) {
  const { route } = useLocation();
  const details = useLoad(() => client.getFunction(id), [id]);
  const remove = useAction(async (name: string) => {
    if (!window.confirm(`Delete ${name}? Its versions, keys, executions and logs go with it.`)) return;
    await client.deleteFunction(id);
    route(`${BASE}/functions`);
  });
  const fn = details.data;
  if (!fn) return details.error ? <ErrorBox error={details.error} /> : <p class="muted">Loading…</p>;
  const current = TABS.find(([key]) => key === tab) ?? TABS[0];
  const Tab = current[2];
  return (
    <>
      <div class="title">
        <h1>{fn.name}</h1>
        <Status value={fn.status} />
        <button type="button" class="danger" onClick={() => void remove.run(fn.name)}>
          Delete function
        </button>
      </div>
      <ErrorBox error={remove.error ?? details.error} />
      {fn.description && <p class="description">{fn.description}</p>}
      <dl class="facts">
        <dt>Active version</dt>
        <dd data-fact="version">{fn.deployment_version ? `v${fn.deployment_version}` : 'none yet'}</dd>
        <dt>Runtime</dt>
        <dd data-fact="runtime">{fn.runtime ? `${fn.runtime} (${fn.runtime_version})` : '—'}</dd>
        <dt>Memory</dt>
        <dd>{fn.memory} MB</dd>
        <dt>Timeout</dt>
        <dd>{fn.timeout} s</dd>
        <dt>Environment</dt>
        <dd data-fact="environment">
          <Environment fn={fn} />
        </dd>
        <dt>Instances</dt>
        <dd data-fact="instances">
          {fn.instances.length
            ? fn.instances.map((h) => `${h.instances} on ${h.host} (${h.in_flight} calls running)`).join(', ')
            : 'none running'}
        </dd>
        <dt>Configuration</dt>
        <dd data-fact="config-revision">revision {fn.config_revision}</dd>
        <dt>Signing</dt>
        <dd>{fn.skip_signing ? 'never required' : 'required while it has an active key'}</dd>
        <dt>Created</dt>
        <dd>
          <Time iso={fn.created_at} />
        </dd>
        <dt>Invoke URL</dt>
        <dd>
          <code>{`${location.origin}/api/functions/${fn.id}/invoke`}</code>
        </dd>
      </dl>
      {fn.warnings.map((w) => (
        <p class="warning" key={w}>
          {w}
        </p>
      ))}
      <nav class="tabs" aria-label="Function">
        {TABS.map(([key, label]) => (
          <a key={key} href={functionPath(fn.id, key)} aria-current={key === current[0] ? 'page' : undefined}>
            {label}
          </a>
        ))}
      </nav>
      <Tab key={`${fn.id}-${current[0]}`} fn={fn} refresh={details.reload} execution={execution} />
    </>
  );
}

/**
 * The variables the function runs with (deploy-time ones under the configuration's), by name;
 * values stay masked until revealed, as they may hold credentials.
 */
function Environment({ fn }: { fn: FunctionDetails }) {
  const [shown, setShown] = useState(false);
  const names = [...new Set([...Object.keys(fn.deploy_env), ...Object.keys(fn.env)])].sort();
  if (!names.length) return <span class="muted">none</span>;
  return (
    <>
      <ul class="plain env">
        {names.map((name) => (
          <li key={name}>
            <code>{name}</code> ={' '}
            <code data-env={name}>{shown ? (fn.env[name] ?? fn.deploy_env[name]) : '••••••'}</code>{' '}
            <span class="muted small">{name in fn.env ? 'configuration' : 'deploy'}</span>
          </li>
        ))}
      </ul>
      <button type="button" class="secondary" aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? 'Hide values' : 'Reveal values'}
      </button>
    </>
  );
}

function StatsTab({ fn }: TabProps) {
  const source: StatsSource = {
    totals: (period) => client.functionStats(fn.id, period),
    series: (unit, count) => client.functionSeries(fn.id, unit, count),
  };
  return <Stats source={source} scope={fn.id} />;
}
