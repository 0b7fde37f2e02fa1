import type { Team } from '@fnhost/sdk';
import type { JSX } from 'preact';
import { teamPath } from '../paths';
import { useTeams } from '../team';
import { ErrorBox } from '../ui';
import { AuditTab } from './audit';
import { MembersTab } from './members';
import { SettingsTab } from './settings';
import { TokensTab } from './tokens';
import { UsageTab } from './usage';

export interface TeamTabProps {
  team: Team;
  /** After a change of the team itself (renamed, deleted, made): the switcher and the page load again. */
  reload: () => void;
}

const TABS: [string, string, (p: TeamTabProps) => JSX.Element][] = [
  ['members', 'Members', MembersTab],
  ['tokens', 'Tokens', TokensTab],
  ['usage', 'Usage', UsageTab],
  ['audit', 'Audit', AuditTab],
  ['settings', 'Settings', SettingsTab],
];

/** The chosen team (the header's switcher): its members, access tokens, quotas, audit log and settings. */
export function TeamPage({ tab }: { tab?: string }) {
  const { team, error, reload } = useTeams();
  const [, , Tab] = TABS.find(([path]) => path === tab) ?? TABS[0];
  const current = TABS.find(([path]) => path === tab)?.[0] ?? 'members';
  return (
    <>
      <h1>Team {team ? (team.personal ? 'personal' : team.name) : ''}</h1>
      <ErrorBox error={error} />
      {team && (
        <>
          <p class="muted">
            You are {team.role} here; {team.members} member{team.members === 1 ? '' : 's'}.
          </p>
          <nav class="tabs" aria-label="Team">
            {TABS.map(([path, label]) => (
              <a key={path} href={teamPath(path)} aria-current={path === current ? 'page' : undefined}>
                {label}
              </a>
            ))}
          </nav>
          <Tab key={team.id} team={team} reload={reload} />
        </>
      )}
    </>
  );
}
