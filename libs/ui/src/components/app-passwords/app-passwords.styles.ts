import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledCredentials = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.brand};
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

export const StyledApps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledApp = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledAppName = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
