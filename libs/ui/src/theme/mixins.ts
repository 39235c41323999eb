import { css } from 'styled-components';

/** The focus ring: 2 px brand with a 2 px offset, visible on every dark surface. */
export const focusRing = css`
  outline: ${({ theme }) => theme.focus.ringWidth} solid ${({ theme }) => theme.colors.brand};
  outline-offset: ${({ theme }) => theme.focus.ringOffset};
`;

/** Focus ring for keyboard focus only. */
export const focusVisible = css`
  &:focus-visible {
    ${focusRing}
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const truncate = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Numbers in tables and times line up. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
`;

export const resetButton = css`
  appearance: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

export const transition = (...properties: string[]) => css`
  transition-property: ${properties.join(', ')};
  transition-duration: ${({ theme }) => theme.motion.fast};
  transition-timing-function: ${({ theme }) => theme.motion.easing};
`;
