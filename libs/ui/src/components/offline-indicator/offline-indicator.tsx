import { downloadIcon } from '../../icons/glyphs';
import { Icon } from '../../icons/icon';
import { StyledOfflineIndicator, StyledOfflineLabel, StyledOfflineReason } from './offline-indicator.styles';

/** The shell's "Offline" indicator: what still works without a network is said beside it. */
export function OfflineIndicator({ reason = 'Downloaded songs still play. Everything else needs a connection.' }: { reason?: string }) {
  return (
    <StyledOfflineIndicator role="status" aria-label="Offline">
      <Icon icon={downloadIcon} size="sm" />
      <StyledOfflineLabel>Offline</StyledOfflineLabel>
      <StyledOfflineReason>{reason}</StyledOfflineReason>
    </StyledOfflineIndicator>
  );
}
