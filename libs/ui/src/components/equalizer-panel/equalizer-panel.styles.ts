import styled from 'styled-components';

export const StyledEqualizerPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledEqualizerHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledBands = styled.div`
  display: grid;
  grid-template-columns: auto 1fr 4.5rem;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledBandValue = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

export const StyledSaveRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child {
    flex: 1;
  }
`;

export const StyledNotice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
