import styled from 'styled-components';

/** Lies over the progress slider, hiding its plain bar; the slider below still takes clicks and keys. */
export const StyledWaveform = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  background: ${({ theme }) => theme.colors.surface};
  /* Right to left, the played part grows from the right end, as the plain bar does. */
  [dir='rtl'] & {
    transform: scaleX(-1);
  }

  & > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

export const StyledUnplayed = styled.svg`
  fill: ${({ theme }) => theme.colors.borderStrong};
`;

/** The same bars in orange, cut at the slider's `--played` position (set by the slider on each move). */
export const StyledPlayed = styled.svg`
  fill: ${({ theme }) => theme.colors.brand};
  clip-path: inset(0 calc(100% - var(--played, 0%)) 0 0);
`;
