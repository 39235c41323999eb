import { describe, expect, it } from 'vitest';
import { changeUrgency, listDownloadStatus, progressWorthTelling, tracksToFollow, type DownloadStatus } from './download-status.js';

describe('list downloads', () => {
  it('an album toggle is stored once every track is, busy while any is under way', () => {
    expect(listDownloadStatus([])).toBe('none');
    expect(listDownloadStatus(['stored', 'stored'])).toBe('stored');
    expect(listDownloadStatus(['stored', 'queued'])).toBe('in-progress');
    expect(listDownloadStatus(['stored', 'none'])).toBe('none');
  });

  it('a downloaded playlist follows its list: tracks added later are downloaded, in list order, once', () => {
    const status: Record<string, DownloadStatus> = { a: 'stored', b: 'queued', c: 'failed' };
    expect(tracksToFollow(['a', 'd', 'b', 'c', 'd', 'e'], (id) => status[id] ?? 'none')).toEqual(['d', 'c', 'e']);
  });

  it('a transfer tells its progress once per 2 % of its size, and at its end, not at each chunk', () => {
    // 100,000 bytes: a step is 2,000.
    expect(progressWorthTelling(0, 1999, 100_000)).toBe(false);
    expect(progressWorthTelling(0, 2000, 100_000)).toBe(true);
    expect(progressWorthTelling(2000, 3999, 100_000)).toBe(false);
    expect(progressWorthTelling(2000, 9000, 100_000)).toBe(true);
    expect(progressWorthTelling(99_000, 100_000, 100_000)).toBe(true);
    expect(progressWorthTelling(100_000, 100_000, 100_000)).toBe(false);
    // Chunk by chunk of 1,000 bytes, a 100,000-byte song tells 50 times, the last at its end.
    const told: number[] = [];
    for (let received = 1000, reported = 0; received <= 100_000; received += 1000) {
      if (progressWorthTelling(reported, received, 100_000)) told.push((reported = received));
    }
    expect(told).toHaveLength(50);
    expect(told.at(-1)).toBe(100_000);
  });

  it('without a size, a transfer tells its progress every 256 KB', () => {
    expect(progressWorthTelling(0, 200_000, null)).toBe(false);
    expect(progressWorthTelling(0, 262_144, null)).toBe(true);
    expect(progressWorthTelling(262_144, 500_000, null)).toBe(false);
    expect(progressWorthTelling(262_144, 524_288, 0)).toBe(true);
  });
});

describe('how soon a change is shown', () => {
  const statuses = (entries: Record<string, DownloadStatus>) => new Map(Object.entries(entries));

  it('shows a download that begins, and the end of the last one, at once', () => {
    expect(changeUrgency(statuses({}), statuses({ a: 'queued', b: 'queued' }))).toBe('now');
    expect(changeUrgency(statuses({ a: 'stored', b: 'in-progress' }), statuses({ a: 'stored', b: 'stored' }))).toBe('now');
  });

  it("lets progress and a running list's tracks moving on wait for the next tick", () => {
    const same = statuses({ a: 'in-progress' });
    expect(changeUrgency(same, same)).toBe('later');
    expect(changeUrgency(statuses({ a: 'queued', b: 'queued' }), statuses({ a: 'in-progress', b: 'queued' }))).toBe('later');
    expect(changeUrgency(statuses({ a: 'in-progress', b: 'queued' }), statuses({ a: 'stored', b: 'in-progress' }))).toBe('later');
  });

  it('shows a failure, a cancel, a removal and a track added to a running list at once', () => {
    expect(changeUrgency(statuses({ a: 'in-progress', b: 'queued' }), statuses({ a: 'failed', b: 'queued' }))).toBe('now');
    expect(changeUrgency(statuses({ a: 'in-progress', b: 'queued' }), statuses({ b: 'queued' }))).toBe('now');
    expect(changeUrgency(statuses({ a: 'stored', b: 'queued' }), statuses({ b: 'queued' }))).toBe('now');
    expect(changeUrgency(statuses({ a: 'in-progress' }), statuses({ a: 'in-progress', b: 'queued' }))).toBe('now');
  });
});
