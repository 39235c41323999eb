import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../api/test-support/api-harness';
import { EMPTY_FAVORITES, renderApp, testServices } from '../../test-support/render-app';
import { song } from '../../test-support/tracks';

const LYRICS = {
  track_id: 'a',
  synced: true,
  language: 'eng',
  lines: [
    { start: 1, text: 'Down by the harbour' },
    { start: 5, text: 'Salt on the ropes' },
    { start: 9, text: 'Sing me the weather' },
  ],
};

async function fullscreenWithLyrics(answer: (path: string) => Response | null) {
  const services = testServices({
    activated: {},
    answer: (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/favorites') return json(200, EMPTY_FAVORITES);
      return answer(path) ?? json(404, { message: `No test answer for ${path}` });
    },
  });
  renderApp('/queue', services);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  act(() => services.player.actor.send({ type: 'queue.set', tracks: [song('a'), song('b')], startIndex: 0 }));
  act(() => services.player.actor.send({ type: 'fullscreen.toggle' }));
  const fullscreen = await screen.findByRole('dialog', { name: 'Song a' });
  await userEvent.click(within(fullscreen).getByRole('button', { name: /Lyrics/, hidden: true }));
  return { services, fullscreen, panel: within(fullscreen).getByRole('region', { name: 'Lyrics', hidden: true }) };
}

describe('the fullscreen player\'s lyrics', () => {
  it('shows the song\'s synced lines, highlights the one sung now and seeks on a click', async () => {
    const { services, panel, fullscreen } = await fullscreenWithLyrics((path) => (path === '/api/v1/browse/tracks/a/lyrics' ? json(200, LYRICS) : null));
    const first = await within(panel).findByRole('button', { name: 'Down by the harbour', hidden: true });
    expect(within(panel).queryByRole('button', { current: true, hidden: true })).toBeNull();

    act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 6.2 }));
    expect(within(panel).getByRole('button', { current: true, hidden: true })).toHaveTextContent('Salt on the ropes');

    await userEvent.click(within(panel).getByRole('button', { name: 'Sing me the weather', hidden: true }));
    expect(services.player.actor.getSnapshot().context.currentTime).toBe(9);
    expect(within(panel).getByRole('button', { current: true, hidden: true })).toHaveTextContent('Sing me the weather');
    expect(first).not.toHaveAttribute('aria-current');
    expect(within(fullscreen).queryByText('Lyrics not available')).toBeNull();
  });

  it('marks the word sung now where the lyrics give word times, and follows playback', async () => {
    const words = { ...LYRICS, lines: [{ start: 1, text: 'Down by the harbour', words: [{ start: 1, text: 'Down' }, { start: 1.5, text: 'by' }, { start: 2, text: 'the' }, { start: 2.5, text: 'harbour' }] }, ...LYRICS.lines.slice(1)] };
    const { services, panel } = await fullscreenWithLyrics((path) => (path === '/api/v1/browse/tracks/a/lyrics' ? json(200, words) : null));
    await within(panel).findByRole('button', { name: 'Down by the harbour', hidden: true });
    const marked = () => [...panel.querySelectorAll('mark')].map((mark) => mark.textContent);
    act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 1.6 }));
    expect(marked()).toEqual(['by']);
    act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 2.7 }));
    expect(marked()).toEqual(['harbour']);
    // A line without word times is highlighted as a whole.
    act(() => services.player.actor.send({ type: 'media.timeUpdate', currentTime: 5.5 }));
    expect(marked()).toEqual([]);
    expect(within(panel).getByRole('button', { current: true, hidden: true })).toHaveTextContent('Salt on the ropes');
  });

  it('says "Lyrics not available" when the song has none or they cannot be fetched', async () => {
    const none = await fullscreenWithLyrics((path) => (path === '/api/v1/browse/tracks/a/lyrics' ? json(200, { ...LYRICS, synced: false, lines: [] }) : null));
    expect(await within(none.panel).findByText('Lyrics not available')).toBeInTheDocument();
  });
});
