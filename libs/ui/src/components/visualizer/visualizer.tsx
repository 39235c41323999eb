import styled from 'styled-components';
import { clamp } from '../../lib/format';

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

const StyledVisualizer = styled.div<{ $mirrored: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: ${({ $mirrored }) => ($mirrored ? 'center' : 'flex-end')};
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0, 2)};
  overflow: hidden;
  pointer-events: none;
  opacity: 0.35;
`;

const StyledBar = styled.div`
  flex: 1;
  min-width: 1px;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(to top, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandStrong});
  transform-origin: center;
  transition: transform ${({ theme }) => theme.motion.fast} linear;
`;

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
