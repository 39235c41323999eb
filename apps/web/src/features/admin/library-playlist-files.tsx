import { useQuery } from '@tanstack/react-query';
import { AdminNotice, AdminRowActions, AdminTable, Button, LoadingState, Text, useT } from '@tangerine/ui';
import type { AdminLibrary, AdminLibraryPlaylistFile } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useDecidePlaylistFile } from './admin-mutations';
import { adminQueries } from './admin-queries';

type Unmatched = NonNullable<AdminLibraryPlaylistFile['report']>['unmatched'][number];

function Decide({ libraryId, file }: { libraryId: string; file: AdminLibraryPlaylistFile }) {
  const t = useT();
  const decide = useDecidePlaylistFile();
  const pending = (decision: 'import' | 'ignore') => decide.isPending && decide.variables.decision === decision;
  return (
    <AdminRowActions>
      <Button size="sm" variant="secondary" onClick={() => decide.mutate({ libraryId, fileId: file.id, decision: 'import' })} loading={pending('import')} disabled={decide.isPending} aria-label={t('admin.playlistFileImportLabel', { path: file.path })}>
        {t('admin.playlistFileImport')}
      </Button>
      {file.status === 'ignored' ? null : (
        <Button size="sm" variant="secondary" onClick={() => decide.mutate({ libraryId, fileId: file.id, decision: 'ignore' })} loading={pending('ignore')} disabled={decide.isPending} aria-label={t('admin.playlistFileIgnoreLabel', { path: file.path })}>
          {t('admin.playlistFileIgnore')}
        </Button>
      )}
      {decide.isError ? <AdminNotice tone="error">{failure(decide.error)}</AdminNotice> : null}
    </AdminRowActions>
  );
}

/** An imported file's outcome: how many entries matched, and each that matched nothing with why. */
function Report({ file }: { file: AdminLibraryPlaylistFile }) {
  const t = useT();
  if (!file.report) return null;
  const { entries, matched, unmatched } = file.report;
  return (
    <>
      <Text>{t('admin.playlistFileReport', { matched, entries })}</Text>
      {unmatched.length ? (
        <AdminTable
          caption={t('admin.playlistFileUnmatchedCaption', { path: file.path })}
          columns={[
            { header: t('admin.playlistFileLine'), cell: (u: Unmatched) => u.line },
            { header: t('admin.playlistFileEntry'), cell: (u: Unmatched) => u.location },
            { header: t('admin.reason'), cell: (u: Unmatched) => u.reason },
          ]}
          rows={unmatched}
          rowKey={(u) => `${u.line}`}
        />
      ) : null}
    </>
  );
}

/** Playlist files a scan found in one library: the admin imports each as a playlist of the library, or ignores it. */
export function LibraryPlaylistFilesView({ library }: { library: AdminLibrary }) {
  const t = useT();
  const files = useQuery(adminQueries.libraryPlaylistFiles(useAdminClient(), library.id, library.scanned_at));
  if (files.isPending) return <LoadingState text={t('admin.playlistFilesLoading', { name: library.name })} />;
  if (files.isError) return <AdminNotice tone="error">{failure(files.error)}</AdminNotice>;
  const found = files.data.playlist_files;
  return (
    <section aria-label={t('admin.librariesPlaylistsLabel', { name: library.name })}>
      {found.length ? (
        <>
          <Text>{t('admin.playlistFilesIntro', { name: library.name })}</Text>
          <AdminTable
            caption={t('admin.playlistFilesCaption', { name: library.name })}
            columns={[
              { header: t('admin.file'), cell: (f: AdminLibraryPlaylistFile) => f.path },
              { header: t('admin.playlistFileStatusColumn'), cell: (f: AdminLibraryPlaylistFile) => t('admin.playlistFileStatus', { status: f.status }) },
              { header: t('admin.actions'), cell: (f: AdminLibraryPlaylistFile) => <Decide libraryId={library.id} file={f} /> },
            ]}
            rows={found}
            rowKey={(f) => f.id}
          />
          {found.map((file) => (
            <Report key={file.id} file={file} />
          ))}
        </>
      ) : (
        <Text>{t('admin.playlistFilesNone', { name: library.name })}</Text>
      )}
    </section>
  );
}
