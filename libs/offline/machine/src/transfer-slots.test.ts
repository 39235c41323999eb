import { describe, expect, it } from 'vitest';
import { createTransferSlots } from './transfer-slots.js';

describe('createTransferSlots', () => {
  it('starts at most the limit at once, the others in the order they asked', () => {
    const slots = createTransferSlots(2);
    const started: string[] = [];
    const release = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, slots.take(() => started.push(name))]));
    expect(started).toEqual(['a', 'b']);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    release['b']?.();
    expect(started).toEqual(['a', 'b', 'c']);
    release['a']?.();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect([slots.running, slots.waiting]).toEqual([2, 0]);
  });

  it('a request withdrawn while it waits never starts and frees no slot', () => {
    const slots = createTransferSlots(1);
    const started: string[] = [];
    const releaseA = slots.take(() => started.push('a'));
    const releaseB = slots.take(() => started.push('b'));
    slots.take(() => started.push('c'));
    releaseB();
    expect([slots.running, slots.waiting]).toEqual([1, 1]);
    releaseA();
    expect(started).toEqual(['a', 'c']);
  });

  it('a second release does nothing: a transfer freed at "all bytes in" and again at its end counts once', () => {
    const slots = createTransferSlots(1);
    const started: string[] = [];
    const releaseA = slots.take(() => started.push('a'));
    slots.take(() => started.push('b'));
    slots.take(() => started.push('c'));
    releaseA();
    releaseA();
    expect(started).toEqual(['a', 'b']);
    expect([slots.running, slots.waiting]).toEqual([1, 1]);
  });

  it('a release from inside start (a transfer that fails at once) lets the next one start', () => {
    const slots = createTransferSlots(1);
    const started: string[] = [];
    const failing = slots.take(() => {
      started.push('a');
      void Promise.resolve().then(() => failing());
    });
    slots.take(() => started.push('b'));
    return Promise.resolve().then(() => expect(started).toEqual(['a', 'b']));
  });

  it('a limit below one still lets one transfer run', () => {
    const slots = createTransferSlots(0);
    let started = 0;
    slots.take(() => (started += 1));
    expect(started).toBe(1);
  });
});
