import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export type DialogSize = 'sm' | 'md' | 'lg';

export const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  /* One column as wide as the screen allows: a wide child never widens the dialog past it. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  overflow-y: auto;
`;

export const StyledDialog = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ theme, $size }) => theme.layout.dialogWidths[$size]});
  min-width: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.space(8)});
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.dialog}, inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};
  animation: ${rise} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  outline: none;
`;

export const StyledDialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5, 5, 2, 6)};
`;

export const StyledDialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
  padding-top: ${({ theme }) => theme.space(1)};
`;

export const StyledDialogDescription = styled.p`
  padding: ${({ theme }) => theme.space(0, 6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4, 6)};
  overflow-y: auto;
`;

export const StyledDialogFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2, 6, 6)};
`;
