import { useMutation, useQuery } from '@tanstack/react-query';
import { DeviceNamePanel, translate } from '@tangerine/ui';
import { deviceMutations, deviceQueries } from '../../api/device-queries';
import { errorText } from '../../lib/i18n/error-text';
import { useSession } from '../../lib/session';

/** "Device name" in the profile dialog: the name the code's devices show for this one, renamed here. */
export function DeviceNameContainer() {
  const { deviceId } = useSession();
  const devices = useQuery({ ...deviceQueries.list(), enabled: Boolean(deviceId) });
  const rename = useMutation(deviceMutations.rename());
  const name = devices.data?.devices.find((device) => device.this_device)?.name ?? null;
  if (!deviceId || devices.isError) return null;
  return (
    <DeviceNamePanel
      name={name}
      saving={rename.isPending}
      error={rename.error ? (rename.error.message ? errorText(rename.error, { bad_request: 'deviceName.renameFailed' }) : translate('deviceName.renameFailed')) : null}
      onRename={(next) => rename.mutateAsync({ deviceId, name: next })}
    />
  );
}
