import { visuallyHidden } from '@tangerine/ui';
import styled from 'styled-components';

/** The file input's visible face, looking like a secondary button. */
export const StyledFileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

/** Reachable by keyboard and screen readers, drawn by its label. */
export const StyledFileInput = styled.input`
  ${visuallyHidden}
`;
