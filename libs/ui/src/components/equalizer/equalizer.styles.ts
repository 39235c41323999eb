import styled, { css, keyframes } from 'styled-components';

export const bounce = keyframes`
  0%, 100% { transform: scaleY(0.3); }
  50% { transform: scaleY(1); }
`;

export const StyledEqualizer = styled.span`
  display: inline-flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
  width: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.brand};
`;

export const StyledBar = styled.span<{ $delay: number; $playing: boolean }>`
  flex: 1;
  height: 100%;
  background: currentColor;
  border-radius: ${({ theme }) => theme.radii.xs};
  transform-origin: bottom;
  transform: scaleY(0.4);
  ${({ theme, $playing, $delay }) =>
    $playing &&
    css`
      animation: ${bounce} ${theme.motion.bounce} ease-in-out ${$delay}s infinite;
    `}
`;
