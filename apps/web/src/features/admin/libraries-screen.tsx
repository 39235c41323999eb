import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminProgress, AdminRowActions, AdminSection, AdminTable, Button, numberFormat, TextInput, translate, useT, type MessageId } from '@tangerine/ui';
import type { AdminLibrary, AdminLibraryList } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { useAddLibrary, useRemoveLibrary, useScanLibrary } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';
import { LibraryProblemsView } from './library-problems';
import { LibraryPlaylistFilesView } from './library-playlist-files';

/** What is shown below the table: one library's problems or its playlist files. */
type Shown = { id: string; view: 'problems' | 'playlists' } | null;

const CHANGE_TEXT = { added: 'admin.librariesAddedCount', updated: 'admin.librariesUpdatedCount', moved: 'admin.librariesMovedCount', removed: 'admin.librariesRemovedCount' } as const satisfies Record<string, MessageId>;

/** "3 added, 1 removed in 0.4 s" (only the counts that are not 0), or "Never scanned". */
export function lastScanText(library: AdminLibrary): string {
  const scan = library.last_scan;
  if (!library.scanned_at || !scan) return translate('admin.librariesNever');
  const changes = (Object.keys(CHANGE_TEXT) as (keyof typeof CHANGE_TEXT)[]).filter((name) => scan[name] > 0).map((name) => translate(CHANGE_TEXT[name], { count: scan[name] }));
  const seconds = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(scan.seconds);
  return translate('admin.librariesLastScan', { when: when(library.scanned_at), changes: changes.length ? changes.join(', ') : translate('admin.librariesNothingChanged'), seconds });
}

function AddLibraryForm({ roots }: { roots: readonly string[] }) {
  const t = useT();
  const add = useAddLibrary();
  const [folder, setFolder] = useState('');
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { folder: folder.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
      {
        onSuccess: () => {
          setFolder('');
          setName('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.librariesAddForm')}>
      <AdminFieldRow>
        <TextInput label={t('admin.librariesFolder')} value={folder} onChange={(e) => setFolder(e.target.value)} required maxLength={4096} hint={roots.length ? t('admin.under', { roots: roots.join(', ') }) : undefined} />
        <TextInput label={t('admin.librariesName')} placeholder={t('admin.librariesNamePlaceholder')} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        <Button type="submit" loading={add.isPending} loadingLabel={t('admin.librariesAdding')}>
          {t('admin.librariesAdd')}
        </Button>
      </AdminFieldRow>
      {add.isError ? <AdminNotice tone="error">{failure(add.error)}</AdminNotice> : null}
      {add.data ? <AdminNotice tone="success">{t('admin.librariesAddedScan', { name: add.data.name })}</AdminNotice> : null}
    </form>
  );
}

function LibraryActions({ library, scanning, shown, onShow }: { library: AdminLibrary; scanning: boolean; shown: Shown; onShow: (view: 'problems' | 'playlists') => void }) {
  const t = useT();
  const scan = useScanLibrary();
  const remove = useRemoveLibrary();
  return (
    <AdminRowActions>
      <Button size="sm" variant="secondary" onClick={() => scan.mutate({ id: library.id, full: false })} loading={scan.isPending} disabled={scanning} aria-label={t('admin.librariesScanLabel', { name: library.name })}>
        {t('admin.librariesScan')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onShow('problems')} aria-pressed={shown?.id === library.id && shown.view === 'problems'} aria-label={t('admin.librariesProblemsLabel', { name: library.name })}>
        {t('admin.librariesProblems')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onShow('playlists')} aria-pressed={shown?.id === library.id && shown.view === 'playlists'} aria-label={t('admin.librariesPlaylistsLabel', { name: library.name })}>
        {t('admin.librariesPlaylists')}
      </Button>
      <Button size="sm" variant="danger" onClick={() => remove.mutate(library.id)} loading={remove.isPending} aria-label={t('admin.removeItem', { name: library.name })}>
        {t('admin.remove')}
      </Button>
      {scan.isError ? <AdminNotice tone="error">{failure(scan.error)}</AdminNotice> : null}
      {remove.isError ? <AdminNotice tone="error">{failure(remove.error)}</AdminNotice> : null}
    </AdminRowActions>
  );
}

function ScanProgress({ list }: { list: AdminLibraryList }) {
  const t = useT();
  const scan = list.scan;
  if (!scan) return null;
  const library = list.libraries.find((l) => l.id === scan.library_id);
  const scanning = library ? t('admin.librariesScanning', { name: library.name }) : t('admin.librariesScanningAll');
  const label = scan.full ? t('admin.librariesEveryFile', { label: scanning }) : scanning;
  return <AdminProgress label={label} value={scan.done} max={scan.total} detail={scan.file || t('admin.librariesListing')} />;
}

/** Music folders read in place: add, scan now (progress polled), remove, what of each does not play, and its playlist files. */
export function LibrariesScreen() {
  const t = useT();
  const list = useQuery(adminQueries.libraryList(useAdminClient()));
  const [shown, setShown] = useState<Shown>(null);
  const libraries = list.data?.libraries;
  const selected = libraries?.find((l) => l.id === shown?.id);
  const show = (id: string, view: 'problems' | 'playlists') => setShown(shown?.id === id && shown.view === view ? null : { id, view });
  return (
    <AdminSection
      title={t('admin.tabLibraries')}
      status={sectionStatus({ ...list, data: libraries })}
      loadingText={t('admin.librariesLoading')}
      emptyTitle={t('admin.librariesNone')}
      emptyText={t('admin.librariesNoneText')}
      errorText={failure(list.error)}
      onRetry={() => void list.refetch()}
      actions={
        <>
          <AddLibraryForm roots={list.data?.roots ?? []} />
          {list.data && !list.data.ffmpeg ? <AdminNotice tone="error">{t('admin.librariesNoFfmpeg')}</AdminNotice> : null}
          {list.data ? <ScanProgress list={list.data} /> : null}
        </>
      }
    >
      <AdminTable
        caption={t('admin.librariesCaption')}
        columns={[
          { header: t('admin.name'), cell: (l) => l.name },
          { header: t('admin.librariesFolderColumn'), cell: (l) => l.path },
          { header: t('admin.librariesFiles'), cell: (l) => l.files },
          { header: t('admin.librariesTracks'), cell: (l) => l.tracks },
          { header: t('admin.librariesNotImported'), cell: (l) => l.last_scan?.skipped ?? l.skipped },
          { header: t('admin.librariesLastScanColumn'), cell: lastScanText },
          { header: t('admin.actions'), cell: (l) => <LibraryActions library={l} scanning={Boolean(list.data?.scan)} shown={shown} onShow={(view) => show(l.id, view)} /> },
        ]}
        rows={libraries ?? []}
        rowKey={(l) => l.id}
      />
      {selected && shown?.view === 'problems' ? <LibraryProblemsView key={selected.id} library={selected} /> : null}
      {selected && shown?.view === 'playlists' ? <LibraryPlaylistFilesView key={selected.id} library={selected} /> : null}
    </AdminSection>
  );
}
