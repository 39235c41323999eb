import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable, useT } from '@tangerine/ui';
import { useAdminClient } from './admin-client-context';
import { failure, when } from './admin-format';
import { adminQueries, sectionStatus } from './admin-queries';

export function AuditScreen() {
  const t = useT();
  const audit = useQuery(adminQueries.audit(useAdminClient()));
  return (
    <AdminSection title={t('admin.tabAudit')} status={sectionStatus(audit)} loadingText={t('admin.auditLoading')} emptyTitle={t('admin.auditNone')} errorText={failure(audit.error)} onRetry={() => void audit.refetch()}>
      <AdminTable
        caption={t('admin.tabAudit')}
        columns={[
          { header: t('admin.auditWhen'), cell: (e) => when(e.at), nowrap: true },
          { header: t('admin.auditWho'), cell: (e) => e.actor },
          { header: t('admin.auditAction'), cell: (e) => e.action },
          { header: t('admin.auditTarget'), cell: (e) => e.target ?? '' },
          { header: t('admin.auditDetail'), cell: (e) => e.detail ?? '' },
        ]}
        rows={audit.data ?? []}
        rowKey={(e) => e.id}
      />
    </AdminSection>
  );
}
