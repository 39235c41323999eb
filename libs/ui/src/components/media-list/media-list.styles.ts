import styled from 'styled-components';
import { transition, truncate } from '../../theme/mixins';

export const StyledMediaList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const StyledMediaListItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${transition('background-color')}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export const StyledMediaListText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    ${truncate}
  }

  a:hover {
    text-decoration: underline;
  }
`;

export const StyledMediaListSubtitle = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${truncate}
`;
