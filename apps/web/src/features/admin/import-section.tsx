import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminProgress, AdminSection, AdminTable, Button, TextInput, translate, useT } from '@tangerine/ui';
import type { AdminImportJob } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useStartImport } from './admin-mutations';
import { adminQueries } from './admin-queries';

/** "Imported 3 files: 2 added, 0 updated, 0 unchanged, 1 skipped; 1 new artists, 1 new albums." (the CLI's summary). */
export function importSummary(report: NonNullable<AdminImportJob['report']>): string {
  return translate('admin.importSummary', { files: report.files, added: report.added, updated: report.updated, unchanged: report.unchanged, skipped: report.skipped.length, artists: report.artists_created, albums: report.albums_created });
}

function ImportJobView({ job }: { job: AdminImportJob }) {
  const t = useT();
  if (job.state === 'running') return <AdminProgress label={t('admin.importing', { folder: job.folder })} value={job.done} max={job.total} detail={job.file} />;
  if (job.state === 'failed') return <AdminNotice tone="error">{t('admin.importFailed', { folder: job.folder, error: job.error ?? '' })}</AdminNotice>;
  const report = job.report;
  if (!report) return null;
  return (
    <>
      <AdminNotice tone="success">
        {job.folder}: {importSummary(report)}
      </AdminNotice>
      {report.skipped.length ? (
        <AdminTable
          caption={t('admin.importSkipped')}
          columns={[
            { header: t('admin.importSkippedFile'), cell: (s) => s.file },
            { header: t('admin.reason'), cell: (s) => s.reason },
          ]}
          rows={report.skipped}
          rowKey={(s) => s.file}
        />
      ) : null}
    </>
  );
}

/** Import a music folder on the server: one at a time, its progress polled while it runs. */
export function ImportSection() {
  const t = useT();
  const status = useQuery(adminQueries.importStatus(useAdminClient()));
  const start = useStartImport();
  const [folder, setFolder] = useState('');
  const running = status.data?.job?.state === 'running';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(folder.trim());
  };
  const roots = status.data?.roots ?? [];
  return (
    <AdminSection title={t('admin.importTitle')} status={status.isPending ? 'loading' : status.isError ? 'error' : 'ready'} loadingText={t('admin.importLoading')} emptyTitle="" errorText={failure(status.error)} onRetry={() => void status.refetch()}>
      <form onSubmit={submit} aria-label={t('admin.importFolderForm')}>
        <AdminFieldRow>
          <TextInput label={t('admin.importFolder')} value={folder} onChange={(e) => setFolder(e.target.value)} required maxLength={4096} hint={roots.length ? t('admin.under', { roots: roots.join(', ') }) : undefined} />
          <Button type="submit" loading={start.isPending} loadingLabel={t('admin.importStarting')} disabled={running}>
            {t('admin.importStart')}
          </Button>
        </AdminFieldRow>
        {start.isError ? <AdminNotice tone="error">{failure(start.error)}</AdminNotice> : null}
      </form>
      {status.data?.job ? <ImportJobView job={status.data.job} /> : null}
    </AdminSection>
  );
}
