import { newUserToken } from './fixtures';
import { call } from './http';

export type Role = 'owner' | 'admin' | 'developer' | 'viewer';

export interface Person {
  token: string;
  email: string;
  /** The account's uuid: its user_id among members. */
  id: string;
}

/** A new account, signed in. */
export async function person(): Promise<Person> {
  const { token, email } = await newUserToken();
  const me = await call('GET', '/api/auth/me', { token });
  return { token, email, id: me.body.uuid as string };
}

/** `who` joins `team` with `role` through an invitation from `by`. */
export async function join(by: Person, team: string, who: Person, role: Role): Promise<void> {
  const invited = await call('POST', `/api/teams/${team}/invitations`, {
    token: by.token,
    json: { email: who.email, role },
  });
  expect(invited.status).toBe(201);
  const accepted = await call('POST', `/api/invitations/${invited.body.token as string}/accept`, {
    token: who.token,
  });
  expect([accepted.status, accepted.body.role]).toEqual([201, role]);
}
