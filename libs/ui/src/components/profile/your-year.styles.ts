import styled from 'styled-components';

export const StyledFigures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFigure = styled.p`
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledTopLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledTopList = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li {
    overflow-wrap: anywhere;
  }
`;
