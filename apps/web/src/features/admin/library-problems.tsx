import { useQuery } from '@tanstack/react-query';
import { AdminNotice, AdminTable, LoadingState, Text } from '@tangerine/ui';
import type { AdminLibrary, AdminLibraryProblems } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries } from './admin-queries';

type TrackFile = AdminLibraryProblems['missing'][number];

/** "Showing 500 of 1,204." when a list was cut, else nothing. */
const cut = (shown: number, total: number) => (total > shown ? ` Showing ${shown} of ${total.toLocaleString('en-US')}.` : '');

function TrackFiles({ caption, rows, codec }: { caption: string; rows: readonly TrackFile[]; codec?: boolean }) {
  return (
    <AdminTable
      caption={caption}
      columns={[
        { header: 'Track', cell: (t: TrackFile) => t.title },
        { header: 'File', cell: (t: TrackFile) => t.file },
        ...(codec ? [{ header: 'Format', cell: (t: TrackFile) => t.codec ?? 'unknown' }] : []),
      ]}
      rows={rows}
      rowKey={(t) => t.track_id}
    />
  );
}

/** One library's files not imported (with why), tracks missing on disk, and tracks that need ffmpeg. */
export function LibraryProblemsView({ library }: { library: AdminLibrary }) {
  const problems = useQuery(adminQueries.libraryProblems(useAdminClient(), library.id, library.scanned_at));
  if (problems.isPending) return <LoadingState text={`Checking ${library.name}...`} />;
  if (problems.isError) return <AdminNotice tone="error">{failure(problems.error)}</AdminNotice>;
  const p = problems.data;
  return (
    <section aria-label={`Problems of ${library.name}`}>
      {p.skipped_total ? (
        <>
          <Text>
            {p.skipped_total} files not imported.{cut(p.skipped.length, p.skipped_total)}
          </Text>
          <AdminTable
            caption={`Files of ${library.name} not imported`}
            columns={[
              { header: 'File', cell: (s) => s.file },
              { header: 'Reason', cell: (s) => s.reason },
            ]}
            rows={p.skipped}
            rowKey={(s) => s.file}
          />
        </>
      ) : (
        <Text>Every audio file of {library.name} is a track.</Text>
      )}
      {p.missing_total ? (
        <>
          <Text>
            {p.missing_total} tracks are missing on disk; the next scan removes them.{cut(p.missing.length, p.missing_total)}
          </Text>
          <TrackFiles caption={`Tracks of ${library.name} missing on disk`} rows={p.missing} />
        </>
      ) : (
        <Text>No track is missing on disk.</Text>
      )}
      {p.needs_ffmpeg_total ? (
        <>
          <Text>
            {p.ffmpeg ? `${p.needs_ffmpeg_total} tracks play through ffmpeg (browsers cannot decode their format).` : `${p.needs_ffmpeg_total} tracks cannot play: their format needs ffmpeg, which is not installed on the server.`}
            {cut(p.needs_ffmpeg.length, p.needs_ffmpeg_total)}
          </Text>
          <TrackFiles caption={p.ffmpeg ? `Tracks of ${library.name} played through ffmpeg` : `Tracks of ${library.name} that cannot play without ffmpeg`} rows={p.needs_ffmpeg} codec />
        </>
      ) : (
        <Text>Every track plays without ffmpeg.</Text>
      )}
    </section>
  );
}
