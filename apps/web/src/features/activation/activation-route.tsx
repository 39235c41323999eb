import { useState } from 'react';
import { useBackend } from '../../lib/backend';
import { deviceIdFor, useSessionStore, useStorage } from '../../lib/session';
import { ActivationScreen } from './activation-screen';
import { useDeferredActivation } from './use-deferred-activation';

export function Component() {
  const backend = useBackend();
  const session = useSessionStore();
  const storage = useStorage();
  const [deviceId] = useState(() => deviceIdFor(storage));
  const { view, send } = useDeferredActivation({ backend, session, deviceId, deviceInfo: navigator.userAgent });

  return (
    <ActivationScreen
      {...view}
      onCodeChange={(value) => send({ type: 'code.change', value })}
      onSubmit={() => send({ type: 'code.submit' })}
    />
  );
}
