import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { isActivationCodeComplete } from './activation-code.js';
import {
  ActivationRejectedError,
  activationMachine,
  type ActivationRequest,
  type ActivationResult,
  type ActivationEvent,
} from './activation-machine.js';

const input = { deviceId: 'web-1700000000000abcdefghi', deviceInfo: 'Mozilla/5.0 (X11; Linux x86_64)' };
const response: ActivationResult = {
  activated: true,
  expiry_date: '2027-01-05T12:00:00.000Z',
  plan: 'Premium',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expires_in: 3600,
};
type ActorDone = { type: 'xstate.done.actor.activate'; output: ActivationResult };
type ActorError = { type: 'xstate.error.actor.activate'; error: unknown };
type ModelEvent = ActivationEvent | ActorDone | ActorError;
// The invoked actor's answers, written as events so pure transitions and the path walk can replay them.
const doneEvent = (output: ActivationResult) => ({ type: 'xstate.done.actor.activate', output }) as ActorDone as unknown as ActivationEvent;
const errorEvent = (error: unknown) => ({ type: 'xstate.error.actor.activate', error }) as ActorError as unknown as ActivationEvent;

function step(snapshot: SnapshotFrom<typeof activationMachine>, ...events: ActivationEvent[]) {
  let next = snapshot;
  let actions: ReturnType<typeof transition<typeof activationMachine>>[1] = [];
  for (const event of events) [next, actions] = transition(activationMachine, next, event);
  return [next, actions] as const;
}

const [initial] = initialTransition(activationMachine, input);
const [typed] = step(initial, { type: 'code.change', value: 'abcd efgh-ijkl' });

describe('activationMachine: transitions', () => {
  it('starts idle with an empty code and no error', () => {
    expect(initial.matches('idle')).toBe(true);
    expect(initial.context).toMatchObject({ code: '', validationError: null, error: null, ...input });
    expect(initial.hasTag('complete')).toBe(false);
  });

  it('formats the code on change: upper-cased, letters and digits only, dashes after 4 and 8', () => {
    const [next] = step(initial, { type: 'code.change', value: 'ab!cd ef_gh1234xyz' });
    expect(next.context.code).toBe('ABCD-EFGH-1234');
  });

  it('is tagged complete only at the full 14 characters', () => {
    const [partial] = step(initial, { type: 'code.change', value: 'abcd-efgh-ijk' });
    expect(partial.hasTag('complete')).toBe(false);
    expect(typed.hasTag('complete')).toBe(true);
    const [shortened] = step(typed, { type: 'code.change', value: 'abcd' });
    expect(shortened.hasTag('complete')).toBe(false);
  });

  it('submitting a blank code shows "Please enter an activation code" and sends nothing', () => {
    const [next, actions] = step(initial, { type: 'code.submit' });
    expect(next.matches('idle')).toBe(true);
    expect(next.context.validationError).toBe('Please enter an activation code');
    expect(actions.map((action) => action.type)).not.toContain('xstate.spawnChild');
  });

  it('does not submit a partial code and says the full code is needed', () => {
    const [partial] = step(initial, { type: 'code.change', value: 'abcd-ef' });
    const [next] = step(partial, { type: 'code.submit' });
    expect(next.matches('idle')).toBe(true);
    expect(next.context.validationError).toMatch(/full activation code/);
    const [edited] = step(next, { type: 'code.change', value: 'abcd-efg' });
    expect(edited.context.validationError).toBeNull();
  });

  it('sends the code upper-cased with device_id, device_info, app_platform "web" and app_version "1.0.0"', () => {
    const [next, actions] = step(typed, { type: 'code.submit' });
    expect(next.matches('submitting')).toBe(true);
    expect(next.hasTag('submitting')).toBe(true);
    const spawn = actions.find((action) => action.type === 'xstate.spawnChild');
    expect(spawn?.params).toMatchObject({
      src: 'activate',
      input: {
        code: 'ABCD-EFGH-IJKL',
        device_id: input.deviceId,
        device_info: input.deviceInfo,
        app_platform: 'web',
        app_version: '1.0.0',
      } satisfies ActivationRequest,
    });
  });

  it('ignores code changes while submitting', () => {
    const [submitting] = step(typed, { type: 'code.submit' });
    const [next] = step(submitting, { type: 'code.change', value: 'zzzz' });
    expect(next.context.code).toBe('ABCD-EFGH-IJKL');
    expect(next.matches('submitting')).toBe(true);
  });

  it('on success emits onActivated with the result and the code, and is activated', () => {
    const [next, actions] = step(typed, { type: 'code.submit' }, doneEvent(response));
    expect(next.matches('activated')).toBe(true);
    expect(next.status).toBe('done');
    expect(next.context.result).toEqual(response);
    const onActivated = actions.find((action) => action.type === 'onActivated');
    expect(onActivated?.params).toEqual({ result: response, code: 'ABCD-EFGH-IJKL' });
  });

  it('on failure goes back to idle with the error kept and the code untouched', () => {
    const failure = new Error('Invalid activation code');
    const [next, actions] = step(typed, { type: 'code.submit' }, errorEvent(failure));
    expect(next.matches({ idle: 'complete' })).toBe(true);
    expect(next.context.error).toBe(failure);
    expect(next.context.code).toBe('ABCD-EFGH-IJKL');
    expect(actions.map((action) => action.type)).not.toContain('onActivated');
  });

  it('treats an answer with activated false as a failure', () => {
    const [next, actions] = step(typed, { type: 'code.submit' }, doneEvent({ ...response, activated: false }));
    expect(next.matches('idle')).toBe(true);
    expect(next.context.error).toBeInstanceOf(ActivationRejectedError);
    expect(actions.map((action) => action.type)).not.toContain('onActivated');
  });

  it('clears the kept error when the code is submitted again', () => {
    const [failed] = step(typed, { type: 'code.submit' }, errorEvent(new Error('x')));
    const [next] = step(failed, { type: 'code.submit' });
    expect(next.matches('submitting')).toBe(true);
    expect(next.context.error).toBeNull();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('activationMachine: with a provided activate actor', () => {
  it('activates through the injected actor and runs onActivated once', async () => {
    const activate = vi.fn(async ({ input: request }: { input: ActivationRequest }) => {
      expect(request.code).toBe('ABCD-EFGH-IJKL');
      return response;
    });
    const onActivated = vi.fn();
    const actor = createActor(
      activationMachine.provide({
        actors: { activate: fromPromise(activate) },
        actions: { onActivated: (_, params) => onActivated(params) },
      }),
      { input },
    ).start();
    actor.send({ type: 'code.change', value: 'abcdefghijkl' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(onActivated).toHaveBeenCalledExactlyOnceWith({ result: response, code: 'ABCD-EFGH-IJKL' });
  });

  it('keeps the rejection and returns to idle when activate fails', async () => {
    const failure = new Error('Invalid activation code');
    const onActivated = vi.fn();
    const actor = createActor(
      activationMachine.provide({
        actors: { activate: fromPromise(() => Promise.reject(failure)) },
        actions: { onActivated },
      }),
      { input },
    ).start();
    actor.send({ type: 'code.change', value: 'abcd-efgh-ijkl' });
    actor.send({ type: 'code.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(actor.getSnapshot().context.error).toBe(failure);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(onActivated).not.toHaveBeenCalled();
  });

  it('fails with a clear error when the app forgot to provide activate', async () => {
    const actor = createActor(activationMachine, { input }).start();
    actor.send({ type: 'code.change', value: 'abcd-efgh-ijkl' });
    actor.send({ type: 'code.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('idle')).toBe(true));
    expect(String(actor.getSnapshot().context.error)).toMatch(/provide the "activate" actor/);
  });
});

// createTestModel refuses machines that invoke actors, so the paths come from the same
// xstate/graph traversal it uses, fed the actor's done/error events as model events.
describe('activationMachine: paths', () => {
  const paths = getShortestPaths(activationMachine, {
    input,
    events: [
      { type: 'code.change', value: '' },
      { type: 'code.change', value: 'ab' },
      { type: 'code.change', value: 'abcd-efgh-ijkl' },
      { type: 'code.submit' },
      doneEvent(response),
      doneEvent({ ...response, activated: false }),
      errorEvent(new Error('Invalid activation code')),
    ],
  });

  it('walks every shortest path on a real actor and lands where the model says', async () => {
    const endings = paths.map((path) => path.state);
    expect(endings.some((state) => state.matches('activated'))).toBe(true);
    expect(endings.some((state) => state.context.error instanceof ActivationRejectedError)).toBe(true);
    expect(endings.some((state) => state.context.error instanceof Error && state.matches('idle'))).toBe(true);
    for (const path of paths) {
      let pending = deferred<ActivationResult>();
      const activated = vi.fn();
      const actor = createActor(
        activationMachine.provide({
          actors: { activate: fromPromise(() => pending.promise) },
          actions: { onActivated: activated },
        }),
        { input },
      ).start();
      for (const { event: stepEvent, state } of path.steps) {
        const event = stepEvent as ModelEvent;
        if (event.type === 'xstate.done.actor.activate') pending.resolve(event.output);
        else if (event.type === 'xstate.error.actor.activate') pending.reject(event.error);
        else {
          if (event.type === 'code.submit') pending = deferred<ActivationResult>();
          actor.send(event);
        }
        await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual(state.value), { interval: 1 });
        expect(actor.getSnapshot().context).toEqual(state.context);
        checkInvariants(actor.getSnapshot());
      }
      expect(activated).toHaveBeenCalledTimes(path.state.matches('activated') ? 1 : 0);
      actor.stop();
    }
  });

  it('keeps its invariants on every reachable state', () => {
    for (const path of paths) for (const { state } of path.steps) checkInvariants(state);
  });
});

function checkInvariants(snapshot: SnapshotFrom<typeof activationMachine>) {
  const complete = isActivationCodeComplete(snapshot.context.code);
  expect(snapshot.hasTag('complete')).toBe(complete);
  if (snapshot.hasTag('submitting') || snapshot.matches('activated')) expect(complete).toBe(true);
  if (snapshot.matches('activated')) expect(snapshot.context.result?.activated).toBe(true);
  else expect(snapshot.context.result).toBeNull();
  if (!snapshot.matches('idle')) expect(snapshot.context.validationError).toBeNull();
}
