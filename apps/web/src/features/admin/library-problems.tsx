import { useQuery } from '@tanstack/react-query';
import { AdminNotice, AdminTable, LoadingState, numberFormat, Text, translate, useT } from '@tangerine/ui';
import type { AdminLibrary, AdminLibraryProblems } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { adminQueries } from './admin-queries';

type TrackFile = AdminLibraryProblems['missing'][number];

/** "Showing 500 of 1,204." when a list was cut, else nothing. */
const cut = (shown: number, total: number) => (total > shown ? ` ${translate('admin.problemsShowing', { shown, total: numberFormat().format(total) })}` : '');

function TrackFiles({ caption, rows, codec }: { caption: string; rows: readonly TrackFile[]; codec?: boolean }) {
  const t = useT();
  return (
    <AdminTable
      caption={caption}
      columns={[
        { header: t('admin.track'), cell: (track: TrackFile) => track.title },
        { header: t('admin.file'), cell: (track: TrackFile) => track.file },
        ...(codec ? [{ header: t('admin.problemsFormat'), cell: (track: TrackFile) => track.codec ?? t('admin.unknown') }] : []),
      ]}
      rows={rows}
      rowKey={(track) => track.track_id}
    />
  );
}

/** One library's files not imported (with why), tracks missing on disk, and tracks that need ffmpeg. */
export function LibraryProblemsView({ library }: { library: AdminLibrary }) {
  const t = useT();
  const problems = useQuery(adminQueries.libraryProblems(useAdminClient(), library.id, library.scanned_at));
  if (problems.isPending) return <LoadingState text={t('admin.problemsChecking', { name: library.name })} />;
  if (problems.isError) return <AdminNotice tone="error">{failure(problems.error)}</AdminNotice>;
  const p = problems.data;
  return (
    <section aria-label={t('admin.librariesProblemsLabel', { name: library.name })}>
      {p.skipped_total ? (
        <>
          <Text>
            {t('admin.problemsSkipped', { count: p.skipped_total })}
            {cut(p.skipped.length, p.skipped_total)}
          </Text>
          <AdminTable
            caption={t('admin.problemsSkippedCaption', { name: library.name })}
            columns={[
              { header: t('admin.file'), cell: (s) => s.file },
              { header: t('admin.reason'), cell: (s) => s.reason },
            ]}
            rows={p.skipped}
            rowKey={(s) => s.file}
          />
        </>
      ) : (
        <Text>{t('admin.problemsAllTracks', { name: library.name })}</Text>
      )}
      {p.missing_total ? (
        <>
          <Text>
            {t('admin.problemsMissing', { count: p.missing_total })}
            {cut(p.missing.length, p.missing_total)}
          </Text>
          <TrackFiles caption={t('admin.problemsMissingCaption', { name: library.name })} rows={p.missing} />
        </>
      ) : (
        <Text>{t('admin.problemsNoneMissing')}</Text>
      )}
      {p.needs_ffmpeg_total ? (
        <>
          <Text>
            {p.ffmpeg ? t('admin.problemsThroughFfmpeg', { count: p.needs_ffmpeg_total }) : t('admin.problemsCannotPlay', { count: p.needs_ffmpeg_total })}
            {cut(p.needs_ffmpeg.length, p.needs_ffmpeg_total)}
          </Text>
          <TrackFiles caption={p.ffmpeg ? t('admin.problemsThroughFfmpegCaption', { name: library.name }) : t('admin.problemsCannotPlayCaption', { name: library.name })} rows={p.needs_ffmpeg} codec />
        </>
      ) : (
        <Text>{t('admin.problemsNoFfmpegNeeded')}</Text>
      )}
    </section>
  );
}
