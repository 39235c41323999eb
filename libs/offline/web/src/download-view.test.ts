import { describe, expect, it } from 'vitest';
import { EMPTY_STATUSES, statusesOf, type DownloadView, type DownloadViewStatus } from './download-view';

const snapshot = (entries: Array<[string, DownloadViewStatus, number | null]>) => ({
  views: new Map(entries.map(([trackId, status, progress]): [string, DownloadView] => [trackId, { status, progress, error: null }])),
  stored: [],
  ready: true,
});

describe('statusesOf', () => {
  it('keeps the same statuses while tracks only go from queued to in progress or make progress; a start, an end or a failure replaces them', () => {
    const queued = statusesOf(snapshot([['a', 'queued', null], ['b', 'queued', null]]), EMPTY_STATUSES);
    expect([...queued.statuses.values()]).toEqual(['busy', 'busy']);
    const started = statusesOf(snapshot([['a', 'in-progress', 0.2], ['b', 'queued', null]]), queued);
    expect(started).toBe(queued);
    const stored = statusesOf(snapshot([['a', 'stored', null], ['b', 'in-progress', 0.5]]), started);
    expect(stored).not.toBe(started);
    expect(Object.fromEntries(stored.statuses)).toEqual({ a: 'stored', b: 'busy' });
    expect(statusesOf(snapshot([['a', 'stored', null], ['b', 'failed', null]]), stored).statuses.get('b')).toBe('failed');
  });
});
