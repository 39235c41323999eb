import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { clamp } from '../../lib/format';
import { StyledFill, StyledHandle, StyledSlider, StyledTrack, type SliderVariant } from './slider.styles';

export interface SliderProps {
  /** Accessible name: "Seek", "Volume". */
  label: string;
  value: number;
  /** Upper bound (seconds for progress, 100 for volume); the lower bound is 0. */
  max: number;
  /** Click, drag and keys report a new value between 0 and max. */
  onChange: (value: number) => void;
  /** Spoken value, e.g. "1:05 of 3:20" or "70%". */
  valueText?: string;
  /** Arrow-key step (default 5). */
  step?: number;
  /** Page Up / Page Down step (default 10 × step). */
  pageStep?: number;
  disabled?: boolean;
  variant?: SliderVariant;
  /** The handle always shows (a setting's slider); the player's show it on hover or focus. */
  showHandle?: boolean;
  /** Drawn over the bar (the waveform); it reads the played part from the `--played` CSS variable. */
  overlay?: ReactNode;
}

/** Ratio of a pointer's x inside an element, clamped to [0, 1]. */
export function pointerRatio(clientX: number, rect: Pick<DOMRect, 'left' | 'width'>, rightToLeft = false): number {
  if (rect.width <= 0) return 0;
  const fromLeft = clamp((clientX - rect.left) / rect.width, 0, 1);
  // Right to left, the bar fills from its right end.
  return rightToLeft ? 1 - fromLeft : fromLeft;
}

function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/** A horizontal slider: the player's progress (grows on hover, shows a handle) and the volume bar. */
export function Slider({ label, value, max, onChange, valueText, step = 5, pageStep, disabled = false, variant = 'progress', showHandle = false, overlay }: SliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const safeMax = max > 0 ? max : 0;
  const current = clamp(Number.isFinite(value) ? value : 0, 0, safeMax);
  const percent = safeMax > 0 ? (current / safeMax) * 100 : 0;

  const fromPointer = (clientX: number) => {
    const element = ref.current;
    if (!element || disabled || safeMax === 0) return;
    onChange(pointerRatio(clientX, element.getBoundingClientRect(), isRightToLeft(element)) * safeMax);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic or already released pointers cannot be captured; clicking still works.
    }
    setDragging(true);
    fromPointer(event.clientX);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) fromPointer(event.clientX);
  };

  const endDrag = () => setDragging(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || safeMax === 0) return;
    const big = pageStep ?? step * 10;
    // The arrow that points along the fill raises the value: left in a right-to-left page.
    const forward = isRightToLeft(event.currentTarget) ? -step : step;
    const next: Record<string, number> = {
      ArrowRight: current + forward,
      ArrowUp: current + step,
      ArrowLeft: current - forward,
      ArrowDown: current - step,
      PageUp: current + big,
      PageDown: current - big,
      Home: 0,
      End: safeMax,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(clamp(target, 0, safeMax));
  };

  return (
    <StyledSlider
      ref={ref}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.round(safeMax)}
      aria-valuenow={Math.round(current)}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      aria-orientation="horizontal"
      data-dragging={dragging}
      $variant={variant}
      $disabled={disabled}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      style={overlay ? ({ '--played': `${Math.round(percent * 100) / 100}%` } as CSSProperties) : undefined}
    >
      <StyledTrack>
        <StyledFill $variant={variant} style={{ width: `${percent}%` }} />
        {disabled ? null : <StyledHandle data-handle="" $always={showHandle} style={{ insetInlineStart: `${percent}%` }} />}
      </StyledTrack>
      {overlay}
    </StyledSlider>
  );
}
