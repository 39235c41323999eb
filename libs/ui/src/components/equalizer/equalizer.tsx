import { StyledEqualizer, StyledBar } from './equalizer.styles';

export interface EqualizerProps {
  /** Bars move while playing and rest when paused. */
  playing?: boolean;
  /** Accessible text; decorative when omitted. */
  label?: string;
}

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
