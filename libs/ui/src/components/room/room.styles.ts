import styled from 'styled-components';
import { StyledMenu } from '../menu/menu.styles';

export const StyledRoomPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: min(${({ theme }) => theme.space(80)}, calc(100vw - ${({ theme }) => theme.space(4)}));
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledRoomTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledRoomStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledMemberList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  & > li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const StyledVotingToggle = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledJoinQr = styled.svg`
  display: block;
  width: ${({ theme }) => theme.space(40)};
  height: ${({ theme }) => theme.space(40)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const StyledJoinCode = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.brand};
`;

export const StyledRoomActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledJoinForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: ${({ theme }) => theme.space(80)};
`;

/** The room panel as the player bar's popover, placed like the other menus of the bar. */
export const StyledRoomPopover = styled(StyledMenu)`
  padding: 0;
`;

/** The ended room's notice in the player's place (no bar without a queue). */
export const StyledRoomNotice = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
