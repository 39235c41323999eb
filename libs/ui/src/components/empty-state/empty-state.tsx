import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { StyledEmptyState, StyledEmptyIcon, StyledEmptyTitle, StyledEmptyText } from './empty-state.styles';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: IconName;
  /** e.g. a "Create Playlist" button. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** A calm message where a list would be: title and text ("No playlists yet" / "Create your first playlist..."). */
export function EmptyState({ title, text, icon = 'note', action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      <StyledEmptyIcon>
        <Icon name={icon} size="xl" />
      </StyledEmptyIcon>
      <StyledEmptyTitle as={headingLevel === 3 ? 'h3' : 'h2'}>{title}</StyledEmptyTitle>
      {text ? <StyledEmptyText>{text}</StyledEmptyText> : null}
      {action}
    </StyledEmptyState>
  );
}
