// TODO(ui): move to libs/ui (a list of static genre chips).
import { theme } from '@tangerine/ui';
import styled from 'styled-components';

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${theme.space(1, 3)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceRaised};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.text};
  }
`;

