import { useQuery } from '@tanstack/react-query';
import { AdminSection, AdminTable, Button, type AdminColumn } from '@tangerine/ui';
import type { AdminDevice } from '@tangerine/api';
import { useAdminClient } from './admin-client-context';
import { failure, playing, when } from './admin-format';
import { useRevokeDevice } from './admin-mutations';
import { adminQueries, sectionStatus } from './admin-queries';

function RevokeDevice({ device }: { device: AdminDevice }) {
  const revoke = useRevokeDevice();
  return (
    <Button size="sm" variant="danger" onClick={() => revoke.mutate(device.id)} loading={revoke.isPending} aria-label={`Revoke device ${device.device_id}`}>
      Revoke
    </Button>
  );
}

const columns: AdminColumn<AdminDevice>[] = [
  { header: 'Device', cell: (d) => <span title={d.device_id}>{d.name}</span> },
  { header: 'Code', cell: (d) => d.code_hint, nowrap: true },
  { header: 'Platform', cell: (d) => d.platform ?? 'unknown' },
  { header: 'Last seen', cell: (d) => when(d.last_seen_at), nowrap: true },
  { header: 'Playing now', cell: (d) => playing(d) },
  { header: 'Actions', cell: (d) => <RevokeDevice device={d} /> },
];

/** Every device, fetched again every 2 s while shown, so new devices and what they play appear live. */
export function DevicesScreen() {
  const devices = useQuery(adminQueries.devices(useAdminClient()));
  return (
    <AdminSection
      title="Devices"
      status={sectionStatus(devices)}
      loadingText="Loading devices..."
      emptyTitle="No activated devices yet"
      emptyText="A device appears here when a listener activates a code."
      errorText={failure(devices.error)}
      onRetry={() => void devices.refetch()}
    >
      <AdminTable caption="Devices" columns={columns} rows={devices.data ?? []} rowKey={(d) => d.id} />
    </AdminSection>
  );
}
