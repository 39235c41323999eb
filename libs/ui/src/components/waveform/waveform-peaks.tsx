import { useMemo } from 'react';
import { StyledPlayed, StyledUnplayed, StyledWaveform } from './waveform-peaks.styles';

export interface WaveformPeaksProps {
  /** One level per column, 0–255 (the server's getTrackPeaks); nothing is drawn when empty. */
  peaks: readonly number[];
}

/** Shortest bar, in hundredths of the height: a silent passage still shows where it is. */
const MIN_BAR = 8;

/**
 * The track's waveform drawn over the progress slider: bars scaled to the track's loudest column,
 * the played part in orange. Rendered once per track; the played part follows the slider's CSS
 * variable, so playback does not redraw the bars.
 */
export function WaveformPeaks({ peaks }: WaveformPeaksProps) {
  const bars = useMemo(() => {
    const loudest = Math.max(1, ...peaks);
    return peaks.map((peak, column) => {
      const height = Math.max(MIN_BAR, (peak / loudest) * 100);
      return <rect key={column} x={column + 0.15} width={0.7} y={(100 - height) / 2} height={height} />;
    });
  }, [peaks]);
  if (!peaks.length) return null;
  const viewBox = `0 0 ${peaks.length} 100`;
  return (
    <StyledWaveform aria-hidden="true" data-waveform="">
      <StyledUnplayed viewBox={viewBox} preserveAspectRatio="none">
        {bars}
      </StyledUnplayed>
      <StyledPlayed viewBox={viewBox} preserveAspectRatio="none" data-played="">
        {bars}
      </StyledPlayed>
    </StyledWaveform>
  );
}
