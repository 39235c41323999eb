// TODO(ui): move to libs/ui (artwork with the gradient placeholder and note icon).
import { Icon, theme, type IconName } from '@tangerine/ui';
import styled from 'styled-components';

const Frame = styled.div<{ $size: string; $round: boolean }>`
  position: relative;
  flex: none;
  width: ${(p) => p.$size};
  aspect-ratio: 1;
  border-radius: ${(p) => (p.$round ? theme.radii.round : theme.radii.md)};
  overflow: hidden;
  background: linear-gradient(135deg, ${theme.colors.placeholderFrom}, ${theme.colors.placeholderTo});
  color: ${theme.colors.textMuted};
  display: grid;
  place-items: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export function Artwork({
  src,
  size = '100%',
  round = false,
  placeholderIcon = 'note',
}: {
  src: string | null | undefined;
  size?: string;
  round?: boolean;
  placeholderIcon?: IconName;
}) {
  return (
    <Frame $size={size} $round={round}>
      {src ? <img src={src} alt="" loading="lazy" /> : <Icon name={placeholderIcon} size="lg" />}
    </Frame>
  );
}
