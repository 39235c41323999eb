import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminRowActions, AdminSection, AdminTable, Button, Stack, Text, TextInput } from '@tangerine/ui';
import type { AdminCatalogueItem } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useSetPlaylistTracks } from './admin-mutations';
import { adminQueries } from './admin-queries';

const byline = (track: AdminCatalogueItem) => [track.artist, track.album].filter(Boolean).join(' · ');

/** Moves the item at `index` by `step` (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

function TrackFinder({ onAdd, present }: { onAdd: (track: AdminCatalogueItem) => void; present: ReadonlySet<string> }) {
  const [q, setQ] = useState('');
  const found = useQuery({ ...adminQueries.catalogueItems(useAdminClient(), 'track', q.trim()), enabled: q.trim().length > 0 });
  return (
    <Stack $gap={2}>
      <TextInput label="Find a track to add" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {found.isError ? <AdminNotice tone="error">{failure(found.error)}</AdminNotice> : null}
      {found.data?.length === 0 ? <Text>No tracks match "{q.trim()}"</Text> : null}
      {found.data?.length ? (
        <AdminTable
          caption="Tracks found"
          columns={[
            { header: 'Track', cell: (t) => t.title },
            { header: 'By', cell: byline },
            {
              header: 'Add',
              cell: (t) => (
                <Button size="sm" variant="secondary" disabled={present.has(t.id)} onClick={() => onAdd(t)} aria-label={present.has(t.id) ? `In the playlist: ${t.title}` : `Add ${t.title}`}>
                  {present.has(t.id) ? 'In the playlist' : 'Add'}
                </Button>
              ),
            },
          ]}
          rows={found.data.slice(0, 10)}
          rowKey={(t) => t.id}
        />
      ) : null}
    </Stack>
  );
}

/** A featured playlist's tracks: add, move up or down, remove, then save the order in one call. */
export function PlaylistTracksEditor({ playlist }: { playlist: AdminCatalogueItem }) {
  const tracks = useQuery(adminQueries.playlistTracks(useAdminClient(), playlist.id));
  const save = useSetPlaylistTracks();
  // Local edits hold until saved, or until the server's list changes under them.
  const [edit, setEdit] = useState<{ base: unknown; list: AdminCatalogueItem[] } | null>(null);
  const order = edit && edit.base === tracks.data ? edit.list : null;
  const setOrder = (list: AdminCatalogueItem[]) => setEdit({ base: tracks.data, list });
  const shown = order ?? tracks.data ?? [];
  const present = new Set(shown.map((t) => t.id));
  return (
    <AdminSection title={`Tracks of ${playlist.title}`} status={tracks.isPending ? 'loading' : tracks.isError ? 'error' : 'ready'} loadingText="Loading the playlist's tracks..." emptyTitle="" errorText={failure(tracks.error)} onRetry={() => void tracks.refetch()}>
      {shown.length === 0 ? <Text>This playlist has no tracks yet.</Text> : null}
      {shown.length ? (
        <AdminTable
          caption={`Tracks of ${playlist.title}`}
          columns={[
            { header: '#', cell: (t) => shown.indexOf(t) + 1 },
            { header: 'Track', cell: (t) => t.title },
            { header: 'By', cell: byline },
            {
              header: 'Order',
              cell: (t) => {
                const index = shown.indexOf(t);
                return (
                  <AdminRowActions>
                    <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => setOrder(moved(shown, index, -1))} aria-label={`Move ${t.title} up`}>
                      Up
                    </Button>
                    <Button size="sm" variant="secondary" disabled={index === shown.length - 1} onClick={() => setOrder(moved(shown, index, 1))} aria-label={`Move ${t.title} down`}>
                      Down
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setOrder(shown.filter((x) => x.id !== t.id))} aria-label={`Remove ${t.title}`}>
                      Remove
                    </Button>
                  </AdminRowActions>
                );
              },
            },
          ]}
          rows={shown}
          rowKey={(t) => t.id}
        />
      ) : null}
      <TrackFinder present={present} onAdd={(t) => setOrder([...shown, t])} />
      <AdminFieldRow>
        <Button disabled={order === null} loading={save.isPending} loadingLabel="Saving..." onClick={() => save.mutate({ id: playlist.id, trackIds: shown.map((t) => t.id) }, { onSuccess: () => setEdit(null) })}>
          Save tracks
        </Button>
        {order !== null ? <Text>Unsaved changes</Text> : null}
      </AdminFieldRow>
      {save.isError ? <AdminNotice tone="error">{failure(save.error)}</AdminNotice> : null}
      {save.isSuccess && order === null ? <AdminNotice tone="success">Saved: {save.data.length} tracks</AdminNotice> : null}
    </AdminSection>
  );
}
