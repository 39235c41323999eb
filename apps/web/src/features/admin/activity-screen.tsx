import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable, BarChart, Text } from '@tangerine/ui';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries } from './admin-queries';

export function ActivityScreen() {
  const activity = useQuery(adminQueries.activity(useAdminClient()));
  const data = activity.data;
  const hasPlays = Boolean(data && (data.plays_per_day.some((d) => d.plays > 0) || data.active_devices > 0));
  return (
    <AdminSection
      title="Activity"
      status={activity.isPending ? 'loading' : activity.isError ? 'error' : hasPlays ? 'ready' : 'empty'}
      loadingText="Loading activity..."
      emptyTitle="No plays yet"
      emptyText="Plays and active devices appear here as listeners play."
      errorText={failure(activity.error)}
      onRetry={() => void activity.refetch()}
    >
      {data ? (
        <>
          <Text>
            Active devices now: {data.active_devices} ({data.playing_devices} playing)
          </Text>
          <BarChart label={`Plays per day, last ${data.days} days`} bars={data.plays_per_day.map((d) => ({ label: d.day.slice(5), value: d.plays }))} />
          <AdminTable caption="Most played tracks" columns={[{ header: 'Track', cell: (t) => t.title }, { header: 'Artist', cell: (t) => t.artist }, { header: 'Plays', cell: (t) => t.plays }]} rows={data.top_tracks} rowKey={(t) => t.id} />
          <AdminTable caption="Most played artists" columns={[{ header: 'Artist', cell: (a) => a.name }, { header: 'Plays', cell: (a) => a.plays }]} rows={data.top_artists} rowKey={(a) => a.id} />
        </>
      ) : null}
    </AdminSection>
  );
}
