import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminProgress, AdminRowActions, AdminSection, AdminTable, Button, TextInput } from '@tangerine/ui';
import type { AdminLibrary, AdminLibraryList } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { useAddLibrary, useRemoveLibrary, useScanLibrary } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';
import { LibraryProblemsView } from './library-problems';

/** "3 added, 1 removed in 0.4 s" (only the counts that are not 0), or "Never scanned". */
export function lastScanText(library: AdminLibrary): string {
  const scan = library.last_scan;
  if (!library.scanned_at || !scan) return 'Never scanned';
  const changes = (['added', 'updated', 'moved', 'removed'] as const).filter((name) => scan[name] > 0).map((name) => `${scan[name]} ${name}`);
  return `${when(library.scanned_at)}: ${changes.length ? changes.join(', ') : 'nothing changed'} in ${scan.seconds.toFixed(1)} s`;
}

function AddLibraryForm({ roots }: { roots: readonly string[] }) {
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
    <form onSubmit={submit} aria-label="Add a music folder">
      <AdminFieldRow>
        <TextInput label="Music folder on the server" value={folder} onChange={(e) => setFolder(e.target.value)} required maxLength={4096} hint={roots.length ? `Under ${roots.join(', ')}` : undefined} />
        <TextInput label="Library name" placeholder="The folder's name" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
        <Button type="submit" loading={add.isPending} loadingLabel="Adding...">
          Add folder
        </Button>
      </AdminFieldRow>
      {add.isError ? <AdminNotice tone="error">{failure(add.error)}</AdminNotice> : null}
      {add.data ? <AdminNotice tone="success">Added {add.data.name}: its first scan has started.</AdminNotice> : null}
    </form>
  );
}

function LibraryActions({ library, scanning, shown, onShow }: { library: AdminLibrary; scanning: boolean; shown: boolean; onShow: () => void }) {
  const scan = useScanLibrary();
  const remove = useRemoveLibrary();
  return (
    <AdminRowActions>
      <Button size="sm" variant="secondary" onClick={() => scan.mutate({ id: library.id, full: false })} loading={scan.isPending} disabled={scanning} aria-label={`Scan now: ${library.name}`}>
        Scan now
      </Button>
      <Button size="sm" variant="secondary" onClick={onShow} aria-pressed={shown} aria-label={`Problems of ${library.name}`}>
        Problems
      </Button>
      <Button size="sm" variant="danger" onClick={() => remove.mutate(library.id)} loading={remove.isPending} aria-label={`Remove ${library.name}`}>
        Remove
      </Button>
      {scan.isError ? <AdminNotice tone="error">{failure(scan.error)}</AdminNotice> : null}
      {remove.isError ? <AdminNotice tone="error">{failure(remove.error)}</AdminNotice> : null}
    </AdminRowActions>
  );
}

function ScanProgress({ list }: { list: AdminLibraryList }) {
  const scan = list.scan;
  if (!scan) return null;
  const library = list.libraries.find((l) => l.id === scan.library_id);
  const label = `Scanning ${library ? library.name : 'every library'}${scan.full ? ' (every file)' : ''}`;
  return <AdminProgress label={label} value={scan.done} max={scan.total} detail={scan.file || 'Listing the folder...'} />;
}

/** Music folders read in place: add, scan now (progress polled), remove, and what of each does not play. */
export function LibrariesScreen() {
  const list = useQuery(adminQueries.libraryList(useAdminClient()));
  const [shown, setShown] = useState<string | null>(null);
  const libraries = list.data?.libraries;
  const selected = libraries?.find((l) => l.id === shown);
  return (
    <AdminSection
      title="Libraries"
      status={sectionStatus({ ...list, data: libraries })}
      loadingText="Loading libraries..."
      emptyTitle="No music libraries yet"
      emptyText="Add a folder of music on the server: its files are read where they are, never copied, and watched for changes."
      errorText={failure(list.error)}
      onRetry={() => void list.refetch()}
      actions={
        <>
          <AddLibraryForm roots={list.data?.roots ?? []} />
          {list.data && !list.data.ffmpeg ? <AdminNotice tone="error">ffmpeg is not installed on the server: tracks in formats browsers cannot decode (ALAC, AIFF, WMA...) cannot play.</AdminNotice> : null}
          {list.data ? <ScanProgress list={list.data} /> : null}
        </>
      }
    >
      <AdminTable
        caption="Music libraries"
        columns={[
          { header: 'Name', cell: (l) => l.name },
          { header: 'Folder', cell: (l) => l.path },
          { header: 'Files', cell: (l) => l.files },
          { header: 'Tracks', cell: (l) => l.tracks },
          { header: 'Not imported', cell: (l) => l.last_scan?.skipped ?? l.skipped },
          { header: 'Last scan', cell: lastScanText },
          { header: 'Actions', cell: (l) => <LibraryActions library={l} scanning={Boolean(list.data?.scan)} shown={shown === l.id} onShow={() => setShown(shown === l.id ? null : l.id)} /> },
        ]}
        rows={libraries ?? []}
        rowKey={(l) => l.id}
      />
      {selected ? <LibraryProblemsView key={selected.id} library={selected} /> : null}
    </AdminSection>
  );
}
