import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminCheckbox, AdminFieldRow, AdminNotice, AdminSection, AdminTable, Button, TextInput } from '@tangerine/ui';
import type { AdminPodcast, AdminStation } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useAddStation, useRefreshPodcast, useRemoveStation, useSubscribePodcast } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';
import { ImportSection } from './import-section';
import { EditStationForm } from './station-edit-form';

function AddStationForm() {
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
    <form onSubmit={submit} aria-label="Add a radio station">
      <AdminFieldRow>
        <TextInput label="Station name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
        <TextInput label="Stream URL" type="url" value={streamUrl} onChange={(e) => setStreamUrl(e.target.value)} required />
        <TextInput label="Genres" placeholder="Jazz, Soul" value={genres} onChange={(e) => setGenres(e.target.value)} />
        <TextInput label="Country" value={country} onChange={(e) => setCountry(e.target.value)} />
        <AdminCheckbox label="Stream is on my own network" checked={allowPrivate} onChange={(e) => setAllowPrivate(e.target.checked)} />
        <Button type="submit" loading={add.isPending} loadingLabel="Checking the stream...">
          Add station
        </Button>
      </AdminFieldRow>
      {add.isError ? <AdminNotice tone="error">{failure(add.error)}</AdminNotice> : null}
      {add.data ? <AdminNotice tone="success">Added {add.data.name}</AdminNotice> : null}
    </form>
  );
}

function RemoveStation({ station }: { station: AdminStation }) {
  const remove = useRemoveStation();
  return (
    <Button size="sm" variant="danger" onClick={() => remove.mutate(station.id)} loading={remove.isPending} aria-label={`Remove ${station.name}`}>
      Remove
    </Button>
  );
}

export function StationsSection() {
  const stations = useQuery(adminQueries.stations(useAdminClient()));
  const [editing, setEditing] = useState<string | null>(null);
  const edited = stations.data?.find((s) => s.id === editing);
  return (
    <AdminSection title="Radio stations" status={sectionStatus(stations)} loadingText="Loading stations..." emptyTitle="No radio stations yet" errorText={failure(stations.error)} onRetry={() => void stations.refetch()} actions={<AddStationForm />}>
      {edited ? <EditStationForm key={edited.id} station={edited} onDone={() => setEditing(null)} /> : null}
      <AdminTable
        caption="Radio stations"
        columns={[
          { header: 'Name', cell: (s) => s.name },
          { header: 'Stream', cell: (s) => s.stream_url ?? 'Broadcast by Tangerine' },
          { header: 'Genres', cell: (s) => s.genres.join(', ') },
          { header: 'Country', cell: (s) => s.country ?? '' },
          {
            header: 'Actions',
            cell: (s) => (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(s.id)} aria-label={`Edit ${s.name}`}>
                  Edit
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
  const subscribe = useSubscribePodcast();
  const [feedUrl, setFeedUrl] = useState('');
  const [allowPrivate, setAllowPrivate] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate({ feed_url: feedUrl.trim(), ...(allowPrivate ? { allow_private: true } : {}) }, { onSuccess: () => setFeedUrl('') });
  };
  const report = subscribe.data;
  return (
    <form onSubmit={submit} aria-label="Subscribe to a podcast">
      <AdminFieldRow>
        <TextInput label="RSS feed URL" type="url" value={feedUrl} onChange={(e) => setFeedUrl(e.target.value)} required />
        <AdminCheckbox label="Feed is on my own network" checked={allowPrivate} onChange={(e) => setAllowPrivate(e.target.checked)} />
        <Button type="submit" loading={subscribe.isPending} loadingLabel="Reading the feed...">
          Subscribe
        </Button>
      </AdminFieldRow>
      {subscribe.isError ? <AdminNotice tone="error">{failure(subscribe.error)}</AdminNotice> : null}
      {report ? (
        <AdminNotice tone="success">
          {report.title}: {report.added} episodes added, {report.updated} updated, {report.skipped.length} skipped
        </AdminNotice>
      ) : null}
    </form>
  );
}

function RefreshPodcast({ podcast }: { podcast: AdminPodcast }) {
  const refresh = useRefreshPodcast();
  if (!podcast.feed_url?.startsWith('http')) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => refresh.mutate(podcast.id)} loading={refresh.isPending} aria-label={`Refresh ${podcast.title}`}>
        Refresh
      </Button>
      {refresh.data ? <AdminNotice tone="success">{refresh.data.added} new</AdminNotice> : null}
      {refresh.isError ? <AdminNotice tone="error">{failure(refresh.error)}</AdminNotice> : null}
    </>
  );
}

export function PodcastsSection() {
  const podcasts = useQuery(adminQueries.podcasts(useAdminClient()));
  return (
    <AdminSection title="Podcasts" status={sectionStatus(podcasts)} loadingText="Loading podcasts..." emptyTitle="No podcasts yet" emptyText="Subscribed feeds are refreshed every hour." errorText={failure(podcasts.error)} onRetry={() => void podcasts.refetch()} actions={<SubscribeForm />}>
      <AdminTable
        caption="Podcasts"
        columns={[
          { header: 'Title', cell: (p) => p.title },
          { header: 'Author', cell: (p) => p.author ?? '' },
          { header: 'Episodes', cell: (p) => p.episodes },
          { header: 'Feed', cell: (p) => p.feed_url ?? '' },
          { header: 'Actions', cell: (p) => <RefreshPodcast podcast={p} /> },
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
