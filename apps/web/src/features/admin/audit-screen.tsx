import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable } from '@tangerine/ui';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { adminQueries, sectionStatus } from './admin-queries';

export function AuditScreen() {
  const audit = useQuery(adminQueries.audit(useAdminClient()));
  return (
    <AdminSection title="Audit log" status={sectionStatus(audit)} loadingText="Loading the audit log..." emptyTitle="No admin actions yet" errorText={failure(audit.error)} onRetry={() => void audit.refetch()}>
      <AdminTable
        caption="Audit log"
        columns={[
          { header: 'When', cell: (e) => when(e.at), nowrap: true },
          { header: 'Who', cell: (e) => e.actor },
          { header: 'Action', cell: (e) => e.action },
          { header: 'Target', cell: (e) => e.target ?? '' },
          { header: 'Detail', cell: (e) => e.detail ?? '' },
        ]}
        rows={audit.data ?? []}
        rowKey={(e) => e.id}
      />
    </AdminSection>
  );
}
