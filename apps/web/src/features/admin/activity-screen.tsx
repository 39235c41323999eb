import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable, BarChart, Text, useT } from '@tangerine/ui';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries } from './admin-queries';

export function ActivityScreen() {
  const t = useT();
  const activity = useQuery(adminQueries.activity(useAdminClient()));
  const data = activity.data;
  const hasPlays = Boolean(data && (data.plays_per_day.some((d) => d.plays > 0) || data.active_devices > 0));
  return (
    <AdminSection
      title={t('admin.tabActivity')}
      status={activity.isPending ? 'loading' : activity.isError ? 'error' : hasPlays ? 'ready' : 'empty'}
      loadingText={t('admin.activityLoading')}
      emptyTitle={t('admin.activityNone')}
      emptyText={t('admin.activityNoneText')}
      errorText={failure(activity.error)}
      onRetry={() => void activity.refetch()}
    >
      {data ? (
        <>
          <Text>{t('admin.activityNow', { active: data.active_devices, playing: data.playing_devices })}</Text>
          <BarChart label={t('admin.activityPerDay', { days: data.days })} bars={data.plays_per_day.map((d) => ({ label: d.day.slice(5), value: d.plays }))} />
          <AdminTable caption={t('admin.activityTopTracks')} columns={[{ header: t('admin.track'), cell: (track) => track.title }, { header: t('admin.artist'), cell: (track) => track.artist }, { header: t('admin.plays'), cell: (track) => track.plays }]} rows={data.top_tracks} rowKey={(track) => track.id} />
          <AdminTable caption={t('admin.activityTopArtists')} columns={[{ header: t('admin.artist'), cell: (a) => a.name }, { header: t('admin.plays'), cell: (a) => a.plays }]} rows={data.top_artists} rowKey={(a) => a.id} />
        </>
      ) : null}
    </AdminSection>
  );
}
