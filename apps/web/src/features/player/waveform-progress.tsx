import { useQuery } from '@tanstack/react-query';
import { WaveformPeaks } from '@tangerine/ui';
import { trackPeaksQuery } from '../../api/track-peaks-query';

/** The song's waveform over the player bar's progress (its own chunk); the plain bar shows until the peaks come. */
export function WaveformProgress({ trackId }: { trackId: string }) {
  const { data } = useQuery(trackPeaksQuery(trackId));
  return data?.peaks.length ? <WaveformPeaks peaks={data.peaks} /> : null;
}
