// TODO(ui): move to libs/ui (the playing equalizer of track rows).
import { theme } from '@tangerine/ui';
import styled, { css, keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.3); }
  50% { transform: scaleY(1); }
`;

const Bars = styled.span<{ $playing: boolean }>`
  display: inline-flex;
  align-items: flex-end;
  gap: 2px;
  width: 14px;
  height: 14px;
  span {
    flex: 1;
    height: 100%;
    background: ${theme.colors.brand};
    transform-origin: bottom;
    transform: scaleY(0.4);
    ${(p) =>
      p.$playing &&
      css`
        animation: ${bounce} 0.9s ${theme.motion.easing} infinite;
      `}
  }
  span:nth-child(2) {
    animation-delay: -0.3s;
  }
  span:nth-child(3) {
    animation-delay: -0.6s;
  }
  ${theme.media.reducedMotion} {
    span {
      animation: none;
    }
  }
`;

/** Animated while playing, still while paused on the current track. */
export function Equalizer({ playing }: { playing: boolean }) {
  return (
    <Bars $playing={playing} role="img" aria-label={playing ? 'Now playing' : 'Paused'} data-testid="equalizer">
      <span />
      <span />
      <span />
    </Bars>
  );
}
