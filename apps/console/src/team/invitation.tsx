import { useLocation } from 'preact-iso';
import { client } from '../session';
import { chooseTeam } from '../team';
import { Card, ErrorBox, useAction } from '../ui';
import { teamPath } from '../paths';

/** An invitation's link: the account signed in joins the team (it must be the email invited). */
export function AcceptInvitation({ token }: { token: string }) {
  const { route } = useLocation();
  const accept = useAction(async () => {
    const joined = await client.acceptInvitation(token);
    chooseTeam(joined.id);
    route(teamPath());
  });
  return (
    <>
      <h1>Join a team</h1>
      <Card title="Invitation">
        <p>You were invited to a team. Joining gives you the role the invitation names.</p>
        <ErrorBox error={accept.error} />
        <button type="button" disabled={accept.busy} onClick={() => void accept.run()}>
          Join the team
        </button>
      </Card>
    </>
  );
}
