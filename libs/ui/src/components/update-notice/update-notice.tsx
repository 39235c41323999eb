import { Button } from '../button/button';
import { StyledUpdateNotice } from './update-notice.styles';

export const UPDATE_AVAILABLE_MESSAGE = 'A new version of Tangerine is available';

/** "A new version of Tangerine is available" · Reload: the new version starts only when the listener says so. */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  return (
    <StyledUpdateNotice role="status">
      <span>{UPDATE_AVAILABLE_MESSAGE}</span>
      <Button size="sm" onClick={onReload}>
        Reload
      </Button>
    </StyledUpdateNotice>
  );
}
