import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export interface SpinnerProps {
  /** Diameter as a step of the 4 px spacing scale (default 4 = 16 px). */
  size?: number;
}

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => theme.space($size)};
  height: ${({ theme, $size }) => theme.space($size)};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  opacity: 0.8;
`;

/** A small indeterminate spinner in the current colour; decorative (pair it with text). */
export function Spinner({ size = 4 }: SpinnerProps) {
  return <StyledSpinner $size={size} aria-hidden="true" data-spinner="" />;
}
