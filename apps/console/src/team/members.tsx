import { TEAM_ROLES, type TeamRole } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { invitationPath } from '../paths';
import { client } from '../session';
import {
  Card,
  Choice,
  CopyButton,
  Empty,
  ErrorBox,
  Field,
  Form,
  Notice,
  Time,
  useAction,
  useLoad,
} from '../ui';
import type { TeamTabProps } from './team-page';

/** Members and their roles, invitations made and pending (admins invite; owners make owners). */
export function MembersTab({ team, reload }: TeamTabProps) {
  const members = useLoad(() => client.members(team.id), [team.id]);
  const me = useLoad(() => client.me(), []);
  const [done, setDone] = useState<string | null>(null);
  const act = useAction(async (userId: string, how: TeamRole | 'remove') => {
    setDone(null);
    if (how === 'remove') {
      const leaving = userId === me.data?.uuid;
      if (!window.confirm(leaving ? `Leave team ${team.name}?` : 'Remove this member?')) return;
      setDone((await client.removeMember(team.id, userId)).message);
      if (leaving) return reload();
    } else {
      const changed = await client.setMemberRole(team.id, userId, how);
      setDone(`${changed.email} is now ${changed.role}`);
    }
    members.reload();
  });
  return (
    <>
      <Card title="Members">
        <ErrorBox error={members.error ?? act.error} />
        <Notice text={done} />
        {members.data && (
          <div class="scroll">
            <table>
              <thead>
                <tr>
                  <th>Email</th>
                  <th>Role</th>
                  <th>Joined</th>
                  <th>
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.members.map((m) => (
                  <tr key={m.user_id} data-member-row={m.email}>
                    <td>{m.email}</td>
                    <td>
                      <Choice
                        label={`Role of ${m.email}`}
                        name="role"
                        value={m.role}
                        options={TEAM_ROLES}
                        onValue={(role) => void act.run(m.user_id, role as TeamRole)}
                      />
                    </td>
                    <td>
                      <Time iso={m.joined_at} />
                    </td>
                    <td>
                      <button
                        type="button"
                        class="danger"
                        disabled={act.busy}
                        onClick={() => void act.run(m.user_id, 'remove')}
                      >
                        {m.user_id === me.data?.uuid ? 'Leave' : 'Remove'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {!team.personal && <Invitations team={team} />}
    </>
  );
}

function Invitations({ team }: { team: TeamTabProps['team'] }) {
  const pending = useLoad(() => client.invitations(team.id), [team.id]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('developer');
  const [made, setMade] = useState<{ email: string; link: string } | null>(null);
  const invite = useAction(async () => {
    const invited = await client.invite(team.id, email.trim(), role);
    setMade({ email: invited.email, link: `${window.location.origin}${invitationPath(invited.token)}` });
    setEmail('');
    pending.reload();
  });
  const revoke = useAction(async (id: string) => {
    await client.revokeInvitation(team.id, id);
    pending.reload();
  });
  const invitations = pending.data?.invitations;
  return (
    <Card title="Invitations">
      <p class="muted">
        The invitee opens the link signed in with that email (or runs <code>fnhost members accept</code>); it
        is shown this once and is valid for 7 days.
      </p>
      <ErrorBox error={invite.error ?? pending.error ?? revoke.error} />
      <Form class="inline" onSubmit={invite.run}>
        <Field label="Email" name="email" type="email" required value={email} onValue={setEmail} />
        <Choice
          label="Invite as"
          name="invite-role"
          value={role}
          options={TEAM_ROLES}
          onValue={(r) => setRole(r as TeamRole)}
        />
        <button type="submit" disabled={invite.busy}>
          Invite
        </button>
      </Form>
      {made && (
        <div class="secret" role="status" aria-label="Invitation link">
          <p>
            Send {made.email} this link, shown only now: <code>{made.link}</code>{' '}
            <CopyButton text={made.link} />
          </p>
        </div>
      )}
      {invitations && !invitations.length && <Empty>No invitation waiting.</Empty>}
      {invitations && invitations.length > 0 && (
        <ul class="plain">
          {invitations.map((i) => (
            <li key={i.id}>
              {i.email} as {i.role}, until <Time iso={i.expires_at} />{' '}
              <button type="button" class="secondary" onClick={() => void revoke.run(i.id)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
