// TODO(ui): move to libs/ui (Pagination with "Page x of y").
import { Button, theme } from '@tangerine/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(4)};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** Previous / "Page x of y" / Next. The caller shows it only when there is more than one page. */
export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  return (
    <Bar aria-label="Pagination">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
