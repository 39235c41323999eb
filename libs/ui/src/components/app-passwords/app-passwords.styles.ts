import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  /* Wide enough for its placeholder; the button goes under it when the row is narrower. */
  & > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }

  /* On its own line it takes the width; a label longer than the panel (a longer language) wraps. */
  & > button {
    flex: 1 1 auto;
    max-width: 100%;
    white-space: normal;
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

/** The password and its copy button, on one line at the value's end. */
export const StyledSecret = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;

  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
