import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import { type IconGlyph, noteIcon } from '../../icons/glyphs';
import { StyledEmptyState, StyledEmptyIcon, StyledEmptyTitle, StyledEmptyText } from './empty-state.styles';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: IconGlyph;
  /** e.g. a "Create Playlist" button. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** A calm message where a list would be: title and text ("No playlists yet" / "Create your first playlist..."). */
export function EmptyState({ title, text, icon = noteIcon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledEmptyIcon>
        <Icon icon={icon} size="xl" />
      </StyledEmptyIcon>
      <StyledEmptyTitle as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</StyledEmptyTitle>
      {text ? <StyledEmptyText>{text}</StyledEmptyText> : null}
      {action}
    </StyledEmptyState>
  );
}
