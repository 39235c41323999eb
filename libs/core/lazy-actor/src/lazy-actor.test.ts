import { assign, createActor, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { lazyActor, subscribeToSnapshots } from './lazy-actor.js';
import { restingSnapshot } from './resting-snapshot.js';

type NoteEvent = { type: 'note.add'; text: string } | { type: 'note.clear' };

const notesMachine = setup({ types: { context: {} as { notes: string[] }, events: {} as NoteEvent } }).createMachine({
  context: { notes: [] },
  initial: 'empty',
  states: {
    empty: { tags: ['empty'], on: { 'note.add': { target: 'some', actions: assign({ notes: ({ context, event }) => [...context.notes, event.text] }) } } },
    some: {
      on: {
        'note.add': { actions: assign({ notes: ({ context, event }) => [...context.notes, event.text] }) },
        'note.clear': { target: 'empty', actions: assign({ notes: [] }) },
      },
    },
  },
});
type NotesSnapshot = ReturnType<ReturnType<typeof createActor<typeof notesMachine>>['getSnapshot']>;

const resting = () => restingSnapshot<{ notes: string[] }>({ value: 'empty', context: { notes: [] }, tags: ['empty'] }) as unknown as NotesSnapshot;

/** A load the test finishes by hand. */
function manualLoad() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<ReturnType<typeof createActor<typeof notesMachine>>>((resolve, reject) => {
        finish = () => resolve(createActor(notesMachine).start());
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('lazyActor', () => {
  it('answers the resting snapshot before the load and does not load until asked', () => {
    const { load } = manualLoad();
    const actor = lazyActor({ load, resting });
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(actor.loaded).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps events sent before the load and replays them in order once it has loaded', async () => {
    const { load, finish } = manualLoad();
    const actor = lazyActor({ load, resting });
    actor.send({ type: 'note.add', text: 'a' });
    actor.send({ type: 'note.add', text: 'b' });
    actor.send({ type: 'note.clear' });
    actor.send({ type: 'note.add', text: 'c' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.notes).toEqual([]);

    finish();
    await settle();
    expect(actor.getSnapshot().context.notes).toEqual(['c']);
    expect(actor.getSnapshot().matches('some')).toBe(true);

    actor.send({ type: 'note.add', text: 'd' });
    expect(actor.getSnapshot().context.notes).toEqual(['c', 'd']);
  });

  it('tells its subscribers (functions and observers) the loaded snapshot and every later one', async () => {
    const { load, finish } = manualLoad();
    const actor = lazyActor({ load, resting });
    const seen: string[][] = [];
    const observed: string[][] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.notes));
    actor.subscribe({ next: (snapshot) => observed.push(snapshot.context.notes) });
    actor.send({ type: 'note.add', text: 'a' });
    finish();
    await settle();
    actor.send({ type: 'note.add', text: 'b' });
    expect(seen).toEqual([['a'], ['a', 'b']]);
    expect(observed).toEqual(seen);
  });

  it('shows a preview of the events sent before the load', async () => {
    const { load, finish } = manualLoad();
    const actor = lazyActor<NotesSnapshot, NoteEvent, Awaited<ReturnType<typeof load>>>({
      load,
      resting,
      preview: (snapshot, event) =>
        event.type === 'note.add' ? (restingSnapshot({ value: 'some', context: { notes: [...snapshot.context.notes, event.text] } }) as unknown as NotesSnapshot) : snapshot,
    });
    const seen: string[][] = [];
    actor.subscribe((snapshot) => seen.push(snapshot.context.notes));
    actor.send({ type: 'note.add', text: 'a' });
    actor.send({ type: 'note.add', text: 'b' });
    expect(actor.getSnapshot().context.notes).toEqual(['a', 'b']);
    expect(actor.getSnapshot().matches('some')).toBe(true);
    finish();
    await settle();
    expect(seen).toEqual([['a'], ['a', 'b'], ['a', 'b']]);
  });

  it('loads ahead of an event with load(), once', async () => {
    const { load, finish } = manualLoad();
    const actor = lazyActor({ load, resting });
    const first = actor.load();
    const second = actor.load();
    finish();
    expect(await first).toBe(await second);
    expect(actor.loaded).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load keeps the events onLoadError answers and tries again with the next event', async () => {
    const first = manualLoad();
    const second = manualLoad();
    const attempts = [first, second];
    let attempt = 0;
    const onLoadError = vi.fn((_: unknown, waiting: NoteEvent[]) => waiting.filter((event) => event.type === 'note.add'));
    const actor = lazyActor<NotesSnapshot, NoteEvent, Awaited<ReturnType<typeof first.load>>>({ load: () => (attempts[attempt++] ?? second).load(), resting, onLoadError });
    actor.send({ type: 'note.add', text: 'a' });
    actor.send({ type: 'note.clear' });
    first.fail(new Error('offline'));
    await settle();
    expect(onLoadError).toHaveBeenCalledWith(new Error('offline'), [{ type: 'note.add', text: 'a' }, { type: 'note.clear' }]);
    expect(actor.loaded).toBeNull();

    actor.send({ type: 'note.add', text: 'b' });
    second.finish();
    await settle();
    expect(actor.getSnapshot().context.notes).toEqual(['a', 'b']);
  });

  it('follows a second source of the loaded value, resting until then', async () => {
    const inner = createActor(notesMachine).start();
    const actor = lazyActor({
      load: async () => ({ actor: inner }),
      actorOf: (loaded) => loaded.actor,
      resting,
    });
    const view = actor.follow((loaded) => loaded.actor);
    const seen: string[][] = [];
    view.subscribe((snapshot) => seen.push(snapshot.context.notes));
    expect(view.getSnapshot().context.notes).toEqual([]);
    actor.send({ type: 'note.add', text: 'a' });
    await settle();
    expect(view.getSnapshot()).toBe(inner.getSnapshot());
    expect(seen).toEqual([['a']]);
  });

  it('disposes what loads after a stop, and sends nothing more', async () => {
    const { load, finish } = manualLoad();
    const dispose = vi.fn((loaded: { stop(): void }) => loaded.stop());
    const actor = lazyActor({ load, resting, dispose });
    actor.send({ type: 'note.add', text: 'a' });
    actor.stop();
    finish();
    expect(await actor.load()).toBeNull();
    await settle();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(actor.loaded).toBeNull();
  });
});

describe('subscribeToSnapshots', () => {
  it('calls back once per snapshot of the source until stopped, and does nothing without one', () => {
    const listeners = new Set<(snapshot: number) => void>();
    const source = { getSnapshot: () => 0, subscribe: (listener: (snapshot: number) => void) => (listeners.add(listener), { unsubscribe: () => void listeners.delete(listener) }) };
    const onChange = vi.fn();
    const stop = subscribeToSnapshots(source)(onChange);
    listeners.forEach((listener) => listener(1));
    listeners.forEach((listener) => listener(2));
    expect(onChange).toHaveBeenCalledTimes(2);
    // useSyncExternalStore reads the snapshot itself: the callback is given none.
    expect(onChange).toHaveBeenCalledWith();
    stop();
    expect(listeners.size).toBe(0);
    const stopNothing = subscribeToSnapshots(undefined)(onChange);
    expect(() => stopNothing()).not.toThrow();
  });
});
