import type { Schemas } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { Axis, Chart, Line } from '../chart';
import { client } from '../session';
import {
  Card,
  Empty,
  ErrorBox,
  Field,
  Form,
  Notice,
  Status,
  Time,
  useAction,
  useInterval,
  useLoad,
} from '../ui';
import type { TabProps } from './tab';

type Alias = Schemas['AliasDto'];
type Rollout = Schemas['RolloutDto'];
type Decision = Schemas['RolloutDecisionDto'];

/** Which version takes which calls (aliases, canaries), and how a new version gets there (rollouts). */
export function ReleasesTab({ fn, refresh }: TabProps) {
  return (
    <>
      <AliasesCard functionId={fn.id} />
      <RolloutCard functionId={fn.id} refresh={refresh} />
    </>
  );
}

/** An alias's split of calls, drawn as a bar and said in words. */
function Split({ alias }: { alias: Alias }) {
  const canary = alias.canary?.percent ?? 0;
  const words = alias.canary
    ? `v${alias.version} ${100 - canary}%, v${alias.canary.version} ${canary}%`
    : `v${alias.version} 100%`;
  return (
    <div class="split" data-split={words}>
      <div class="split-bar" aria-hidden="true">
        <span style={{ width: `${100 - canary}%` }} />
        {canary > 0 && <span class="canary" style={{ width: `${canary}%` }} />}
      </div>
      <span class="small">{words}</span>
    </div>
  );
}

function AliasesCard({ functionId }: { functionId: string }) {
  const list = useLoad(() => client.aliases(functionId), [functionId]);
  const [name, setName] = useState('');
  const [version, setVersion] = useState('');
  const [canary, setCanary] = useState('');
  const [percent, setPercent] = useState('10');
  const [description, setDescription] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const save = useAction(async () => {
    const saved = await client.setAlias(functionId, name, {
      version: Number(version),
      canary: canary ? { version: Number(canary), percent: Number(percent) } : null,
      description: description || null,
    });
    setDone(`Alias ${saved.name} saved`);
    list.reload();
  });
  const remove = useAction(async (alias: string) => {
    if (!window.confirm(`Delete alias ${alias}?`)) return;
    setDone((await client.deleteAlias(functionId, alias)).message);
    list.reload();
  });
  const aliases = list.data?.aliases;
  return (
    <Card title="Aliases">
      <p class="muted">
        Invoke with <code>?alias=NAME</code> (or <code>?version=N</code>); a URL, a schedule or a destination
        can name one. A canary version takes its percent of the alias's calls, chosen per call.
      </p>
      <ErrorBox error={list.error ?? save.error ?? remove.error} />
      <Notice text={done} />
      {aliases && aliases.length === 0 && <Empty>No version is active yet.</Empty>}
      {aliases && aliases.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Alias</th>
              <th>Calls</th>
              <th>Description</th>
              <th>Updated</th>
              <th>
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {aliases.map((a) => (
              <tr key={a.name} data-alias={a.name}>
                <td>
                  <code>{a.name}</code>
                </td>
                <td>
                  <Split alias={a} />
                </td>
                <td>{a.description}</td>
                <td>
                  <Time iso={a.updated_at} />
                </td>
                <td>
                  {a.name !== 'latest' && (
                    <button type="button" class="secondary" onClick={() => void remove.run(a.name)}>
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form onSubmit={save.run} class="inline">
        <Field
          label="Alias"
          name="alias"
          value={name}
          onValue={setName}
          required
          pattern="[a-z][a-z0-9\-]{0,31}"
        />
        <Field
          label="Version"
          name="version"
          type="number"
          min={1}
          value={version}
          onValue={setVersion}
          required
        />
        <Field
          label="Canary version"
          name="canary"
          type="number"
          min={1}
          value={canary}
          onValue={setCanary}
        />
        <Field
          label="Canary %"
          name="percent"
          type="number"
          min={1}
          max={99}
          value={percent}
          onValue={setPercent}
        />
        <Field label="Description" name="description" value={description} onValue={setDescription} />
        <button type="submit" disabled={save.busy}>
          Save alias
        </button>
      </Form>
    </Card>
  );
}

/** Both versions' error rates at each decision of a rollout, on one chart. */
const DECISIONS: Axis<Decision> = {
  time: (d) => Date.parse(d.decided_at) / 1000,
  span: () => 2,
  name: (d) => `step ${d.step}`,
};
const ERROR_RATES: Line<Decision>[] = [
  { label: 'new version', value: (d) => d.canary.error_rate, color: '#c2410c' },
  { label: 'previous version', value: (d) => d.baseline.error_rate, color: '#2563eb' },
];

function RolloutCard({ functionId, refresh }: { functionId: string; refresh: () => void }) {
  const status = useLoad(() => client.rollout(functionId), [functionId]);
  const [done, setDone] = useState<string | null>(null);
  const rollout = status.data?.rollout;
  // A rollout in progress moves on by itself: its page follows it.
  useInterval(status.reload, rollout?.state === 'in_progress' ? 2000 : null);
  const decide = useAction(async (how: 'promote' | 'abort') => {
    const r = await (how === 'promote' ? client.promoteRollout(functionId) : client.abortRollout(functionId));
    setDone(`Rollout of v${r.version}: ${r.state.replace('_', ' ')}`);
    status.reload();
    refresh();
  });
  return (
    <Card title="Rollout">
      <ErrorBox error={status.error ?? decide.error} />
      <Notice text={done} />
      {status.data && (
        <PolicyForm functionId={functionId} policy={status.data.policy} onSaved={status.reload} />
      )}
      {status.data && !rollout && <Empty>No rollout yet: with a policy, the next deploy rolls out.</Empty>}
      {rollout && (
        <section aria-label="Latest rollout" data-rollout={rollout.state}>
          <p>
            v{rollout.version} to <code>{rollout.policy.target}</code> (from v{rollout.baseline_version}):{' '}
            <Status value={rollout.state} />
            {rollout.state === 'in_progress' && (
              <>
                {' '}
                step {rollout.step} of {rollout.policy.steps.length} at {rollout.percent}%, next decision{' '}
                <Time iso={rollout.next_decision_at} />{' '}
                <button type="button" disabled={decide.busy} onClick={() => void decide.run('promote')}>
                  Promote
                </button>{' '}
                <button
                  type="button"
                  class="danger"
                  disabled={decide.busy}
                  onClick={() => void decide.run('abort')}
                >
                  Abort
                </button>
              </>
            )}
          </p>
          {rollout.reason && <p class="build-error">{rollout.reason}</p>}
          <Figures rollout={rollout} />
          {rollout.history.length > 0 && (
            <Chart
              title="Error rate per decision"
              data={rollout.history}
              lines={ERROR_RATES}
              unit="decision"
              axis={DECISIONS}
            />
          )}
        </section>
      )}
    </Card>
  );
}

function Figures({ rollout }: { rollout: Rollout }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Version</th>
          <th>Calls</th>
          <th>Errors</th>
          <th>Error rate</th>
          <th>p95</th>
        </tr>
      </thead>
      <tbody>
        {rollout.versions.map((v) => (
          <tr key={v.version} data-figures={v.version}>
            <td>v{v.version}</td>
            <td>{v.calls}</td>
            <td>{v.errors}</td>
            <td>{v.error_rate ?? '—'}</td>
            <td>{v.p95_ms === null ? '—' : `${v.p95_ms} ms`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PolicyForm({
  functionId,
  policy,
  onSaved,
}: {
  functionId: string;
  policy: Schemas['RolloutPolicyDto'] | null;
  onSaved: () => void;
}) {
  const [target, setTarget] = useState(policy?.target ?? 'latest');
  const [steps, setSteps] = useState(policy?.steps.join(', ') ?? '10, 50');
  const [interval, setStepInterval] = useState(String(policy?.step_interval_s ?? 300));
  const [errorRate, setErrorRate] = useState(String(policy?.max_error_rate ?? 0.05));
  const [p95, setP95] = useState(policy?.max_p95_ratio ? String(policy.max_p95_ratio) : '');
  const [minCalls, setMinCalls] = useState(String(policy?.min_calls ?? 10));
  const [done, setDone] = useState<string | null>(null);
  const save = useAction(async () => {
    await client.setRolloutPolicy(functionId, {
      target,
      steps: steps.split(',').map((s) => Number(s.trim())),
      step_interval_s: Number(interval),
      max_error_rate: Number(errorRate),
      max_p95_ratio: p95 ? Number(p95) : null,
      min_calls: Number(minCalls),
    });
    setDone('Rollout policy saved: the next deploy rolls out by it');
    onSaved();
  });
  const remove = useAction(async () => {
    setDone((await client.deleteRolloutPolicy(functionId)).message);
    onSaved();
  });
  return (
    <>
      <ErrorBox error={save.error ?? remove.error} />
      <Notice text={done} />
      <Form onSubmit={save.run} class="inline">
        <Field label="Target alias" name="target" value={target} onValue={setTarget} />
        <Field label="Steps (%)" name="steps" value={steps} onValue={setSteps} />
        <Field
          label="Step interval (s)"
          name="interval"
          type="number"
          min={30}
          max={3600}
          value={interval}
          onValue={setStepInterval}
        />
        <Field
          label="Max error rate"
          name="error-rate"
          type="number"
          step="0.01"
          min={0}
          max={1}
          value={errorRate}
          onValue={setErrorRate}
        />
        <Field
          label="Max p95 ratio"
          name="p95"
          type="number"
          step="0.1"
          min={1}
          value={p95}
          onValue={setP95}
        />
        <Field
          label="Min calls per step"
          name="min-calls"
          type="number"
          min={1}
          value={minCalls}
          onValue={setMinCalls}
        />
        <button type="submit" disabled={save.busy}>
          Save policy
        </button>
        {policy && (
          <button type="button" class="secondary" disabled={remove.busy} onClick={() => void remove.run()}>
            Remove policy
          </button>
        )}
      </Form>
    </>
  );
}
