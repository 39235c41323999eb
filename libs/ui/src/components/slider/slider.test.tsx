import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { Slider, pointerRatio } from './slider';

describe('pointerRatio', () => {
  it('maps a click position to 0–1, clamped', () => {
    expect(pointerRatio(150, { left: 100, width: 200 })).toBe(0.25);
    expect(pointerRatio(50, { left: 100, width: 200 })).toBe(0);
    expect(pointerRatio(400, { left: 100, width: 200 })).toBe(1);
    expect(pointerRatio(10, { left: 0, width: 0 })).toBe(0);
    // Right to left, the bar fills from its right end.
    expect(pointerRatio(150, { left: 100, width: 200 }, true)).toBe(0.75);
    expect(pointerRatio(400, { left: 100, width: 200 }, true)).toBe(0);
  });
});

describe('Slider keys', () => {
  it('steps with arrows, jumps with Page keys, Home and End, clamped to the range', () => {
    const onChange = vi.fn();
    renderWithTheme(<Slider label="Volume" value={70} max={100} step={5} pageStep={20} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChange.mock.calls.map(([value]) => value)).toEqual([75, 65, 90, 0, 100]);
  });

  it('does nothing when disabled or without a range (a live stream)', () => {
    const onChange = vi.fn();
    renderWithTheme(<Slider label="Seek" value={0} max={0} disabled onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect(slider).toHaveAttribute('aria-disabled', 'true');
    expect(slider).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.pointerDown(slider, { clientX: 10, button: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });
});
