import { chooseTeam, useTeams } from '../team';
import { Choice } from '../ui';

/** The header's choice of team: the pages list and create in it. */
export function TeamSwitcher() {
  const { teams, team } = useTeams();
  if (!team) return null;
  return (
    <div class="team-switcher">
      <Choice
        label="Current team"
        name="team"
        value={team.id}
        options={teams.map((t) => [t.id, `${t.personal ? 'personal' : t.name} (${t.role})`] as const)}
        onValue={(id) => chooseTeam(teams.find((t) => t.id === id)?.personal ? undefined : id)}
      />
    </div>
  );
}
