import styled from 'styled-components';

export const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const StyledTag = styled.li`
  max-width: 100%;
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;
