import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { EpisodeList } from './episode-list';

const episodes = [
  { id: 'a', title: 'First', description: 'About the first', season: 1, episode: 1, duration: 600 },
  { id: 'b', title: 'Second', description: 'About the second', season: 1, episode: 2, duration: 1200 },
];

describe('EpisodeList', () => {
  it('plays an episode from a click anywhere on its row, once per click', async () => {
    const onPlayEpisode = vi.fn();
    renderWithTheme(<EpisodeList label="Episodes" episodes={episodes} onPlayEpisode={onPlayEpisode} />);
    await userEvent.click(screen.getByText('About the second'));
    expect(onPlayEpisode).toHaveBeenCalledTimes(1);
    expect(onPlayEpisode).toHaveBeenLastCalledWith(episodes[1], 1);
    await userEvent.click(screen.getByText('10 min'));
    expect(onPlayEpisode).toHaveBeenLastCalledWith(episodes[0], 0);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onPlayEpisode).toHaveBeenCalledTimes(3);
  });

  it('plays by keyboard through the title button, the only control in a row', async () => {
    const onPlayEpisode = vi.fn();
    renderWithTheme(<EpisodeList label="Episodes" episodes={episodes} onPlayEpisode={onPlayEpisode} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPlayEpisode).toHaveBeenCalledExactlyOnceWith(episodes[1], 1);
  });
});
