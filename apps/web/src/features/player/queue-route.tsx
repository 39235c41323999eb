import styled from 'styled-components';
import { formatDuration } from '@tangerine/session';
import { selectCurrentTrack, selectPreviouslyPlayed, selectUpNext, type PlayerTrack } from '@tangerine/player-machine';
import { usePlayerActor, usePlayerSelector } from '../../lib/player';
import { Artwork, EmptyState, IconButton } from '@tangerine/ui';
import { tokens } from '../../lib/ui-fallback';

// TODO(ui): the row and section look belong in libs/ui (TrackRow).
const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
  h1 {
    font-size: 32px;
  }
  h2 {
    margin-bottom: 8px;
    font-size: 20px;
  }
`;
const Row = styled.li<{ $current?: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 8px;
  border-radius: 8px;
  background: ${({ $current }) => ($current ? tokens.surfaceRaised : 'transparent')};
  &:hover {
    background: ${tokens.surfaceHover};
  }
`;
const RowButton = styled.button<{ $current?: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 0;
  border: 0;
  background: transparent;
  color: ${({ $current }) => ($current ? tokens.brand : tokens.text)};
  text-align: left;
  cursor: pointer;
  span {
    min-width: 0;
  }
  strong,
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${tokens.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;
const Duration = styled.span`
  color: ${tokens.textMuted};
  font-variant-numeric: tabular-nums;
`;

function QueueRow(props: { track: PlayerTrack; current?: boolean; onPlay: () => void; onRemove?: () => void }) {
  const { track } = props;
  return (
    <Row $current={props.current}>
      <RowButton type="button" $current={props.current} onClick={props.onPlay} aria-current={props.current || undefined}>
        <Artwork src={track.artworkUrl} size="xs" />
        <span>
          <strong>{track.title}</strong>
          <small>{track.artistName || 'Unknown Artist'}</small>
        </span>
      </RowButton>
      <Duration>{track.kind === 'radio' ? 'LIVE' : formatDuration(track.duration)}</Duration>
      {props.onRemove && (
        <IconButton size="sm" icon="close" label={`Remove ${track.title} from queue`} onClick={props.onRemove} />
      )}
    </Row>
  );
}

/** SPEC §2 Queue: Now Playing, Up Next (n), Previously Played (n); click jumps, non-current rows can be removed. */
export function Component() {
  const actor = usePlayerActor();
  const current = usePlayerSelector(selectCurrentTrack);
  const currentIndex = usePlayerSelector((s) => s.context.currentIndex);
  const upNext = usePlayerSelector(selectUpNext);
  const previous = usePlayerSelector(selectPreviouslyPlayed);

  if (!current) {
    return <EmptyState icon="queue" title="Queue is empty" text="Play some music to see it here" />;
  }
  const jump = (index: number) => actor.send({ type: 'queue.jump', index });
  const remove = (index: number) => actor.send({ type: 'queue.remove', index });

  return (
    <Page>
      <h1>Queue</h1>
      <section aria-labelledby="queue-now">
        <h2 id="queue-now">Now Playing</h2>
        <ul>
          <QueueRow track={current} current onPlay={() => jump(currentIndex)} />
        </ul>
      </section>
      <section aria-labelledby="queue-next">
        <h2 id="queue-next">Up Next ({upNext.length})</h2>
        <ul>
          {upNext.map((track, offset) => {
            const index = currentIndex + 1 + offset;
            return <QueueRow key={`${index}:${track.id}`} track={track} onPlay={() => jump(index)} onRemove={() => remove(index)} />;
          })}
        </ul>
      </section>
      <section aria-labelledby="queue-previous">
        <h2 id="queue-previous">Previously Played ({previous.length})</h2>
        <ul>
          {previous.map((track, index) => (
            <QueueRow key={`${index}:${track.id}`} track={track} onPlay={() => jump(index)} onRemove={() => remove(index)} />
          ))}
        </ul>
      </section>
    </Page>
  );
}
