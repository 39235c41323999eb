import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { focusVisible } from '../../theme/mixins';

const StyledFileInput = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    ${focusVisible}
  }
  input::file-selector-button {
    margin-right: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1, 3)};
    border: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
`;

export interface AdminFileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A labelled file picker ("Artwork image"). */
export function AdminFileInput({ label, ...rest }: AdminFileInputProps) {
  return (
    <StyledFileInput>
      {label}
      <input type="file" {...rest} />
    </StyledFileInput>
  );
}
