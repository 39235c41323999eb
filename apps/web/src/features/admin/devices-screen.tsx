import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable, Button, translate, useT, type AdminColumn } from '@tangerine/ui';
import type { AdminDevice } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, playing, when } from './admin-format';
import { useRevokeDevice } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';

function RevokeDevice({ device }: { device: AdminDevice }) {
  const t = useT();
  const revoke = useRevokeDevice();
  return (
    <Button size="sm" variant="danger" onClick={() => revoke.mutate(device.id)} loading={revoke.isPending} aria-label={t('admin.devicesRevokeLabel', { id: device.device_id })}>
      {t('admin.codesRevoke')}
    </Button>
  );
}

const columns = (): AdminColumn<AdminDevice>[] => [
  { header: translate('admin.devicesDevice'), cell: (d) => <span title={d.device_id}>{d.name}</span> },
  { header: translate('admin.codesCode'), cell: (d) => d.code_hint, nowrap: true },
  { header: translate('admin.devicesPlatform'), cell: (d) => d.platform ?? translate('admin.unknown') },
  { header: translate('admin.devicesLastSeen'), cell: (d) => when(d.last_seen_at), nowrap: true },
  { header: translate('admin.devicesPlaying'), cell: (d) => playing(d) },
  { header: translate('admin.actions'), cell: (d) => <RevokeDevice device={d} /> },
];

/** Every device, fetched again every 2 s while shown, so new devices and what they play appear live. */
export function DevicesScreen() {
  const t = useT();
  const devices = useQuery(adminQueries.devices(useAdminClient()));
  return (
    <AdminSection
      title={t('admin.tabDevices')}
      status={sectionStatus(devices)}
      loadingText={t('admin.devicesLoading')}
      emptyTitle={t('admin.devicesNone')}
      emptyText={t('admin.devicesNoneText')}
      errorText={failure(devices.error)}
      onRetry={() => void devices.refetch()}
    >
      <AdminTable caption={t('admin.tabDevices')} columns={columns()} rows={devices.data ?? []} rowKey={(d) => d.id} />
    </AdminSection>
  );
}
