import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminSection, AdminTable, Button, Dialog, Select, TextInput, translate, useT, type AdminColumn, type MessageId } from '@tangerine/ui';
import type { AdminCatalogueItem, AdminCatalogueKind } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries, sectionStatus } from './admin-queries';
import { CatalogueEditor } from './catalogue-editor';
import { PlaylistTracksEditor } from './playlist-tracks-editor';

const KINDS: { value: AdminCatalogueKind; labelKey: MessageId }[] = [
  { value: 'album', labelKey: 'admin.catalogueAlbums' },
  { value: 'artist', labelKey: 'admin.catalogueArtists' },
  { value: 'track', labelKey: 'admin.catalogueTracks' },
  { value: 'playlist', labelKey: 'admin.cataloguePlaylists' },
];

const countText = (item: AdminCatalogueItem) => (item.count === null ? '' : translate('admin.catalogueSize', { kind: item.kind, count: item.count }));

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
    { header: kind === 'artist' ? translate('admin.name') : translate('admin.titleColumn'), cell: (i) => i.title },
    ...(has.artist ? [{ header: translate('admin.artist'), cell: (i: AdminCatalogueItem) => i.artist ?? '' }] : []),
    ...(has.year ? [{ header: translate('admin.catalogueYear'), cell: (i: AdminCatalogueItem) => i.year ?? '', nowrap: true }] : []),
    ...(has.genres ? [{ header: translate('admin.genres'), cell: (i: AdminCatalogueItem) => i.genres.join(', ') }] : []),
    { header: translate('admin.catalogueArtwork'), cell: (i) => (i.has_artwork ? translate('admin.yes') : translate('admin.no')) },
    ...(has.size ? [{ header: translate('admin.catalogueSizeColumn'), cell: countText, nowrap: true }] : []),
    { header: translate('admin.actions'), cell: action },
  ];
}

/** Find albums, artists, tracks and featured playlists, edit one, curate a playlist's tracks. */
export function CatalogueScreen() {
  const t = useT();
  const [kind, setKind] = useState<AdminCatalogueKind>('album');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const items = useQuery(adminQueries.catalogueItems(useAdminClient(), kind, q.trim()));
  const item = items.data?.find((i) => i.id === selected);
  const labelKey = KINDS.find((k) => k.value === kind)?.labelKey;
  const label = labelKey ? t(labelKey) : '';
  return (
    <>
      <AdminSection
        title={t('admin.tabCatalogue')}
        status={sectionStatus(items)}
        loadingText={t('admin.catalogueLoading')}
        emptyTitle={q.trim() ? t('admin.catalogueNoMatch', { kind, query: q.trim() }) : t('admin.catalogueNone', { kind })}
        errorText={failure(items.error)}
        onRetry={() => void items.refetch()}
        actions={
          <AdminFieldRow>
            <Select
              label={t('admin.catalogueKind')}
              options={KINDS.map((k) => ({ value: k.value, label: t(k.labelKey) }))}
              value={kind}
              onValueChange={(value) => {
                setKind(value as AdminCatalogueKind);
                setSelected(null);
              }}
            />
            <TextInput label={t('admin.catalogueFind')} type="search" value={q} onChange={(e) => setQ(e.target.value)} maxLength={200} />
          </AdminFieldRow>
        }
      >
        <AdminTable
          caption={label}
          columns={columnsOf(kind, (i) => (
            <Button size="sm" variant="secondary" onClick={() => setSelected(i.id)} aria-label={t('admin.editItem', { name: i.title })}>
              {t('admin.edit')}
            </Button>
          ))}
          rows={items.data ?? []}
          rowKey={(i) => i.id}
        />
      </AdminSection>
      {/* A dialog, not a section under the table: the form opens where the listener's eye is, whatever the scroll. */}
      <Dialog open={Boolean(item)} onClose={() => setSelected(null)} title={item ? t('admin.editItem', { name: item.title }) : ''} size="lg">
        {item ? <CatalogueEditor key={`${item.kind}-${item.id}`} item={item} onClose={() => setSelected(null)} /> : null}
        {item?.kind === 'playlist' ? <PlaylistTracksEditor key={item.id} playlist={item} /> : null}
      </Dialog>
    </>
  );
}
