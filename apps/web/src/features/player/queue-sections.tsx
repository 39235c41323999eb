import type { PlayerTrack } from '@tangerine/player-machine';
import { QueueRow, QueueSection } from '@tangerine/ui';

function row(track: PlayerTrack) {
  return { title: track.title, artistName: track.artistName, artworkUrl: track.artworkUrl, duration: track.duration, live: track.kind === 'radio' };
}

export interface QueueSectionsProps {
  queue: readonly PlayerTrack[];
  currentIndex: number;
  onPlay: (index: number) => void;
  onRemove: (index: number) => void;
}

/** product §2 Queue: Now Playing, Up Next (n), Previously Played (n); click jumps, non-current rows can be removed. */
export function QueueSections({ queue, currentIndex, onPlay, onRemove }: QueueSectionsProps) {
  const current = queue[currentIndex];
  const upNext = queue.slice(currentIndex + 1);
  const previous = queue.slice(0, currentIndex);
  return (
    <>
      <QueueSection title="Now Playing">{current ? <QueueRow {...row(current)} current onPlay={() => onPlay(currentIndex)} /> : null}</QueueSection>
      <QueueSection title={`Up Next (${upNext.length})`}>
        {upNext.map((track, offset) => {
          const index = currentIndex + 1 + offset;
          return <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} />;
        })}
      </QueueSection>
      <QueueSection title={`Previously Played (${previous.length})`}>
        {previous.map((track, index) => (
          <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} />
        ))}
      </QueueSection>
    </>
  );
}
