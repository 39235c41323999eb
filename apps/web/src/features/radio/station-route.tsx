import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { selectCurrentTrack, type PlayerSnapshot } from '@tangerine/player-machine';
import { stationArtwork, type RadioStation } from '@tangerine/api';
import { Badge, Button, DetailHeader, EmptyState, formatCount, Link, LoadingState, Page, Panel, PLAY_CONTROL, playIcon, radioIcon, TagList, textTags, useT } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { radioQueries } from '../../api/radio-queries';
import { stationToPlayerItem, usePlayerSelector } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';

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
  const t = useT();
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
        badge={<Badge variant="live">{t('radio.liveBadge')}</Badge>}
        label={t('radio.stationLabel')}
        title={station.name}
        meta={[
          station.country,
          station.language,
          station.website ? (
            <Link href={station.website} external>
              {t('radio.website')}
            </Link>
          ) : null,
        ]}
        actions={
          <Button icon={playIcon} size="lg" onClick={() => play(stationToPlayerItem(station))} aria-busy={playback === 'connecting'} {...PLAY_CONTROL}>
            {playback === 'connecting' ? t('radio.connecting') : t('radio.listenLive')}
          </Button>
        }
        description={
          station.genres.length > 0 && (
            <TagList label={t('radio.genres')} tags={textTags(station.genres)} />
          )
        }
      />
      <Panel title={t('radio.about')}>
        <p>{station.description ?? t('radio.aboutDefault')}</p>
      </Panel>
      <Panel title={t('radio.information')}>
        <dl>
          <dt>{t('radio.country')}</dt>
          <dd>{station.country ?? '–'}</dd>
          <dt>{t('radio.language')}</dt>
          <dd>{station.language ?? '–'}</dd>
          <dt>{t('radio.genres')}</dt>
          <dd>{station.genres.length ? station.genres.join(', ') : '–'}</dd>
          <dt>{t('radio.listeners')}</dt>
          <dd>{formatCount(station.listeners)}</dd>
          <dt>{t('radio.website')}</dt>
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
  const t = useT();
  const { id = '' } = useParams();
  const station = useQuery(radioQueries.detail(id));
  if (station.isPending) return <LoadingState text={t('radio.loadingStation')} />;
  if (!station.data) return <EmptyState icon={radioIcon} title={t('radio.notFound')} />;
  return <StationPage station={station.data} />;
}
