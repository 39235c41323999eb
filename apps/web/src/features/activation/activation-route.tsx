import { useLayoutEffect, useState } from 'react';
import { useBackend } from '../../lib/backend';
import { removeSnapshot, typedIntoSnapshot } from '../../lib/first-load';
import { deviceIdFor, useSessionStore, useStorage } from '../../lib/session';
import { ActivationScreen } from './activation-screen';
import { useLazyActivation } from './use-lazy-activation';

export function Component() {
  const backend = useBackend();
  const session = useSessionStore();
  const storage = useStorage();
  const [deviceId] = useState(() => deviceIdFor(storage));
  const { view, send } = useLazyActivation({ backend, session, deviceId, deviceInfo: navigator.userAgent });

  // The static copy of this screen (activate.html) gives way before this one paints, handing over
  // what was typed into it. Read at commit, not render: keys typed during a yielding render count too.
  useLayoutEffect(() => {
    const typed = typedIntoSnapshot();
    removeSnapshot();
    if (typed !== '') send({ type: 'code.change', value: typed });
  }, [send]);

  return (
    <ActivationScreen
      {...view}
      onCodeChange={(value) => send({ type: 'code.change', value })}
      onSubmit={() => send({ type: 'code.submit' })}
    />
  );
}
