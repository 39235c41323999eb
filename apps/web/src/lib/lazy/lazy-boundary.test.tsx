import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../first-load/preloadable-lazy';
import { LazyPart } from './lazy-boundary';
import { lazyWithRetry } from './lazy-with-retry';

const Notice = () => <p>Offline notice</p>;
const offlineError = () => new TypeError('Failed to fetch dynamically imported module: /assets/shell-notices.js');
/** A chunk that loads only while `network.up`. */
const network = { up: false };
const chunk = <T,>(module: T) => vi.fn(async () => {
  if (!network.up) throw offlineError();
  return module;
});

describe('a lazily loaded part of the shell', () => {
  it('leaves the rest standing when its code cannot load, and loads it again once online', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.up = false;
    const load = chunk({ default: Notice });
    const Part = lazyWithRetry(load);
    render(
      <main>
        <h1>Album</h1>
        <LazyPart>
          <Part />
        </LazyPart>
      </main>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Album' })).toBeInTheDocument();
    expect(screen.queryByText('Offline notice')).toBeNull();
    network.up = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Offline notice')).toBeInTheDocument();
  });

  it('renders a preloadable part again after its failed load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    network.up = false;
    const load = chunk(Notice);
    const { Component } = preloadableLazy(load);
    render(
      <LazyPart>
        <Component />
      </LazyPart>,
    );
    await act(async () => undefined);
    expect(screen.queryByText('Offline notice')).toBeNull();
    network.up = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Offline notice')).toBeInTheDocument();
  });
});
