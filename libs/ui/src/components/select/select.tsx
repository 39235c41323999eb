import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/icon';
import { focusRing } from '../../theme/mixins';
import { StyledField, StyledLabel } from '../text-input/text-input.styles';

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

const StyledSelectWrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space(3)};
    pointer-events: none;
  }
`;

const StyledSelect = styled.select`
  appearance: none;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.space(0, 10, 0, 4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }

  option {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;

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
        <Icon name="chevron-down" size="sm" />
      </StyledSelectWrap>
    </StyledField>
  );
}
