import styled from 'styled-components';

export const StyledVisualizer = styled.div<{ $mirrored: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: ${({ $mirrored }) => ($mirrored ? 'center' : 'flex-end')};
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(0, 2)};
  overflow: hidden;
  pointer-events: none;
  opacity: 0.35;
`;

export const StyledBar = styled.div`
  flex: 1;
  min-width: ${({ theme }) => theme.borderWidths.hairline};
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(to top, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandStrong});
  transform-origin: center;
  transition: transform ${({ theme }) => theme.motion.fast} linear;
`;
