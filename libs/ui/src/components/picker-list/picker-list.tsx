import { Artwork } from '../artwork/artwork';
import { StyledPickerButton, StyledPickerList, StyledPickerText } from './picker-list.styles';

export interface PickerOption {
  id: string;
  label: string;
  /** A second line, e.g. "12 tracks". */
  description?: string;
  artworkUrl?: string | null;
  disabled?: boolean;
}

export interface PickerListProps {
  /** Names the list, e.g. "Your playlists". */
  label: string;
  options: readonly PickerOption[];
  onSelect: (option: PickerOption) => void;
}

/** A list of choices as buttons, e.g. the playlists of "Add to playlist". */
export function PickerList({ label, options, onSelect }: PickerListProps) {
  return (
    <StyledPickerList aria-label={label}>
      {options.map((option) => (
        <li key={option.id}>
          <StyledPickerButton type="button" disabled={option.disabled} onClick={() => onSelect(option)}>
            <Artwork src={option.artworkUrl} size="xs" />
            <StyledPickerText>
              <strong>{option.label}</strong>
              {option.description ? <span>{option.description}</span> : null}
            </StyledPickerText>
          </StyledPickerButton>
        </li>
      ))}
    </StyledPickerList>
  );
}
