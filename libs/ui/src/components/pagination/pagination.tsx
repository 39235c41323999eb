import { chevronLeftIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { StyledPagination, StyledPageStatus } from './pagination.styles';
import { useT } from '../../i18n/i18n';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, default "Pagination". */
  label?: string;
}

/** Previous / "Page x of y" / Next. Renders nothing unless there is more than one page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (!(totalPages > 1)) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <StyledPagination aria-label={label ?? t('common.pagination')}>
      <Button variant="secondary" size="sm" icon={chevronLeftIcon} disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
        {t('common.previous')}
      </Button>
      <StyledPageStatus aria-live="polite">
        {t('common.pageOf', { page: current, pages: totalPages })}
      </StyledPageStatus>
      <Button variant="secondary" size="sm" disabled={current >= totalPages} onClick={() => onPageChange(current + 1)}>
        {t('common.next')}
      </Button>
    </StyledPagination>
  );
}
