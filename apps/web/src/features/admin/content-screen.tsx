import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminCheckbox, AdminFieldRow, AdminNotice, AdminSection, AdminTable, Button, TextInput, useT } from '@tangerine/ui';
import type { AdminPodcast, AdminStation } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useAddStation, useRefreshPodcast, useRemoveStation, useSubscribePodcast } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';
import { ImportSection } from './import-section';
import { EditStationForm } from './station-edit-form';

function AddStationForm() {
  const t = useT();
  const add = useAddStation();
  const [name, setName] = useState('');
  const [streamUrl, setStreamUrl] = useState('');
  const [genres, setGenres] = useState('');
  const [country, setCountry] = useState('');
  const [allowPrivate, setAllowPrivate] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = genres.split(',').map((g) => g.trim()).filter(Boolean);
    add.mutate(
      { name: name.trim(), stream_url: streamUrl.trim(), ...(list.length ? { genres: list } : {}), ...(country.trim() ? { country: country.trim() } : {}), ...(allowPrivate ? { allow_private: true } : {}) },
      {
        onSuccess: () => {
          for (const clear of [setName, setStreamUrl, setGenres, setCountry]) clear('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.stationsAdd')}>
      <AdminFieldRow>
        <TextInput label={t('admin.stationsName')} value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        <TextInput label={t('admin.stationsUrl')} type="url" value={streamUrl} onChange={(e) => setStreamUrl(e.target.value)} required />
        <TextInput label={t('admin.genres')} placeholder={t('admin.genresPlaceholder')} value={genres} onChange={(e) => setGenres(e.target.value)} />
        <TextInput label={t('admin.country')} value={country} onChange={(e) => setCountry(e.target.value)} />
        <AdminCheckbox label={t('admin.stationsOwnNetwork')} checked={allowPrivate} onChange={(e) => setAllowPrivate(e.target.checked)} />
        <Button type="submit" loading={add.isPending} loadingLabel={t('admin.stationsChecking')}>
          {t('admin.stationsAddButton')}
        </Button>
      </AdminFieldRow>
      {add.isError ? <AdminNotice tone="error">{failure(add.error)}</AdminNotice> : null}
      {add.data ? <AdminNotice tone="success">{t('admin.added', { name: add.data.name })}</AdminNotice> : null}
    </form>
  );
}

function RemoveStation({ station }: { station: AdminStation }) {
  const t = useT();
  const remove = useRemoveStation();
  return (
    <Button size="sm" variant="danger" onClick={() => remove.mutate(station.id)} loading={remove.isPending} aria-label={t('admin.removeItem', { name: station.name })}>
      {t('admin.remove')}
    </Button>
  );
}

export function StationsSection() {
  const t = useT();
  const stations = useQuery(adminQueries.stations(useAdminClient()));
  const [editing, setEditing] = useState<string | null>(null);
  const edited = stations.data?.find((s) => s.id === editing);
  return (
    <AdminSection title={t('admin.stationsTitle')} status={sectionStatus(stations)} loadingText={t('admin.stationsLoading')} emptyTitle={t('admin.stationsNone')} errorText={failure(stations.error)} onRetry={() => void stations.refetch()} actions={<AddStationForm />}>
      {edited ? <EditStationForm key={edited.id} station={edited} onDone={() => setEditing(null)} /> : null}
      <AdminTable
        caption={t('admin.stationsTitle')}
        columns={[
          { header: t('admin.name'), cell: (s) => s.name },
          { header: t('admin.stationsStream'), cell: (s) => s.stream_url ?? t('admin.stationsBroadcast') },
          { header: t('admin.genres'), cell: (s) => s.genres.join(', ') },
          { header: t('admin.country'), cell: (s) => s.country ?? '' },
          {
            header: t('admin.actions'),
            cell: (s) => (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(s.id)} aria-label={t('admin.editItem', { name: s.name })}>
                  {t('admin.edit')}
                </Button>
                <RemoveStation station={s} />
              </>
            ),
          },
        ]}
        rows={stations.data ?? []}
        rowKey={(s) => s.id}
      />
    </AdminSection>
  );
}

function SubscribeForm() {
  const t = useT();
  const subscribe = useSubscribePodcast();
  const [feedUrl, setFeedUrl] = useState('');
  const [allowPrivate, setAllowPrivate] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate({ feed_url: feedUrl.trim(), ...(allowPrivate ? { allow_private: true } : {}) }, { onSuccess: () => setFeedUrl('') });
  };
  const report = subscribe.data;
  return (
    <form onSubmit={submit} aria-label={t('admin.podcastsSubscribe')}>
      <AdminFieldRow>
        <TextInput label={t('admin.podcastsFeedUrl')} type="url" value={feedUrl} onChange={(e) => setFeedUrl(e.target.value)} required />
        <AdminCheckbox label={t('admin.podcastsOwnNetwork')} checked={allowPrivate} onChange={(e) => setAllowPrivate(e.target.checked)} />
        <Button type="submit" loading={subscribe.isPending} loadingLabel={t('admin.podcastsReading')}>
          {t('admin.podcastsSubscribeButton')}
        </Button>
      </AdminFieldRow>
      {subscribe.isError ? <AdminNotice tone="error">{failure(subscribe.error)}</AdminNotice> : null}
      {report ? (
        <AdminNotice tone="success">{t('admin.podcastsReport', { title: report.title, added: report.added, updated: report.updated, skipped: report.skipped.length })}</AdminNotice>
      ) : null}
    </form>
  );
}

function RefreshPodcast({ podcast }: { podcast: AdminPodcast }) {
  const t = useT();
  const refresh = useRefreshPodcast();
  if (!podcast.feed_url?.startsWith('http')) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => refresh.mutate(podcast.id)} loading={refresh.isPending} aria-label={t('admin.podcastsRefreshLabel', { title: podcast.title })}>
        {t('admin.podcastsRefresh')}
      </Button>
      {refresh.data ? <AdminNotice tone="success">{t('admin.podcastsNew', { count: refresh.data.added })}</AdminNotice> : null}
      {refresh.isError ? <AdminNotice tone="error">{failure(refresh.error)}</AdminNotice> : null}
    </>
  );
}

export function PodcastsSection() {
  const t = useT();
  const podcasts = useQuery(adminQueries.podcasts(useAdminClient()));
  return (
    <AdminSection title={t('admin.podcastsTitle')} status={sectionStatus(podcasts)} loadingText={t('admin.podcastsLoading')} emptyTitle={t('admin.podcastsNone')} emptyText={t('admin.podcastsNoneText')} errorText={failure(podcasts.error)} onRetry={() => void podcasts.refetch()} actions={<SubscribeForm />}>
      <AdminTable
        caption={t('admin.podcastsTitle')}
        columns={[
          { header: t('admin.titleColumn'), cell: (p) => p.title },
          { header: t('admin.podcastsAuthor'), cell: (p) => p.author ?? '' },
          { header: t('admin.podcastsEpisodes'), cell: (p) => p.episodes },
          { header: t('admin.podcastsFeed'), cell: (p) => p.feed_url ?? '' },
          { header: t('admin.actions'), cell: (p) => <RefreshPodcast podcast={p} /> },
        ]}
        rows={podcasts.data ?? []}
        rowKey={(p) => p.id}
      />
    </AdminSection>
  );
}

export function ContentScreen() {
  return (
    <>
      <ImportSection />
      <StationsSection />
      <PodcastsSection />
    </>
  );
}
