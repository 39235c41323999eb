import styled from 'styled-components';

type Gap = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;

/** Children in a column with a gap from the 4 px scale (space(n)). */
export const Stack = styled.div<{ $gap?: Gap; $align?: 'stretch' | 'start' | 'center' | 'end' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' ? 'flex-start' : $align === 'end' ? 'flex-end' : $align)};
  min-width: 0;
`;

/** Children in a wrapping row with a gap from the 4 px scale. */
export const Inline = styled.div<{ $gap?: Gap; $justify?: 'start' | 'center' | 'end' | 'between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'between' ? 'space-between' : $justify === 'start' ? 'flex-start' : $justify === 'end' ? 'flex-end' : 'center')};
  min-width: 0;
`;

/** Body text; muted for secondary lines. */
export const Text = styled.p<{ $muted?: boolean; $size?: 'xs' | 'sm' | 'md' }>`
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme, $size = 'sm' }) => theme.fontSizes[$size]};
  overflow-wrap: anywhere;
`;

/** Long running text (bios, descriptions); line breaks kept, links in brand colour. */
export const Prose = styled.div`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;

  a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;
