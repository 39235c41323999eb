import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminSection, AdminTable, Button, Select, TextInput } from '@tangerine/ui';
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
          columns={[
            { header: kind === 'artist' ? 'Name' : 'Title', cell: (i) => i.title },
            { header: 'Artist', cell: (i) => i.artist ?? '' },
            { header: 'Year', cell: (i) => i.year ?? '' },
            { header: 'Genres', cell: (i) => i.genres.join(', ') },
            { header: 'Artwork', cell: (i) => (i.has_artwork ? 'Yes' : 'No') },
            { header: 'Size', cell: countText },
            {
              header: 'Actions',
              cell: (i) => (
                <Button size="sm" variant="secondary" onClick={() => setSelected(i.id)} aria-label={`Edit ${i.title}`}>
                  Edit
                </Button>
              ),
            },
          ]}
          rows={items.data ?? []}
          rowKey={(i) => i.id}
        />
      </AdminSection>
      {item ? (
        <AdminSection title={`Edit ${item.title}`} status="ready" loadingText="" emptyTitle="">
          <CatalogueEditor key={`${item.kind}-${item.id}`} item={item} onClose={() => setSelected(null)} />
        </AdminSection>
      ) : null}
      {item?.kind === 'playlist' ? <PlaylistTracksEditor key={item.id} playlist={item} /> : null}
    </>
  );
}
