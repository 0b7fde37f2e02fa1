import { useState } from 'preact/hooks';
import { client } from '../session';
import { chooseTeam } from '../team';
import { Card, ErrorBox, Field, Form, Notice, useAction } from '../ui';
import { RetentionCard } from './retention';
import type { TeamTabProps } from './team-page';

const NAME = {
  pattern: '[a-z0-9]([a-z0-9\\-]{0,61}[a-z0-9])?',
  title: '1 to 63 lowercase letters, digits and dashes inside',
};

/** Making a team (anyone), its retention, renaming and deleting this one (owners). */
export function SettingsTab({ team, reload }: TeamTabProps) {
  const [name, setName] = useState('');
  const [rename, setRename] = useState(team.personal ? '' : team.name);
  const [done, setDone] = useState<string | null>(null);
  const create = useAction(async () => {
    const made = await client.createTeam(name.trim());
    setName('');
    chooseTeam(made.id);
  });
  const change = useAction(async (how: 'rename' | 'delete') => {
    setDone(null);
    if (how === 'rename') {
      const renamed = await client.renameTeam(team.id, rename.trim());
      setDone(`The team is now ${renamed.name}`);
      return reload();
    }
    if (!window.confirm(`Delete team ${team.name}? Its secrets, tokens and invitations go with it.`)) return;
    await client.deleteTeam(team.id);
    chooseTeam(undefined);
  });
  return (
    <>
      <Card title="Create a team">
        <p class="muted">You become its owner; invite the others from its Members tab.</p>
        <ErrorBox error={create.error} />
        <Form class="inline" onSubmit={create.run}>
          <Field label="Team name" name="new-team" required {...NAME} value={name} onValue={setName} />
          <button type="submit" disabled={create.busy}>
            Create team
          </button>
        </Form>
      </Card>
      <RetentionCard team={team} />
      {!team.personal && (
        <Card title="This team">
          <ErrorBox error={change.error} />
          <Notice text={done} />
          <Form class="inline" onSubmit={() => change.run('rename')}>
            <Field label="Name" name="team-name" required {...NAME} value={rename} onValue={setRename} />
            <button type="submit" class="secondary" disabled={change.busy}>
              Rename
            </button>
          </Form>
          <p>
            <button
              type="button"
              class="danger"
              disabled={change.busy}
              onClick={() => void change.run('delete')}
            >
              Delete team
            </button>{' '}
            <span class="muted">refused while it owns functions</span>
          </p>
        </Card>
      )}
    </>
  );
}
