import { clamp } from '../../lib/format';
import { StyledVisualizer, StyledBar } from './visualizer.styles';

/** The idle visualizer shows this many bars. */
export const IDLE_BAR_COUNT = 120;

/** A calm, deterministic wave for the idle state (no audio): `phase` moves it along. */
export function idleLevels(count = IDLE_BAR_COUNT, phase = 0): number[] {
  return Array.from({ length: count }, (_, index) => 0.12 + 0.1 * (1 + Math.sin(index / 6 + phase)) * (0.6 + 0.4 * Math.sin(index / 17 + phase / 3)));
}

export interface VisualizerProps {
  /** One value per bar, 0 (silent) to 1 (loud); e.g. a Web Audio analyser's bins scaled to 0–1. */
  levels: readonly number[];
  /** Bars mirrored from the middle (default) or rising from the bottom. */
  mirrored?: boolean;
}

/** A decorative bar visualizer filling its positioned parent (hidden from assistive technology). */
export function Visualizer({ levels, mirrored = true }: VisualizerProps) {
  return (
    <StyledVisualizer aria-hidden="true" data-bars={levels.length} $mirrored={mirrored}>
      {levels.map((level, index) => (
        <StyledBar key={index} style={{ transform: `scaleY(${clamp(Number.isFinite(level) ? level : 0, 0.02, 1)})`, transformOrigin: mirrored ? 'center' : 'bottom' }} />
      ))}
    </StyledVisualizer>
  );
}
