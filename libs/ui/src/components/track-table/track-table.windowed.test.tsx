import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTracks } from '../../test-support/fixtures';
import { renderWithTheme } from '../../test-support/render';
import { NOMINAL_ROW_HEIGHT, WINDOWED_FROM } from './row-window';
import { TrackTable } from './track-table';

/** jsdom has no layout: the rows' body reports the top a scroll would give it. */
function scrollBodyTo(top: number) {
  vi.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: 0, left: 0, right: 0, height: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
}

const dataRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));

describe('TrackTable with many rows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders a short list whole, without row counts', () => {
    renderWithTheme(<TrackTable label="Album" tracks={makeTracks(WINDOWED_FROM)} onPlayTrack={() => undefined} />);
    expect(dataRows()).toHaveLength(WINDOWED_FROM);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });

  it('renders only the rows near the viewport and tells their place to assistive technology', () => {
    renderWithTheme(<TrackTable label="Liked Songs" tracks={makeTracks(10_000)} onPlayTrack={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Liked Songs' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = dataRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0] as HTMLElement).getByText('1')).toBeInTheDocument();
  });

  it('shows the last rows once scrolled to the end, numbered from the list start', async () => {
    renderWithTheme(<TrackTable label="Liked Songs" tracks={makeTracks(10_000)} onPlayTrack={() => undefined} />);
    scrollBodyTo(-(10_000 * NOMINAL_ROW_HEIGHT) + window.innerHeight);
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const rows = dataRows();
    const last = rows.at(-1) as HTMLElement;
    expect(last).toHaveAttribute('aria-rowindex', '10001');
    expect(within(last).getByText('10000')).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('aria-rowindex', '2');
  });

  it('plays the clicked row with its index in the whole list', async () => {
    const onPlayTrack = vi.fn();
    const tracks = makeTracks(1000);
    renderWithTheme(<TrackTable label="Liked Songs" tracks={tracks} onPlayTrack={onPlayTrack} />);
    scrollBodyTo(-500 * NOMINAL_ROW_HEIGHT);
    await act(async () => {
      document.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const row = dataRows().find((item) => item.getAttribute('aria-rowindex') === '502') as HTMLElement;
    within(row).getByRole('button', { name: `Play ${tracks[500]?.title}` }).click();
    expect(onPlayTrack).toHaveBeenCalledWith(tracks[500], 500);
  });
});
