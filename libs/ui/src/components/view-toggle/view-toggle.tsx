import { gridIcon, listIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { StyledGroup } from './view-toggle.styles';
import { useT } from '../../i18n/i18n';

export type LibraryView = 'grid' | 'list';

export interface ViewToggleProps {
  value: LibraryView;
  onChange: (view: LibraryView) => void;
}

/** Grid / list switch of the library. */
export function ViewToggle({ value, onChange }: ViewToggleProps) {
  const t = useT();
  return (
    <StyledGroup role="group" aria-label={t('common.view')}>
      <IconButton icon={gridIcon} label={t('common.gridView')} size="sm" variant={value === 'grid' ? 'surface' : 'ghost'} active={value === 'grid'} pressed={value === 'grid'} onClick={() => onChange('grid')} />
      <IconButton icon={listIcon} label={t('common.listView')} size="sm" variant={value === 'list' ? 'surface' : 'ghost'} active={value === 'list'} pressed={value === 'list'} onClick={() => onChange('list')} />
    </StyledGroup>
  );
}
