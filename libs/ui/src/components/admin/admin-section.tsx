import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { LoadingState } from '../loading-state/loading-state';
import { StyledError, StyledSection, StyledSectionHeader, StyledSectionTitle } from './admin.styles';

export type AdminSectionStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface AdminSectionProps {
  title: string;
  status: AdminSectionStatus;
  /** Shown while loading, e.g. "Loading devices...". */
  loadingText: string;
  emptyTitle: string;
  emptyText?: string;
  errorText?: string | null;
  onRetry?: () => void;
  /** Forms and buttons beside the title; shown in every state. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** One admin screen's panel in its four states: loading, error (with retry), empty, or its content. */
export function AdminSection({ title, status, loadingText, emptyTitle, emptyText, errorText, onRetry, actions, children }: AdminSectionProps) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <StyledSectionHeader>
        <StyledSectionTitle id={titleId}>{title}</StyledSectionTitle>
      </StyledSectionHeader>
      {actions}
      {status === 'loading' ? <LoadingState text={loadingText} /> : null}
      {status === 'error' ? (
        <StyledError role="alert">
          <span>{errorText ?? 'Something went wrong. Please try again.'}</span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </StyledError>
      ) : null}
      {status === 'empty' ? <EmptyState title={emptyTitle} text={emptyText} headingLevel={3} /> : null}
      {status === 'ready' ? children : null}
    </StyledSection>
  );
}
