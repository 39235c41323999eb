import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { PlayerBar, type PlayerBarProps } from './player-bar';

function props(overrides: Partial<PlayerBarProps> = {}): PlayerBarProps {
  return {
    track: { title: 'Song', artistName: '' },
    isPlaying: false,
    currentTime: 5,
    duration: 125,
    volume: 0.7,
    muted: false,
    shuffled: false,
    repeatMode: 'off',
    liked: false,
    canPrevious: true,
    canNext: true,
    onTogglePlay: vi.fn(),
    onPrevious: vi.fn(),
    onNext: vi.fn(),
    onSeek: vi.fn(),
    onToggleShuffle: vi.fn(),
    onCycleRepeat: vi.fn(),
    onToggleLike: vi.fn(),
    onToggleMute: vi.fn(),
    onVolumeChange: vi.fn(),
    onOpenQueue: vi.fn(),
    onToggleFullscreen: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
}

describe('PlayerBar', () => {
  it('names every control as the product requires', () => {
    renderWithTheme(<PlayerBar {...props()} />);
    // Each control exists once (phones hide some with CSS rather than rendering a second set).
    for (const name of ['Play', 'Previous', 'Next', 'Shuffle', 'Repeat', 'Like', 'Queue', 'Mute', 'Fullscreen', 'Close player']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('Unknown Artist')).toBeInTheDocument();
    expect(screen.getByText('0:05')).toBeInTheDocument();
    expect(screen.getByText('2:05')).toBeInTheDocument();
  });

  it('links every credited artist of a track with several, and the one artist otherwise', () => {
    const { unmount } = renderWithTheme(<PlayerBar {...props({ track: { title: 'Live Take', artistName: 'Nova Lights', artistHref: '/artist/1', artists: [{ name: 'Nova Lights', href: '/artist/1' }, { name: 'Harbour', href: '/artist/2' }] } })} />);
    expect(screen.getByRole('link', { name: 'Nova Lights' })).toHaveAttribute('href', '/artist/1');
    expect(screen.getByRole('link', { name: 'Harbour' })).toHaveAttribute('href', '/artist/2');
    expect(screen.getByTitle('Nova Lights, Harbour')).toBeInTheDocument();
    unmount();
    renderWithTheme(<PlayerBar {...props({ track: { title: 'Solo', artistName: 'Nova Lights', artistHref: '/artist/1' } })} />);
    expect(screen.getAllByRole('link').filter((link) => link.textContent === 'Nova Lights')).toHaveLength(1);
  });

  it('flips names with state: Pause, Unlike, Unmute; repeat one carries the badge', () => {
    renderWithTheme(<PlayerBar {...props({ isPlaying: true, liked: true, muted: true, repeatMode: 'one' })} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
    const repeat = screen.getByRole('button', { name: 'Repeat' });
    expect(repeat).toHaveAttribute('data-badge', '1');
    expect(repeat).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('disables previous and next at the ends of the queue', () => {
    renderWithTheme(<PlayerBar {...props({ canPrevious: false, canNext: false })} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reports volume keys as 0–1 and seeks in seconds', () => {
    const onVolumeChange = vi.fn();
    const onSeek = vi.fn();
    renderWithTheme(<PlayerBar {...props({ onVolumeChange, onSeek })} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Volume' }), { key: 'ArrowLeft' });
    expect(onVolumeChange).toHaveBeenCalledWith(0.65);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'ArrowRight' });
    expect(onSeek).toHaveBeenCalledWith(10);
  });

  it('shows the current song\'s Download control when given: download, cancel, remove', () => {
    const download = { onDownload: vi.fn(), onCancel: vi.fn(), onRemove: vi.fn() };
    const { rerender } = renderWithTheme(<PlayerBar {...props({ download: { status: 'none', ...download } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(download.onDownload).toHaveBeenCalledTimes(1);
    rerender(<PlayerBar {...props({ download: { status: 'in-progress', progress: 0.4, ...download } })} />);
    expect(screen.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(download.onCancel).toHaveBeenCalledTimes(1);
    rerender(<PlayerBar {...props({ download: { status: 'stored', ...download } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove download' }));
    expect(download.onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no Download control without one (radio, a remote)', () => {
    renderWithTheme(<PlayerBar {...props()} />);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
