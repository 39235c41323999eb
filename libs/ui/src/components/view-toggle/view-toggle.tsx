import { gridIcon, listIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { StyledGroup } from './view-toggle.styles';

export type LibraryView = 'grid' | 'list';

export interface ViewToggleProps {
  value: LibraryView;
  onChange: (view: LibraryView) => void;
}

/** Grid / list switch of the library. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label="View">
      <IconButton icon={gridIcon} label="Grid view" size="sm" variant={value === 'grid' ? 'surface' : 'ghost'} active={value === 'grid'} pressed={value === 'grid'} onClick={() => onChange('grid')} />
      <IconButton icon={listIcon} label="List view" size="sm" variant={value === 'list' ? 'surface' : 'ghost'} active={value === 'list'} pressed={value === 'list'} onClick={() => onChange('list')} />
    </StyledGroup>
  );
}
