import styled, { css } from 'styled-components';

export type ArtworkSize = 'xs' | 'sm' | 'md' | 'lg' | 'fill';

export type ArtworkShape = 'square' | 'round';

export const StyledArtwork = styled.div<{ $shape: ArtworkShape; $size: ArtworkSize }>`
  position: relative;
  flex: none;
  overflow: hidden;
  aspect-ratio: 1;
  border-radius: ${({ theme, $shape, $size }) => ($shape === 'round' ? theme.radii.round : $size === 'xs' || $size === 'sm' ? theme.radii.sm : theme.radii.md)};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.placeholderFrom}, ${({ theme }) => theme.colors.placeholderTo});
  ${({ theme, $size }) =>
    $size === 'fill'
      ? css`
          width: 100%;
        `
      : css`
          width: ${theme.sizes.artwork[$size]};
        `}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledPlaceholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.brand};

  svg {
    width: 40%;
    height: 40%;
    opacity: 0.85;
  }
`;
