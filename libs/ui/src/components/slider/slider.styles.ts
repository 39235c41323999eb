import styled, { css } from 'styled-components';
import { focusRing, transition } from '../../theme/mixins';

export type SliderVariant = 'progress' | 'volume';

export const StyledSlider = styled.div<{ $variant: SliderVariant; $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  height: ${({ theme }) => theme.space(4)};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  touch-action: none;
  outline: none;

  &:focus-visible {
    ${focusRing}
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const StyledTrack = styled.div`
  position: relative;
  width: 100%;
  height: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  ${transition('height')}

  ${StyledSlider}:hover &,
  ${StyledSlider}:focus-visible &,
  ${StyledSlider}[data-dragging='true'] & {
    height: ${({ theme }) => theme.space(2)};
  }
`;

export const StyledFill = styled.div<{ $variant: SliderVariant }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  border-radius: inherit;
  background: ${({ theme, $variant }) => ($variant === 'progress' ? theme.colors.brand : theme.colors.text)};

  ${({ theme, $variant }) =>
    $variant === 'volume' &&
    css`
      ${StyledSlider}:hover & {
        background: ${theme.colors.brand};
      }
    `}
`;

export const StyledHandle = styled.div<{ $always: boolean }>`
  position: absolute;
  top: 50%;
  width: ${({ theme }) => theme.space(3.5)};
  height: ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* Centred on the fill's end, which is on the left in a right-to-left page. */
  --handle-shift: -50%;
  [dir='rtl'] & {
    --handle-shift: 50%;
  }
  transform: translate(var(--handle-shift), -50%) scale(${({ $always }) => ($always ? 1 : 0)});
  ${transition('transform')}

  ${StyledSlider}:hover &,
  ${StyledSlider}:focus-visible &,
  ${StyledSlider}[data-dragging='true'] & {
    transform: translate(var(--handle-shift), -50%) scale(1);
  }
`;
