import { slidersIcon } from '../../icons/glyphs';
import { useT } from '../../i18n/i18n';
import { IconButton } from '../icon-button/icon-button';

/** The player bar's "Equalizer": opens the panel; orange while the equalizer is on. */
export function EqualizerButton({ enabled, onOpen }: { enabled: boolean; onOpen: () => void }) {
  const t = useT();
  return <IconButton icon={slidersIcon} label={t('player.equalizer')} active={enabled} aria-haspopup="dialog" onClick={onOpen} />;
}
