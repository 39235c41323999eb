import { chevronDownIcon } from '../../icons/glyphs';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { Icon } from '../../icons/icon';
import { StyledField, StyledLabel } from '../text-input/text-input.styles';
import { StyledSelectWrap, StyledSelect } from './select.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the podcast season filter: "All Seasons (n)", "Season n (k episodes)"). */
export function Select({ label, hideLabel = false, options, value, onValueChange, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <StyledField>
      <StyledLabel htmlFor={selectId} $hidden={hideLabel}>
        {label}
      </StyledLabel>
      <StyledSelectWrap>
        <StyledSelect id={selectId} value={value} onChange={(event) => onValueChange(event.target.value)} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <Icon icon={chevronDownIcon} size="sm" />
      </StyledSelectWrap>
    </StyledField>
  );
}
