import styled from 'styled-components';
import { focusVisible, tabularNumbers, visuallyHidden } from '../../theme/mixins';

export const StyledAdminFrame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledAdminHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4, 6)};
  border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledAdminTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-right: auto;
`;

export const StyledAdminTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

export const StyledAdminTab = styled.button<{ $current: boolean }>`
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.brand : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.onBrand : theme.colors.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${({ theme, $current }) => ($current ? theme.colors.onBrand : theme.colors.text)};
  }
  ${focusVisible}
`;

export const StyledAdminMain = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
`;

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledSectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.dangerText};
`;

export const StyledTableWrap = styled.div`
  overflow-x: auto;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    ${visuallyHidden}
  }
  th {
    text-align: left;
    padding: ${({ theme }) => theme.space(2, 3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.label};
    text-transform: uppercase;
    border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
  }
  td {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-bottom: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    ${tabularNumbers}
  }
`;

export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledSignIn = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(420px, 100%);
  margin: 15vh auto 0;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const StyledChart = styled.ol`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  height: 160px;
  padding: 0;
  list-style: none;
`;

export const StyledBar = styled.li<{ $ratio: number }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  height: 100%;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    order: 1;
    width: 100%;
    height: ${({ $ratio }) => `${Math.max(2, Math.round($ratio * 120))}px`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.brand};
  }
  span:last-child {
    order: 2;
  }
`;

export const StyledNotice = styled.div<{ $tone: 'error' | 'success' | 'progress' }>`
  padding: ${({ theme }) => theme.space(2, 3)};
  border-left: 3px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A form of the console: fields, then the outcome, then its buttons, each apart. */
export const StyledAdminForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledCell = styled.td<{ $nowrap: boolean }>`
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
`;

/** A row's buttons side by side, apart, never wrapped onto each other. */
export const StyledRowActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;
