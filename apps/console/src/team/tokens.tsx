import { TOKEN_SCOPES } from '@fnhost/sdk';
import { useState } from 'preact/hooks';
import { client } from '../session';
import { Card, Empty, ErrorBox, Field, Form, ShownOnce, Time, useAction, useLoad } from '../ui';
import type { TeamTabProps } from './team-page';

type Scope = (typeof TOKEN_SCOPES)[number];

/** Access tokens for automation (admins): made with scopes, shown once, revoked on the next request. */
export function TokensTab({ team }: TeamTabProps) {
  const tokens = useLoad(() => client.tokens(team.id), [team.id]);
  const [name, setName] = useState('');
  const [days, setDays] = useState('90');
  const [scopes, setScopes] = useState<Scope[]>(['functions:read']);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const create = useAction(async () => {
    const token = await client.createToken(team.id, {
      name: name.trim(),
      scopes,
      expires_in_days: Number(days),
    });
    setMade({ name: token.name, token: token.token });
    setName('');
    tokens.reload();
  });
  const revoke = useAction(async (id: string, tokenName: string) => {
    if (!window.confirm(`Revoke token ${tokenName}? What uses it is refused from its next request.`)) return;
    await client.revokeToken(team.id, id);
    tokens.reload();
  });
  const list = tokens.data?.tokens;
  return (
    <>
      <Card title="Create an access token">
        <p class="muted">
          A bearer token for CI and scripts (<code>FNHOST_TOKEN</code> for the CLI): it acts in this team
          only, with your role and no more than its scopes.
        </p>
        <ErrorBox error={create.error} />
        <Form onSubmit={create.run}>
          <Field label="Name" name="token-name" required maxLength={64} value={name} onValue={setName} />
          <fieldset>
            <legend>Scopes</legend>
            {TOKEN_SCOPES.map((s) => (
              <label class="check" key={s}>
                <input
                  type="checkbox"
                  name="scope"
                  value={s}
                  checked={scopes.includes(s)}
                  onChange={(e) =>
                    setScopes(e.currentTarget.checked ? [...scopes, s] : scopes.filter((x) => x !== s))
                  }
                />
                {s}
              </label>
            ))}
          </fieldset>
          <Field
            label="Days until it expires"
            name="days"
            type="number"
            min={1}
            max={365}
            required
            value={days}
            onValue={setDays}
          />
          <button type="submit" disabled={create.busy}>
            Create token
          </button>
        </Form>
        {made && (
          <ShownOnce
            label="New access token"
            kind="access-token"
            warning="Shown this once: store it where the job reads its secrets."
            name={`Token ${made.name}`}
            value={made.token}
            onStored={() => setMade(null)}
          />
        )}
      </Card>
      <Card title="Tokens">
        <ErrorBox error={tokens.error ?? revoke.error} />
        {list && !list.length && <Empty>No access tokens.</Empty>}
        {list && list.length > 0 && (
          <div class="scroll">
            <table>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Scopes</th>
                  <th>Made by</th>
                  <th>Last used</th>
                  <th>Expires</th>
                  <th>
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((t) => (
                  <tr key={t.id} data-token-row={t.name}>
                    <td>{t.name}</td>
                    <td>{t.scopes.join(', ')}</td>
                    <td>{t.created_by}</td>
                    <td>
                      {t.last_used_at ? <Time iso={t.last_used_at} /> : <span class="muted">never</span>}
                    </td>
                    <td>
                      <Time iso={t.expires_at} />
                    </td>
                    <td>
                      <button
                        type="button"
                        class="danger"
                        disabled={revoke.busy}
                        onClick={() => void revoke.run(t.id, t.name)}
                      >
                        Revoke
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
