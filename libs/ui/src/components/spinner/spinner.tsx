import { StyledSpinner } from './spinner.styles';

export interface SpinnerProps {
  /** Diameter as a step of the 4 px spacing scale (default 4 = 16 px). */
  size?: number;
}

/** A small indeterminate spinner in the current colour; decorative (pair it with text). */
export function Spinner({ size = 4 }: SpinnerProps) {
  return <StyledSpinner $size={size} aria-hidden="true" data-spinner="" />;
}
