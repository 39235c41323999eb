import { useLayoutEffect, useRef, useState } from 'react';
import { clamp } from '../../lib/format';
import { StyledVisualizer, StyledBar } from './visualizer.styles';

/** The idle visualizer shows this many bars. */
export const IDLE_BAR_COUNT = 120;

/** A calm, deterministic wave for the idle state (no audio): `phase` moves it along. */
export function idleLevels(count = IDLE_BAR_COUNT, phase = 0): number[] {
  return Array.from({ length: count }, (_, index) => 0.12 + 0.1 * (1 + Math.sin(index / 6 + phase)) * (0.6 + 0.4 * Math.sin(index / 17 + phase / 3)));
}

/** The narrowest a bar's slot (bar and gap) may be: below it neighbouring levels share a bar (a phone shows bars, not hairlines). */
export const MIN_BAR_SLOT_PX = 6;

/** `levels` brought down to `count` bars, each the loudest of the levels it stands for. */
export function fitLevels(levels: readonly number[], count: number): readonly number[] {
  if (count >= levels.length || count <= 0) return levels;
  return Array.from({ length: count }, (_, bar) => {
    const from = Math.floor((bar * levels.length) / count);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * levels.length) / count));
    return Math.max(...levels.slice(from, to));
  });
}

export interface VisualizerProps {
  /** One value per bar, 0 (silent) to 1 (loud); e.g. a Web Audio analyser's bins scaled to 0–1. */
  levels: readonly number[];
  /** Bars mirrored from the middle (default) or rising from the bottom. */
  mirrored?: boolean;
}

/** A decorative bar visualizer filling its positioned parent (hidden from assistive technology). */
export function Visualizer({ levels, mirrored = true }: VisualizerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const shown = width ? fitLevels(levels, Math.floor(width / MIN_BAR_SLOT_PX)) : levels;
  return (
    <StyledVisualizer ref={ref} aria-hidden="true" data-bars={shown.length} $mirrored={mirrored}>
      {shown.map((level, index) => (
        <StyledBar key={index} style={{ transform: `scaleY(${clamp(Number.isFinite(level) ? level : 0, 0.02, 1)})`, transformOrigin: mirrored ? 'center' : 'bottom' }} />
      ))}
    </StyledVisualizer>
  );
}
