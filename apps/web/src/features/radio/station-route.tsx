import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { selectCurrentTrack, type PlayerSnapshot } from '@tangerine/player-machine';
import { stationArtwork, type RadioStation } from '@tangerine/api';
import { Badge, Button, DetailHeader, EmptyState, formatCount, Link, LoadingState, Page, Panel, PLAY_CONTROL, playIcon, radioIcon, TagList, textTags } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { radioQueries } from '../../api/radio-queries';
import { stationToPlayerItem, usePlayerSelector } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';

export const CONNECTING_TEXT = 'Connecting…';

/**
 * Where this station is in the player: asked to play and not heard yet (`connecting`), heard
 * (`live`: its clock moves), or neither.
 */
function useStationPlayback(stationId: string): 'connecting' | 'live' | null {
  const select = useCallback(
    (snapshot: PlayerSnapshot) => {
      const current = selectCurrentTrack(snapshot);
      if (current?.kind !== 'radio' || (current.stationId ?? current.id) !== stationId || !snapshot.hasTag('playing')) return null;
      return snapshot.context.currentTime > 0 ? 'live' : 'connecting';
    },
    [stationId],
  );
  return usePlayerSelector(select);
}

function StationPage({ station }: { station: RadioStation }) {
  const play = usePlayTrack();
  const playback = useStationPlayback(station.id);
  const queryClient = useQueryClient();
  // Once it is heard, "Listeners" is read again: it counts this listener too.
  useEffect(() => {
    if (playback === 'live') void queryClient.invalidateQueries({ queryKey: radioQueries.detail(station.id).queryKey });
  }, [playback, queryClient, station.id]);
  return (
    <Page>
      <DetailHeader
        artworkUrl={stationArtwork(station)}
        badge={<Badge variant="live">LIVE</Badge>}
        label="RADIO STATION"
        title={station.name}
        meta={[
          station.country,
          station.language,
          station.website ? (
            <Link href={station.website} external>
              Website
            </Link>
          ) : null,
        ]}
        actions={
          <Button icon={playIcon} size="lg" onClick={() => play(stationToPlayerItem(station))} aria-busy={playback === 'connecting'} {...PLAY_CONTROL}>
            {playback === 'connecting' ? CONNECTING_TEXT : 'Listen Live'}
          </Button>
        }
        description={
          station.genres.length > 0 && (
            <TagList label="Genres" tags={textTags(station.genres)} />
          )
        }
      />
      <Panel title="About">
        <p>{station.description ?? 'A live radio station.'}</p>
      </Panel>
      <Panel title="Station Information">
        <dl>
          <dt>Country</dt>
          <dd>{station.country ?? '–'}</dd>
          <dt>Language</dt>
          <dd>{station.language ?? '–'}</dd>
          <dt>Genres</dt>
          <dd>{station.genres.length ? station.genres.join(', ') : '–'}</dd>
          <dt>Listeners</dt>
          <dd>{formatCount(station.listeners)}</dd>
          <dt>Website</dt>
          <dd>
            {station.website ? (
              <Link href={station.website} external>
                {station.website}
              </Link>
            ) : (
              '–'
            )}
          </dd>
        </dl>
      </Panel>
    </Page>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const station = useQuery(radioQueries.detail(id));
  if (station.isPending) return <LoadingState text="Loading station..." />;
  if (!station.data) return <EmptyState icon={radioIcon} title="Radio station not found" />;
  return <StationPage station={station.data} />;
}
