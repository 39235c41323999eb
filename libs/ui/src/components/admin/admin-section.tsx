import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
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
  const t = useT();
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
          <span>{errorText ?? t('admin.failed')}</span>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('admin.tryAgain')}
            </Button>
          ) : null}
        </StyledError>
      ) : null}
      {status === 'empty' ? <EmptyState title={emptyTitle} text={emptyText} headingLevel={3} /> : null}
      {status === 'ready' ? children : null}
    </StyledSection>
  );
}
