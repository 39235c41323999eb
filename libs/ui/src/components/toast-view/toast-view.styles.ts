import styled, { css } from 'styled-components';

export type ToastVariant = 'success' | 'error' | 'info' | 'loading';

export const StyledToast = styled.div<{ $variant: ToastVariant; $visible: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: min(${({ theme }) => theme.space(72)}, calc(100vw - ${({ theme }) => theme.space(8)}));
  max-width: min(${({ theme }) => theme.space(120)}, calc(100vw - ${({ theme }) => theme.space(8)}));
  padding: ${({ theme }) => theme.space(3, 3, 3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 ${({ theme }) => theme.borderWidths.hairline} ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => {
    const edge = $variant === 'success' ? theme.colors.success : $variant === 'error' ? theme.colors.danger : theme.colors.brand;
    return css`
      border-left: ${theme.space(1)} solid ${edge};

      [data-toast-icon] {
        color: ${$variant === 'error' ? theme.colors.dangerText : edge};
      }
    `;
  }}
`;

export const StyledMessage = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
`;
