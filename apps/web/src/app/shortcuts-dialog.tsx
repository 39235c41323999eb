import { Dialog, ShortcutList, useT, type MessageId } from '@tangerine/ui';
import { SHORTCUTS } from '@tangerine/player-web/keyboard';

/** Each shortcut's action and key names in the listener's language, by its keys. */
const ACTION_OF: Readonly<Record<string, MessageId>> = {
  Space: 'shortcuts.playPause',
  '← / →': 'shortcuts.seek',
  'Shift + ← / →': 'shortcuts.previousNext',
  M: 'shortcuts.mute',
  S: 'shortcuts.shuffle',
  R: 'shortcuts.repeat',
  F: 'shortcuts.fullscreen',
  '< / >': 'shortcuts.speed',
  E: 'shortcuts.equalizer',
  '/': 'shortcuts.search',
  '?': 'shortcuts.help',
};

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const shortcuts = SHORTCUTS.map(({ keys, action }) => {
    const id = ACTION_OF[keys];
    return { keys: keys === 'Space' ? t('shortcuts.space') : keys, action: id ? t(id) : action };
  });
  return (
    <Dialog open title={t('shortcuts.title')} onClose={onClose}>
      <ShortcutList shortcuts={shortcuts} />
    </Dialog>
  );
}
