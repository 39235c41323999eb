import { closeIcon } from '../../icons/glyphs';
import { PLAY_CONTROL } from '../../lib/play-control';
import { useId, type ReactNode } from 'react';
import { formatDuration } from '../../lib/format';
import { Artwork } from '../artwork/artwork';
import { IconButton } from '../icon-button/icon-button';
import { UNKNOWN_ARTIST } from '../track-table/track-table';
import {
  StyledQueueArtist,
  StyledQueueDuration,
  StyledQueueHeading,
  StyledQueueItems,
  StyledQueueJump,
  StyledQueueNote,
  StyledQueueRow,
  StyledQueueSection,
  StyledQueueText,
  StyledQueueTitle,
} from './queue-list.styles';

export interface QueueSectionProps {
  /** "Now Playing", "Up Next (3)", "Previously Played (2)": the h2 that names the region. */
  title: string;
  /** QueueRow elements. */
  children: ReactNode;
}

/** One part of the queue screen: a region named by its heading, holding a list of rows. */
export function QueueSection({ title, children }: QueueSectionProps) {
  const headingId = useId();
  return (
    <StyledQueueSection aria-labelledby={headingId}>
      <StyledQueueHeading id={headingId}>{title}</StyledQueueHeading>
      <StyledQueueItems>{children}</StyledQueueItems>
    </StyledQueueSection>
  );
}

export interface QueueRowProps {
  title: string;
  /** Falls back to "Unknown Artist". */
  artistName?: string | null;
  artworkUrl?: string | null;
  /** Seconds (m:ss); ignored for live radio. */
  duration?: number | null;
  /** A live station: "LIVE" instead of a duration. */
  live?: boolean;
  /** The track now playing: orange title, `aria-current`, no remove button. */
  current?: boolean;
  /** Jump to this track; without it the row only shows its track (a room's queue, which the room's commands move). */
  onPlay?: () => void;
  /** Shows the remove button. */
  onRemove?: () => void;
  /** Default "Remove {title} from queue". */
  removeLabel?: string;
  /** Set when the entry cannot play now ("Not downloaded: unavailable offline"): greyed, its jump disabled, the reason shown. */
  unavailableReason?: string | null;
}

/** A queue entry: the row's button jumps to the track; a separate button removes it (also when it cannot play now). */
export function QueueRow({ title, artistName, artworkUrl, duration, live = false, current = false, onPlay, onRemove, removeLabel, unavailableReason = null }: QueueRowProps) {
  const unavailable = Boolean(unavailableReason);
  return (
    <StyledQueueRow $current={current} $unavailable={unavailable} title={unavailableReason ?? undefined}>
      <StyledQueueJump type="button" $current={current} aria-current={current ? 'true' : undefined} disabled={unavailable || !onPlay} onClick={onPlay} {...PLAY_CONTROL}>
        <Artwork src={artworkUrl} size="xs" />
        <StyledQueueText>
          <StyledQueueTitle title={title}>{title}</StyledQueueTitle>
          <StyledQueueArtist>{artistName || UNKNOWN_ARTIST}</StyledQueueArtist>
          {unavailableReason ? <StyledQueueNote data-unavailable-reason="">{unavailableReason}</StyledQueueNote> : null}
        </StyledQueueText>
      </StyledQueueJump>
      <StyledQueueDuration>{live ? 'LIVE' : formatDuration(duration)}</StyledQueueDuration>
      {onRemove ? <IconButton size="sm" icon={closeIcon} label={removeLabel ?? `Remove ${title} from queue`} onClick={onRemove} tooltip={false} /> : null}
    </StyledQueueRow>
  );
}
