import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  icon?: IconName;
  /** e.g. a "Create Playlist" button. */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16, 6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmptyIcon = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(16)};
  height: ${({ theme }) => theme.space(16)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.brand};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const StyledEmptyTitle = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledEmptyText = styled.p`
  max-width: 44ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

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
