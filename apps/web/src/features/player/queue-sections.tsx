import type { PlayerTrack } from '@tangerine/player-machine';
import { QueueRow, QueueSection, useT } from '@tangerine/ui';

function row(track: PlayerTrack) {
  return { title: track.title, artistName: track.artistName, artworkUrl: track.artworkUrl, duration: track.duration, live: track.kind === 'radio' };
}

export interface QueueSectionsProps {
  queue: readonly PlayerTrack[];
  currentIndex: number;
  onPlay: (index: number) => void;
  onRemove: (index: number) => void;
  /** Why the entry at this index cannot play now (offline and not stored), or null. */
  unavailableReason?: (index: number) => string | null;
}

/** product §2 Queue: Now Playing, Up Next (n), Previously Played (n); click jumps, non-current rows can be removed; offline, what is not stored is greyed. */
export function QueueSections({ queue, currentIndex, onPlay, onRemove, unavailableReason = () => null }: QueueSectionsProps) {
  const t = useT();
  const current = queue[currentIndex];
  const upNext = queue.slice(currentIndex + 1);
  const previous = queue.slice(0, currentIndex);
  return (
    <>
      <QueueSection title={t('queue.nowPlaying')}>{current ? <QueueRow {...row(current)} current onPlay={() => onPlay(currentIndex)} unavailableReason={unavailableReason(currentIndex)} /> : null}</QueueSection>
      <QueueSection title={t('queue.upNext', { count: upNext.length })}>
        {upNext.map((track, offset) => {
          const index = currentIndex + 1 + offset;
          return <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} unavailableReason={unavailableReason(index)} />;
        })}
      </QueueSection>
      {previous.length > 0 ? (
        <QueueSection title={t('queue.previous', { count: previous.length })}>
          {previous.map((track, index) => (
            <QueueRow key={`${index}:${track.id}`} {...row(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} unavailableReason={unavailableReason(index)} />
          ))}
        </QueueSection>
      ) : null}
    </>
  );
}
