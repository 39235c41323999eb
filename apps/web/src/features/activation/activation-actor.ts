import { createActor, fromPromise } from 'xstate';
import { activationMachine, type ActivationRequest, type ActivationResult, type SessionStore } from '@tangerine/session';
import type { Backend } from '../../lib/backend';
import { translate } from '@tangerine/ui';
import { notifyError, notifySuccess } from '../../lib/toast';

export const ACTIVATION_SUCCESS_MESSAGE = 'Activation successful! Welcome to Tangerine 🎵';

export interface ActivationActorDeps {
  backend: Backend;
  session: SessionStore;
  deviceId: string;
  deviceInfo: string;
}

function hasSessionFields(result: ActivationResult): boolean {
  return [result.expiry_date, result.access_token, result.refresh_token].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** The activation machine wired to the API and the session store (its own chunk: xstate loads after the first paint). */
export function createActivationActor({ backend, session, deviceId, deviceInfo }: ActivationActorDeps) {
  const machine = activationMachine.provide({
    actors: {
      activate: fromPromise<ActivationResult, ActivationRequest>(async ({ input }) => {
        const result = await backend.activate(input);
        if (result.activated && !hasSessionFields(result)) {
          // Without tokens the session cannot be stored; fail here so the screen stays usable.
          notifyError(translate('errors.generic'));
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
        notifySuccess(translate('toast.activated'));
        // The activated session itself moves the listener to / (Boot, or RedirectIfActivated).
      },
    },
  });
  return createActor(machine, { input: { deviceId, deviceInfo } });
}

export type ActivationActor = ReturnType<typeof createActivationActor>;
