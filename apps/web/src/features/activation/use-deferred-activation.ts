import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { formatActivationCode, isActivationCodeComplete, type ActivationEvent } from '@tangerine/session';
import { notifyError } from '../../lib/toast/notify';
import type { ActivationActor, ActivationActorDeps } from './activation-actor';

export interface ActivationView {
  code: string;
  canSubmit: boolean;
  submitting: boolean;
  validationError: string | null;
}

let loading: Promise<typeof import('./activation-actor')> | null = null;
const loadActivationActor = () => {
  loading ??= import('./activation-actor').catch((error: unknown) => {
    loading = null; // a later event tries again
    throw error;
  });
  return loading;
};
const LOAD_FAILED = 'An error occurred. Please try again.';

/**
 * The activation machine without waiting for it: the screen paints from the empty code, xstate and
 * the machine load with the listener's first event (typing a code takes seconds, time enough for
 * them; a visitor who only looks never fetches them), and every event sent before they are there
 * is replayed into the machine in order. Until then the field shows the code
 * formatted as the machine will format it, so typing never lags.
 */
export function useDeferredActivation(deps: ActivationActorDeps): { view: ActivationView; send: (event: ActivationEvent) => void } {
  const depsRef = useRef(deps);
  const pending = useRef<ActivationEvent[]>([]);
  // The ref sees the actor as soon as it runs; the state re-renders the screen from its snapshots.
  const actorRef = useRef<ActivationActor | null>(null);
  const [actor, setActor] = useState<ActivationActor | null>(null);
  const [early, setEarly] = useState<ActivationView>({ code: '', canSubmit: false, submitting: false, validationError: null });
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted) return undefined;
    let cancelled = false;
    let started: ActivationActor | null = null;
    const load = () => {
      void loadActivationActor().then(({ createActivationActor }) => {
        if (cancelled) return;
        started = createActivationActor(depsRef.current);
        started.start();
        for (const event of pending.current.splice(0)) started.send(event);
        actorRef.current = started;
        setActor(started);
      }, (error: unknown) => {
        if (cancelled) return;
        console.error('The activation machine did not load', error);
        // A submit waiting for it must not hang silently: say so, keep the code, retry on the next event.
        const waiting = pending.current.some((event) => event.type === 'code.submit');
        pending.current = pending.current.filter((event) => event.type !== 'code.submit');
        if (waiting) notifyError(LOAD_FAILED);
        setWanted(false);
      });
    };
    load();
    return () => {
      cancelled = true;
      if (started) {
        started.stop();
        actorRef.current = null;
      }
    };
  }, [wanted]);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);

  const send = useCallback(
    (event: ActivationEvent) => {
      // The field is controlled: until a render shows the machine's snapshot it shows `early`, and
      // React puts that value back after every keystroke. So `early` follows every code change, also
      // once the machine runs but before the screen has rendered from it, or the next key would
      // land on the old value and a typed character would be lost.
      if (event.type === 'code.change') {
        const code = formatActivationCode(event.value);
        setEarly({ code, canSubmit: isActivationCodeComplete(code), submitting: false, validationError: null });
      }
      if (actorRef.current) {
        actorRef.current.send(event);
        return;
      }
      pending.current.push(event);
      setWanted(true);
    },
    [],
  );

  if (!snapshot) return { view: early, send };
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
