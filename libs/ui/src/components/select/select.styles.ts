import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

/** The box and its arrow as one: the select fills the wrap, however wide the field makes it. */
export const StyledSelectWrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space(3)};
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  flex: 1;
  min-width: 0;
  appearance: none;
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.space(0, 10, 0, 4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.borderStrong};
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
