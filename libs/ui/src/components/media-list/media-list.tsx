import { Link } from '../../lib/link';
import { Artwork } from '../artwork/artwork';
import { StyledMediaList, StyledMediaListItem, StyledMediaListSubtitle, StyledMediaListText } from './media-list.styles';

export interface MediaListEntry {
  id: string;
  title: string;
  /** The entry's page, e.g. /album/{id}. */
  href: string;
  /** "Artist • 2021 • 12 songs". */
  subtitle?: string | null;
  artworkUrl?: string | null;
}

export interface MediaListProps {
  /** Names the list, e.g. "Albums". */
  label: string;
  entries: readonly MediaListEntry[];
}

/** The list view of a card grid (Your Albums' grid/list toggle): small artwork, a linked title, a muted line. */
export function MediaList({ label, entries }: MediaListProps) {
  return (
    <StyledMediaList aria-label={label}>
      {entries.map((entry) => (
        <StyledMediaListItem key={entry.id}>
          <Artwork src={entry.artworkUrl} size="sm" />
          <StyledMediaListText>
            <Link href={entry.href} title={entry.title}>
              {entry.title}
            </Link>
            {entry.subtitle ? <StyledMediaListSubtitle>{entry.subtitle}</StyledMediaListSubtitle> : null}
          </StyledMediaListText>
        </StyledMediaListItem>
      ))}
    </StyledMediaList>
  );
}
