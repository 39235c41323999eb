import { downloadIcon } from '../../icons/glyphs';
import { Icon } from '../../icons/icon';
import { StyledOfflineIndicator, StyledOfflineLabel, StyledOfflineReason } from './offline-indicator.styles';
import { useT } from '../../i18n/i18n';

/** The shell's "Offline" indicator: what still works without a network is said beside it. */
export function OfflineIndicator({ reason }: { reason?: string }) {
  const t = useT();
  return (
    <StyledOfflineIndicator role="status" aria-label={t('common.offline')}>
      <Icon icon={downloadIcon} size="sm" />
      <StyledOfflineLabel>{t('common.offline')}</StyledOfflineLabel>
      <StyledOfflineReason>{reason ?? t('common.offlineReason')}</StyledOfflineReason>
    </StyledOfflineIndicator>
  );
}
