import { Badge, MediaCard, useT } from '@tangerine/ui';
import { stationArtwork, type RadioStation } from '@tangerine/api';
import { stationToPlayerItem } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';

export function StationCard({ station }: { station: RadioStation }) {
  const t = useT();
  const play = usePlayTrack();
  return (
    <MediaCard
      title={station.name}
      subtitle={station.country ?? t('radio.liveRadio')}
      href={`/radio/${station.id}`}
      artworkUrl={stationArtwork(station)}
      variant="station"
      badge={<Badge variant="live">{t('radio.liveBadge')}</Badge>}
      onPlay={() => play(stationToPlayerItem(station))}
    />
  );
}
