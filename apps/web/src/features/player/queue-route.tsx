import { selectCurrentTrack, selectPreviouslyPlayed, selectUpNext, type PlayerTrack } from '@tangerine/player-machine';
import { EmptyState, Page, PageTitle, QueueRow, QueueSection } from '@tangerine/ui';
import { usePlayerActor, usePlayerSelector } from '../../lib/player';

function row(track: PlayerTrack) {
  return { title: track.title, artistName: track.artistName, artworkUrl: track.artworkUrl, duration: track.duration, live: track.kind === 'radio' };
}

/** product §2 Queue: Now Playing, Up Next (n), Previously Played (n); click jumps, non-current rows can be removed. */
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
      <PageTitle>Queue</PageTitle>
      <QueueSection title="Now Playing">
        <QueueRow {...row(current)} current onPlay={() => jump(currentIndex)} />
      </QueueSection>
      <QueueSection title={`Up Next (${upNext.length})`}>
        {upNext.map((track, offset) => {
          const index = currentIndex + 1 + offset;
          return <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => jump(index)} onRemove={() => remove(index)} />;
        })}
      </QueueSection>
      <QueueSection title={`Previously Played (${previous.length})`}>
        {previous.map((track, index) => (
          <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => jump(index)} onRemove={() => remove(index)} />
        ))}
      </QueueSection>
    </Page>
  );
}
