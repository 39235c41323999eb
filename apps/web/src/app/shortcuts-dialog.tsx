import styled from 'styled-components';
import { SHORTCUTS } from '../lib/keyboard';
import { Dialog } from '@tangerine/ui';
import { tokens } from '../lib/ui-fallback';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 24px;
  margin: 0;
  dt {
    font-family: ${tokens.mono};
    color: ${tokens.brand};
  }
  dd {
    margin: 0;
  }
`;

export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="Keyboard shortcuts" onClose={onClose}>
      <List>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.keys} style={{ display: 'contents' }}>
            <dt>{shortcut.keys}</dt>
            <dd>{shortcut.action}</dd>
          </div>
        ))}
      </List>
    </Dialog>
  );
}
