import styled from 'styled-components';

export const StyledLines = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A synced line: a button that seeks there; the line being sung is bright and larger (the others stay muted at full contrast). */
export const StyledLineButton = styled.button<{ $state: 'past' | 'current' | 'next' }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(1, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${({ theme, $state }) => ($state === 'current' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};
  text-align: left;
  cursor: pointer;
  transition:
    color 150ms ease,
    font-size 150ms ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StyledPlainLine = styled.p`
  min-height: 1lh;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
`;

/** A word of the line sung now: sung words bright, the word sung now in the brand colour, words to come muted. */
export const StyledWord = styled.span<{ $state: 'past' | 'current' | 'next' }>`
  background: none;
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.brand : $state === 'past' ? theme.colors.text : theme.colors.textMuted)};
  transition: color 100ms linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
