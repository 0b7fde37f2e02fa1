import { useEffect, useState } from 'preact/hooks';
import { client } from './session';
import { useLoad } from './ui';

type Listener = (id: string | undefined) => void;
const listeners = new Set<Listener>();
/**
 * The team the pages list and create in; undefined: the personal team (the API's default). Kept in
 * this page's memory like the session: a reload starts in the personal team, and no storage holds
 * anything of the account.
 */
let current: string | undefined;

export function chooseTeam(id: string | undefined): void {
  if (id === current) return;
  current = id;
  listeners.forEach((l) => l(id));
}

/** The chosen team's id (undefined: the personal team); the component renders again on a change. */
export function useTeamId(): string | undefined {
  const [id, set] = useState(current);
  useEffect(() => {
    listeners.add(set);
    set(current);
    return () => void listeners.delete(set);
  }, []);
  return id;
}

/** The caller's teams and the one chosen (the personal one until another is). */
export function useTeams() {
  const teamId = useTeamId();
  const list = useLoad(() => client.teams(), [teamId]);
  const teams = list.data?.teams ?? [];
  const team = teams.find((t) => t.id === teamId) ?? teams.find((t) => t.personal);
  return { ...list, teams, team };
}
