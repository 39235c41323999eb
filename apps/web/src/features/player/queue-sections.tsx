import type { PlayerTrack } from '@tangerine/player-machine';
import { QueueRow, QueueSection, useT } from '@tangerine/ui';

/** A queue row's props for a queue item. */
export function queueRowOf(track: PlayerTrack) {
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

/** product §2 Queue: Now Playing, Up Next (n), Autoplay (when it added songs), Previously Played (n); click jumps, non-current rows can be removed; offline, what is not stored is greyed. */
export function QueueSections({ queue, currentIndex, onPlay, onRemove, unavailableReason = () => null }: QueueSectionsProps) {
  const t = useT();
  const current = queue[currentIndex];
  // Autoplay's songs (appended when the queue ran out) are listed apart, under their own heading.
  const following = queue.slice(currentIndex + 1).map((track, offset) => ({ track, index: currentIndex + 1 + offset }));
  const upNext = following.filter(({ track }) => !track.autoplay);
  const autoplay = following.filter(({ track }) => track.autoplay);
  const previous = queue.slice(0, currentIndex);
  const rows = (items: typeof following) =>
    items.map(({ track, index }) => <QueueRow key={`${index}:${track.id}`} {...queueRowOf(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} unavailableReason={unavailableReason(index)} />);
  return (
    <>
      <QueueSection title={t('queue.nowPlaying')}>{current ? <QueueRow {...queueRowOf(current)} current onPlay={() => onPlay(currentIndex)} unavailableReason={unavailableReason(currentIndex)} /> : null}</QueueSection>
      <QueueSection title={t('queue.upNext', { count: upNext.length })}>{rows(upNext)}</QueueSection>
      {autoplay.length > 0 ? <QueueSection title={t('queue.autoplay')}>{rows(autoplay)}</QueueSection> : null}
      {previous.length > 0 ? (
        <QueueSection title={t('queue.previous', { count: previous.length })}>
          {previous.map((track, index) => (
            <QueueRow key={`${index}:${track.id}`} {...queueRowOf(track)} onPlay={() => onPlay(index)} onRemove={() => onRemove(index)} unavailableReason={unavailableReason(index)} />
          ))}
        </QueueSection>
      ) : null}
    </>
  );
}
