import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmOnIntent } from './warm-on-intent';

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
