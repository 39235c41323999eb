import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { activationMachine, type ActivateRequest, type ActivateResponse } from '@tangerine/session';
import { useBackend } from '../../lib/backend';
import { deviceIdFor, useSessionStore, useStorage } from '../../lib/session';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ActivationScreen } from './activation-screen';

export const ACTIVATION_SUCCESS_MESSAGE = 'Activation successful! Welcome to Tangerine 🎵';
const UNEXPECTED_ANSWER = 'An error occurred. Please try again.';

function hasSessionFields(result: ActivateResponse): boolean {
  return [result.expiry_date, result.access_token, result.refresh_token].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

export function Component() {
  const backend = useBackend();
  const session = useSessionStore();
  const storage = useStorage();
  const [deviceId] = useState(() => deviceIdFor(storage));

  const [snapshot, send] = useMachine(
    activationMachine.provide({
      actors: {
        activate: fromPromise<ActivateResponse, ActivateRequest>(async ({ input }) => {
          const result = await backend.activate(input);
          if (result.activated && !hasSessionFields(result)) {
            // Without tokens the session cannot be stored; fail here so the screen stays usable.
            notifyError(UNEXPECTED_ANSWER);
            throw new Error('Activation answer lacks expiry date or tokens');
          }
          return result;
        }),
      },
      actions: {
        onActivated: (_, { result, code }) => {
          session.activate({
            code,
            expiryDate: result.expiry_date,
            deviceId,
            accessToken: result.access_token,
            refreshToken: result.refresh_token,
          });
          notifySuccess(ACTIVATION_SUCCESS_MESSAGE);
          // The activated session itself moves the listener to / (Boot, or RedirectIfActivated).
        },
      },
    }),
    { input: { deviceId, deviceInfo: navigator.userAgent } },
  );

  const submitting = snapshot.hasTag('submitting');
  return (
    <ActivationScreen
      code={snapshot.context.code}
      canSubmit={snapshot.hasTag('complete') && !submitting}
      submitting={submitting}
      validationError={snapshot.context.validationError}
      onCodeChange={(value) => send({ type: 'code.change', value })}
      onSubmit={() => send({ type: 'code.submit' })}
    />
  );
}
