import styled, { css, keyframes } from 'styled-components';

const bounce = keyframes`
  0%, 100% { transform: scaleY(0.3); }
  50% { transform: scaleY(1); }
`;

export interface EqualizerProps {
  /** Bars move while playing and rest when paused. */
  playing?: boolean;
  /** Accessible text; decorative when omitted. */
  label?: string;
}

const StyledEqualizer = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
  width: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledBar = styled.span<{ $delay: number; $playing: boolean }>`
  flex: 1;
  height: 100%;
  background: currentColor;
  border-radius: ${({ theme }) => theme.radii.xs};
  transform-origin: bottom;
  transform: scaleY(0.4);
  ${({ $playing, $delay }) =>
    $playing &&
    css`
      animation: ${bounce} 0.9s ease-in-out ${$delay}s infinite;
    `}
`;

const DELAYS = [0, -0.35, -0.6, -0.15];

/** The animated bars beside the playing track. */
export function Equalizer({ playing = true, label }: EqualizerProps) {
  return (
    <StyledEqualizer role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} data-equalizer={playing ? 'playing' : 'paused'}>
      {DELAYS.map((delay) => (
        <StyledBar key={delay} $delay={delay} $playing={playing} />
      ))}
    </StyledEqualizer>
  );
}
