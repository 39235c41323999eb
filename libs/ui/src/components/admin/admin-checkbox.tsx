import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusVisible } from '../../theme/mixins';

const StyledCheckbox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    accent-color: ${({ theme }) => theme.colors.brand};
    width: 16px;
    height: 16px;
    ${focusVisible}
  }
`;

export interface AdminCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A labelled checkbox ("Allow my own network"). */
export function AdminCheckbox({ label, ...rest }: AdminCheckboxProps) {
  return (
    <StyledCheckbox>
      <input type="checkbox" {...rest} />
      {label}
    </StyledCheckbox>
  );
}
