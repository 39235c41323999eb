import { useQuery } from '@tanstack/react-query';
import { stationArtwork, type RadioStation } from '@tangerine/api';
import { Badge, Button, DetailHeader, EmptyState, formatCount, Link, LoadingState, Page, Panel, PLAY_CONTROL, playIcon, radioIcon, TagList, textTags } from '@tangerine/ui';
import { useParams } from 'react-router-dom';
import { radioQueries } from '../../api/radio-queries';
import { stationToPlayerItem } from '@tangerine/player-web';
import { usePlayTrack } from '../../lib/track-actions';

function StationPage({ station }: { station: RadioStation }) {
  const play = usePlayTrack();
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
          <Button icon={playIcon} size="lg" onClick={() => play(stationToPlayerItem(station))} {...PLAY_CONTROL}>
            Listen Live
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
