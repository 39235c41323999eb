import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdminFieldRow, AdminNotice, AdminProgress, AdminSection, AdminTable, Button, TextInput } from '@tangerine/ui';
import type { AdminImportJob } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure } from './admin-format';
import { useStartImport } from './admin-mutations';
import { adminQueries } from './admin-queries';

/** "Imported 3 files: 2 added, 0 updated, 0 unchanged, 1 skipped; 1 new artists, 1 new albums." (the CLI's summary). */
export function importSummary(report: NonNullable<AdminImportJob['report']>): string {
  return `Imported ${report.files} files: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.skipped.length} skipped; ${report.artists_created} new artists, ${report.albums_created} new albums.`;
}

function ImportJobView({ job }: { job: AdminImportJob }) {
  if (job.state === 'running') return <AdminProgress label={`Importing ${job.folder}`} value={job.done} max={job.total} detail={job.file} />;
  if (job.state === 'failed') return <AdminNotice tone="error">The import of {job.folder} failed: {job.error}</AdminNotice>;
  const report = job.report;
  if (!report) return null;
  return (
    <>
      <AdminNotice tone="success">
        {job.folder}: {importSummary(report)}
      </AdminNotice>
      {report.skipped.length ? (
        <AdminTable
          caption="Skipped files"
          columns={[
            { header: 'Skipped file', cell: (s) => s.file },
            { header: 'Reason', cell: (s) => s.reason },
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
    <AdminSection title="Import music" status={status.isPending ? 'loading' : status.isError ? 'error' : 'ready'} loadingText="Loading imports..." emptyTitle="" errorText={failure(status.error)} onRetry={() => void status.refetch()}>
      <form onSubmit={submit} aria-label="Import a music folder">
        <AdminFieldRow>
          <TextInput label="Folder on the server" value={folder} onChange={(e) => setFolder(e.target.value)} required maxLength={4096} hint={roots.length ? `Under ${roots.join(', ')}` : undefined} />
          <Button type="submit" loading={start.isPending} loadingLabel="Starting..." disabled={running}>
            Start import
          </Button>
        </AdminFieldRow>
        {start.isError ? <AdminNotice tone="error">{failure(start.error)}</AdminNotice> : null}
      </form>
      {status.data?.job ? <ImportJobView job={status.data.job} /> : null}
    </AdminSection>
  );
}
