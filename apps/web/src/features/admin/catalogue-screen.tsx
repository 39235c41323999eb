import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminSection, AdminTable, Button, Dialog, Select, TextInput, type AdminColumn } from '@tangerine/ui';
import type { AdminCatalogueItem, AdminCatalogueKind } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries, sectionStatus } from './admin-queries';
import { CatalogueEditor } from './catalogue-editor';
import { PlaylistTracksEditor } from './playlist-tracks-editor';

const KINDS: { value: AdminCatalogueKind; label: string }[] = [
  { value: 'album', label: 'Albums' },
  { value: 'artist', label: 'Artists' },
  { value: 'track', label: 'Tracks' },
  { value: 'playlist', label: 'Featured playlists' },
];

const countText = (item: AdminCatalogueItem) => (item.count === null ? '' : `${item.count} ${item.kind === 'artist' ? 'albums' : 'tracks'}`);

/** The columns a kind has: a playlist has no artist, year or genres, a track no size. */
const HAS_COLUMN: Record<AdminCatalogueKind, { artist: boolean; year: boolean; genres: boolean; size: boolean }> = {
  album: { artist: true, year: true, genres: true, size: true },
  artist: { artist: false, year: false, genres: true, size: true },
  track: { artist: true, year: true, genres: true, size: false },
  playlist: { artist: false, year: false, genres: false, size: true },
};

function columnsOf(kind: AdminCatalogueKind, action: (item: AdminCatalogueItem) => ReactNode): AdminColumn<AdminCatalogueItem>[] {
  const has = HAS_COLUMN[kind];
  return [
    { header: kind === 'artist' ? 'Name' : 'Title', cell: (i) => i.title },
    ...(has.artist ? [{ header: 'Artist', cell: (i: AdminCatalogueItem) => i.artist ?? '' }] : []),
    ...(has.year ? [{ header: 'Year', cell: (i: AdminCatalogueItem) => i.year ?? '', nowrap: true }] : []),
    ...(has.genres ? [{ header: 'Genres', cell: (i: AdminCatalogueItem) => i.genres.join(', ') }] : []),
    { header: 'Artwork', cell: (i) => (i.has_artwork ? 'Yes' : 'No') },
    ...(has.size ? [{ header: 'Size', cell: countText, nowrap: true }] : []),
    { header: 'Actions', cell: action },
  ];
}

/** Find albums, artists, tracks and featured playlists, edit one, curate a playlist's tracks. */
export function CatalogueScreen() {
  const [kind, setKind] = useState<AdminCatalogueKind>('album');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const items = useQuery(adminQueries.catalogueItems(useAdminClient(), kind, q.trim()));
  const item = items.data?.find((i) => i.id === selected);
  const label = KINDS.find((k) => k.value === kind)?.label ?? '';
  return (
    <>
      <AdminSection
        title="Catalogue"
        status={sectionStatus(items)}
        loadingText="Loading the catalogue..."
        emptyTitle={q.trim() ? `No ${label.toLowerCase()} match "${q.trim()}"` : `No ${label.toLowerCase()} yet`}
        errorText={failure(items.error)}
        onRetry={() => void items.refetch()}
        actions={
          <AdminFieldRow>
            <Select
              label="Kind"
              options={KINDS}
              value={kind}
              onValueChange={(value) => {
                setKind(value as AdminCatalogueKind);
                setSelected(null);
              }}
            />
            <TextInput label="Find by title" type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
          </AdminFieldRow>
        }
      >
        <AdminTable
          caption={label}
          columns={columnsOf(kind, (i) => (
            <Button size="sm" variant="secondary" onClick={() => setSelected(i.id)} aria-label={`Edit ${i.title}`}>
              Edit
            </Button>
          ))}
          rows={items.data ?? []}
          rowKey={(i) => i.id}
        />
      </AdminSection>
      {/* A dialog, not a section under the table: the form opens where the listener's eye is, whatever the scroll. */}
      <Dialog open={Boolean(item)} onClose={() => setSelected(null)} title={item ? `Edit ${item.title}` : ''} size="lg">
        {item ? <CatalogueEditor key={`${item.kind}-${item.id}`} item={item} onClose={() => setSelected(null)} /> : null}
        {item?.kind === 'playlist' ? <PlaylistTracksEditor key={item.id} playlist={item} /> : null}
      </Dialog>
    </>
  );
}
