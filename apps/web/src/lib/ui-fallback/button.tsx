// TODO(ui): move to libs/ui (Button, IconButton).
import styled, { css } from 'styled-components';
import { tokens } from './tokens';

const focus = css`
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 40px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  transition: background ${tokens.fast} ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${tokens.brand};
          color: ${tokens.onBrand};
          &:hover:not(:disabled) {
            background: ${tokens.brandStrong};
          }
        `
      : $variant === 'danger'
        ? css`
            background: transparent;
            border-color: ${tokens.danger};
            color: ${tokens.danger};
          `
        : css`
            background: ${tokens.surfaceRaised};
            border-color: ${tokens.border};
            color: ${tokens.text};
            &:hover:not(:disabled) {
              background: ${tokens.surfaceHover};
            }
          `}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${focus}
`;

export const IconButton = styled.button<{ $active?: boolean; $size?: number }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${({ $size = 36 }) => $size}px;
  height: ${({ $size = 36 }) => $size}px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ $active }) => ($active ? tokens.brand : tokens.textMuted)};
  cursor: pointer;
  transition: color ${tokens.fast} ease, background ${tokens.fast} ease;
  &:hover:not(:disabled) {
    color: ${({ $active }) => ($active ? tokens.brandStrong : tokens.text)};
    background: ${tokens.surfaceHover};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${focus}
`;
