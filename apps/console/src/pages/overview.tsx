import { client } from '../session';
import { useTeamId } from '../team';
import { StatsSource, Stats } from '../stats';
import { BASE } from '../paths';
import { Card, Empty, ErrorBox, useLoad } from '../ui';

export function Overview() {
  const teamId = useTeamId();
  const team: StatsSource = {
    totals: (period) => client.overview(period, teamId),
    series: (unit, count) => client.overviewSeries(unit, count, teamId),
  };
  const pending = useLoad(() => client.pendingDeletions(), []);
  return (
    <>
      <h1>Overview</h1>
      <Stats key={teamId} source={team} scope="account" />
      <Card title="Scheduled deletions">
        <ErrorBox error={pending.error} />
        {pending.data &&
          (pending.data.count === 0 ? (
            <Empty>
              No function is scheduled for deletion. Functions left uninvoked for long are, with a grace
              period to cancel.
            </Empty>
          ) : (
            <ul class="plain">
              {pending.data.pending_deletions.map((d) => (
                <li key={d.id}>
                  <a href={`${BASE}/functions/${d.function_uuid}/deletion`}>{d.function_name}</a>: deleted in{' '}
                  {d.days_remaining} days unless cancelled
                </li>
              ))}
            </ul>
          ))}
      </Card>
    </>
  );
}
