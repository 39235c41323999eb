import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTracks } from '../../test-support/fixtures';
import { renderWithTheme } from '../../test-support/render';
import { TrackTable, type TrackRowData } from './track-table';

const tracks: TrackRowData[] = [
  { id: 'a', title: 'First', artistName: 'Someone', albumTitle: 'Album', albumHref: '/album/1', duration: 61, href: '/track/a' },
  { id: 'b', title: 'Second', artistName: null, duration: null },
];

describe('TrackTable', () => {
  it('renders the configured columns with the date header and formatted values', () => {
    renderWithTheme(<TrackTable label="Downloads" tracks={tracks} columns={['index', 'title', 'date', 'duration']} dateLabel="Downloaded" onPlayTrack={() => undefined} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Title', 'Downloaded', 'Duration']);
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getByText('Unknown Artist')).toBeInTheDocument();
    expect(within(second).getAllByText('–')).toHaveLength(2);
    expect(screen.getByText('1:01')).toBeInTheDocument();
  });

  it('plays from a row click but not from a click on its links or buttons', () => {
    const onPlayTrack = vi.fn();
    renderWithTheme(<TrackTable label="Album" tracks={tracks} onPlayTrack={onPlayTrack} />);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(first).getByText('1:01'));
    expect(onPlayTrack).toHaveBeenCalledWith(tracks[0], 0);
    fireEvent.click(within(first).getByRole('link', { name: 'Album' }));
    expect(onPlayTrack).toHaveBeenCalledTimes(1);
    fireEvent.click(within(first).getByRole('button', { name: 'Play First' }));
    expect(onPlayTrack).toHaveBeenCalledTimes(2);
  });

  it('pauses from the playing row and numbers from startNumber', () => {
    const onPause = vi.fn();
    const onPlayTrack = vi.fn();
    renderWithTheme(<TrackTable label="Top" tracks={tracks} startNumber={11} currentTrackId="a" isPlaying onPlayTrack={onPlayTrack} onPause={onPause} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause First' }));
    expect(onPause).toHaveBeenCalledTimes(1);
    expect(onPlayTrack).not.toHaveBeenCalled();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true');
  });
});

describe('TrackTable rows on this device', () => {
  const offline = (track: TrackRowData) => (track.id === 'a' ? { downloaded: true } : { unavailableReason: 'Not downloaded: unavailable offline' });

  it('marks a downloaded row and greys an unavailable one with its reason', () => {
    renderWithTheme(<TrackTable label="Album" tracks={tracks} onPlayTrack={vi.fn()} rowState={offline} />);
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Downloaded' })).toBeInTheDocument();
    expect(first).not.toHaveAttribute('aria-disabled');
    expect(within(second).queryByRole('img', { name: 'Downloaded' })).toBeNull();
    expect(second).toHaveAttribute('aria-disabled', 'true');
    expect(within(second).getByText('Not downloaded: unavailable offline')).toBeInTheDocument();
  });

  it('does not play an unavailable row, by click or by its button', () => {
    const onPlayTrack = vi.fn();
    renderWithTheme(<TrackTable label="Album" tracks={tracks} onPlayTrack={onPlayTrack} rowState={offline} />);
    const second = screen.getAllByRole('row')[2] as HTMLElement;
    fireEvent.click(within(second).getByText('Second'));
    const play = within(second).getByRole('button', { name: 'Play Second' });
    expect(play).toBeDisabled();
    fireEvent.click(play);
    expect(onPlayTrack).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getAllByRole('row')[1] as HTMLElement).getByText('1:01'));
    expect(onPlayTrack).toHaveBeenCalledWith(tracks[0], 0);
  });

  it('without rowState no row is marked or greyed', () => {
    renderWithTheme(<TrackTable label="Album" tracks={tracks} onPlayTrack={vi.fn()} />);
    expect(screen.queryByRole('img', { name: 'Downloaded' })).toBeNull();
    expect(document.querySelector('[aria-disabled]')).toBeNull();
  });
});

describe('TrackTable header', () => {
  it('names the duration column with visually hidden text beside an aria-hidden clock icon', () => {
    renderWithTheme(<TrackTable label="Album tracks" tracks={makeTracks(2)} onPlayTrack={vi.fn()} />);
    const header = screen.getByRole('columnheader', { name: 'Duration' });
    expect(header.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // No aria-label on a role-less element (axe aria-prohibited-attr): the name is real text.
    expect(header.querySelector('[aria-label]')).toBeNull();
    expect(header).toHaveTextContent('Duration');
  });
});
