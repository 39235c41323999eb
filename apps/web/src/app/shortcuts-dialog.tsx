import { Dialog, ShortcutList } from '@tangerine/ui';
import { SHORTCUTS } from '@tangerine/player-web/keyboard';

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="Keyboard shortcuts" onClose={onClose}>
      <ShortcutList shortcuts={SHORTCUTS} />
    </Dialog>
  );
}
