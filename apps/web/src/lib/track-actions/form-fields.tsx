// TODO(ui): move to libs/ui (TextInput, TextArea, form error).
import { focusVisible, theme } from '@tangerine/ui';
import styled, { css } from 'styled-components';

const fieldStyles = css`
  width: 100%;
  box-sizing: border-box;
  padding: ${theme.space(2.5, 3)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  ${focusVisible}
`;

export const TextInput = styled.input`
  ${fieldStyles}
`;

export const TextArea = styled.textarea`
  ${fieldStyles}
  resize: vertical;
  min-height: 72px;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1.5)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.dangerText};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;
