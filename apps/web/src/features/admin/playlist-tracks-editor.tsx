import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminRowActions, AdminSection, AdminTable, Button, Stack, Text, TextInput, useT } from '@tangerine/ui';
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
  const t = useT();
  const [q, setQ] = useState('');
  const found = useQuery({ ...adminQueries.catalogueItems(useAdminClient(), 'track', q.trim()), enabled: q.trim().length > 0 });
  return (
    <Stack $gap={2}>
      <TextInput label={t('admin.playlistFind')} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {found.isError ? <AdminNotice tone="error">{failure(found.error)}</AdminNotice> : null}
      {found.data?.length === 0 ? <Text>{t('admin.playlistNoMatch', { query: q.trim() })}</Text> : null}
      {found.data?.length ? (
        <AdminTable
          caption={t('admin.playlistFound')}
          columns={[
            { header: t('admin.track'), cell: (track) => track.title },
            { header: t('admin.playlistBy'), cell: byline },
            {
              header: t('admin.playlistAdd'),
              cell: (track) => (
                <Button size="sm" variant="secondary" disabled={present.has(track.id)} onClick={() => onAdd(track)} aria-label={present.has(track.id) ? t('admin.playlistInLabel', { title: track.title }) : t('admin.playlistAddLabel', { title: track.title })}>
                  {present.has(track.id) ? t('admin.playlistIn') : t('admin.playlistAdd')}
                </Button>
              ),
            },
          ]}
          rows={found.data.slice(0, 10)}
          rowKey={(track) => track.id}
        />
      ) : null}
    </Stack>
  );
}

/** A featured playlist's tracks: add, move up or down, remove, then save the order in one call. */
export function PlaylistTracksEditor({ playlist }: { playlist: AdminCatalogueItem }) {
  const t = useT();
  const tracks = useQuery(adminQueries.playlistTracks(useAdminClient(), playlist.id));
  const save = useSetPlaylistTracks();
  // Local edits hold until saved, or until the server's list changes under them.
  const [edit, setEdit] = useState<{ base: unknown; list: AdminCatalogueItem[] } | null>(null);
  const order = edit && edit.base === tracks.data ? edit.list : null;
  const setOrder = (list: AdminCatalogueItem[]) => setEdit({ base: tracks.data, list });
  const shown = order ?? tracks.data ?? [];
  const present = new Set(shown.map((track) => track.id));
  return (
    <AdminSection title={t('admin.playlistTracksOf', { title: playlist.title })} status={tracks.isPending ? 'loading' : tracks.isError ? 'error' : 'ready'} loadingText={t('admin.playlistLoading')} emptyTitle="" errorText={failure(tracks.error)} onRetry={() => void tracks.refetch()}>
      {shown.length === 0 ? <Text>{t('admin.playlistEmpty')}</Text> : null}
      {shown.length ? (
        <AdminTable
          caption={t('admin.playlistTracksOf', { title: playlist.title })}
          columns={[
            { header: '#', cell: (track) => shown.indexOf(track) + 1 },
            { header: t('admin.track'), cell: (track) => track.title },
            { header: t('admin.playlistBy'), cell: byline },
            {
              header: t('admin.playlistOrder'),
              cell: (track) => {
                const index = shown.indexOf(track);
                return (
                  <AdminRowActions>
                    <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => setOrder(moved(shown, index, -1))} aria-label={t('admin.playlistUpLabel', { title: track.title })}>
                      {t('admin.playlistUp')}
                    </Button>
                    <Button size="sm" variant="secondary" disabled={index === shown.length - 1} onClick={() => setOrder(moved(shown, index, 1))} aria-label={t('admin.playlistDownLabel', { title: track.title })}>
                      {t('admin.playlistDown')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setOrder(shown.filter((x) => x.id !== track.id))} aria-label={t('admin.removeItem', { name: track.title })}>
                      {t('admin.remove')}
                    </Button>
                  </AdminRowActions>
                );
              },
            },
          ]}
          rows={shown}
          rowKey={(track) => track.id}
        />
      ) : null}
      <TrackFinder present={present} onAdd={(track) => setOrder([...shown, track])} />
      <AdminFieldRow>
        <Button disabled={order === null} loading={save.isPending} loadingLabel={t('admin.saving')} onClick={() => save.mutate({ id: playlist.id, trackIds: shown.map((track) => track.id) }, { onSuccess: () => setEdit(null) })}>
          {t('admin.playlistSave')}
        </Button>
        {order !== null ? <Text>{t('admin.playlistUnsaved')}</Text> : null}
      </AdminFieldRow>
      {save.isError ? <AdminNotice tone="error">{failure(save.error)}</AdminNotice> : null}
      {save.isSuccess && order === null ? <AdminNotice tone="success">{t('admin.playlistSaved', { count: save.data.length })}</AdminNotice> : null}
    </AdminSection>
  );
}
