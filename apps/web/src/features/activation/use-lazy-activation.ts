import { useCallback, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { lazyActor, restingSnapshot } from '@tangerine/lazy-actor';
import { formatActivationCode, isActivationCodeComplete, type ActivationEvent } from '@tangerine/session';
import { translate } from '@tangerine/ui';
import { notifyError } from '../../lib/toast/notify';
import type { ActivationActor, ActivationActorDeps } from './activation-actor';

export interface ActivationView {
  code: string;
  canSubmit: boolean;
  submitting: boolean;
  validationError: string | null;
}

type ActivationSnapshot = SnapshotFrom<ActivationActor>;

/** One request for the machine's chunk per page (a screen mounted again reuses it); a failed one is asked again. */
let actorModule: Promise<typeof import('./activation-actor')> | null = null;
const loadActorModule = () => {
  actorModule ??= import('./activation-actor').catch((error: unknown) => {
    actorModule = null;
    throw error;
  });
  return actorModule;
};

/** The machine's idle state for `code`, as it will be once it has formatted it. */
function idleWith(context: ActivationSnapshot['context'], code: string): ActivationSnapshot {
  const complete = isActivationCodeComplete(code);
  return restingSnapshot({
    value: { idle: complete ? 'complete' : 'incomplete' },
    context: { ...context, code, validationError: null },
    tags: complete ? ['complete'] : [],
  }) as unknown as ActivationSnapshot;
}

/**
 * The activation machine without waiting for it: the screen paints from the empty code, xstate and
 * the machine load with the listener's first event (typing a code takes seconds, time enough for
 * them; a visitor who only looks never fetches them), and every event sent before they are there
 * is replayed into the machine in order. Until then the field shows the code formatted as the
 * machine will format it, so typing never lags.
 */
function lazyActivation(deps: ActivationActorDeps) {
  return lazyActor<ActivationSnapshot, ActivationEvent, ActivationActor>({
    load: () =>
      loadActorModule().then(({ createActivationActor }) => {
        const actor = createActivationActor(deps);
        actor.start();
        return actor;
      }),
    resting: () => {
      const { deviceId, deviceInfo } = deps;
      return idleWith({ deviceId, deviceInfo, code: '', validationError: null, error: null, result: null }, '');
    },
    preview: (snapshot, event) => (event.type === 'code.change' ? idleWith(snapshot.context, formatActivationCode(event.value)) : snapshot),
    onLoadError: (error, waiting) => {
      console.error('The activation machine did not load', error);
      // A submit waiting for it must not hang silently: say so, keep the code, retry on the next event.
      if (waiting.some((event) => event.type === 'code.submit')) notifyError(translate('errors.generic'));
      return waiting.filter((event) => event.type !== 'code.submit');
    },
  });
}

/**
 * The activation screen's machine, loaded with the first event. It is not stopped when the screen
 * goes: it holds no timer, and an activation under way when the listener leaves still stores its session.
 */
export function useLazyActivation(deps: ActivationActorDeps): { view: ActivationView; send: (event: ActivationEvent) => void } {
  // The screen's services and device id do not change while it is shown.
  const [actor] = useState(() => lazyActivation(deps));
  const snapshot = useSelector(actor, (current) => current);
  const send = useCallback((event: ActivationEvent) => actor.send(event), [actor]);
  const submitting = snapshot.hasTag('submitting');
  return {
    view: {
      code: snapshot.context.code,
      canSubmit: snapshot.hasTag('complete') && !submitting,
      submitting,
      validationError: snapshot.context.validationError,
    },
    send,
  };
}
