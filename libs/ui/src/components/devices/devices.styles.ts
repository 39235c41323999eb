import styled from 'styled-components';
import { focusVisible, resetButton, truncate } from '../../theme/mixins';
import { StyledMenu } from '../menu/menu.styles';

/** Wide enough for two names of one kind ("Chrome on Linux 2") in full, never wider than the screen. */
export const StyledDevicesMenu = styled(StyledMenu)`
  width: min(${({ theme }) => theme.space(80)}, calc(100vw - ${({ theme }) => theme.space(4)}));
`;

export const StyledDeviceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const StyledDeviceHeading = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2, 3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledDeviceButton = styled.button<{ $current: boolean }>`
  ${resetButton}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  column-gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $current }) => ($current ? theme.colors.brand : theme.colors.text)};
  text-align: left;
  ${focusVisible}

  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

// A name wraps rather than being cut: two devices of one kind differ only at its end.
export const StyledDeviceName = styled.span`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledDeviceDetail = styled.span`
  ${truncate}
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledRemoteStatus = styled.p<{ $lost: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme, $lost }) => ($lost ? theme.colors.dangerText : theme.colors.brand)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledContinue = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => theme.borderWidths.hairline} solid ${({ theme }) => theme.colors.border};
`;

export const StyledContinueText = styled.p`
  ${truncate}
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
