import { afterEach, describe, expect, it, vi } from 'vitest';
import { onEachIntent, warmOnIntent } from './warm-on-intent';

afterEach(() => {
  document.body.innerHTML = '';
});

function controls() {
  document.body.innerHTML = '<div id="other"><span>text</span></div><button data-play-control=""><svg></svg></button>';
  return { other: document.querySelector('#other span') as Element, inner: document.querySelector('svg') as Element, button: document.querySelector('button') as HTMLButtonElement };
}

describe('warmOnIntent', () => {
  it('warms once when a pointer reaches a matching control or an element inside it, not elsewhere', () => {
    const { other, inner } = controls();
    const warm = vi.fn();
    warmOnIntent('[data-play-control]', warm);
    other.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    inner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    inner.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(warm).toHaveBeenCalledOnce();
  });

  it('warms when the focus reaches a matching control', () => {
    const { button } = controls();
    const warm = vi.fn();
    warmOnIntent('[data-play-control]', warm);
    button.focus();
    expect(warm).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', () => {
    const { button } = controls();
    const warm = vi.fn();
    warmOnIntent('[data-play-control]', warm)();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
  });
});

describe('onEachIntent', () => {
  it('hands over each matching element a pointer or the focus reaches, every time, until stopped', () => {
    document.body.innerHTML = '<a href="/trending"><span>Trending</span></a><a href="/radio">Radio</a><p>text</p>';
    const [trending, radio] = [...document.querySelectorAll('a')] as HTMLAnchorElement[];
    const warm = vi.fn();
    const stop = onEachIntent('a[href^="/"]', warm);
    document.querySelector('p')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    trending?.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    radio?.focus();
    expect(warm.mock.calls.map(([element]) => (element as Element).getAttribute('href'))).toEqual(['/trending', '/radio']);
    stop();
    trending?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(2);
  });
});
