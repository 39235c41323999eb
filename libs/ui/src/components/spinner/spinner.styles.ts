import styled, { keyframes } from 'styled-components';

export const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => theme.space($size)};
  height: ${({ theme, $size }) => theme.space($size)};
  border: ${({ theme }) => theme.borderWidths.thick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} ${({ theme }) => theme.motion.spin} linear infinite;
  opacity: 0.8;
`;
