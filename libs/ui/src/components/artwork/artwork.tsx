import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons/icon';

export type ArtworkShape = 'square' | 'round';
export type ArtworkSize = 'xs' | 'sm' | 'md' | 'lg' | 'fill';

export interface ArtworkProps {
  src?: string | null;
  /** Empty for decorative artwork beside its title (the usual case). */
  alt?: string;
  shape?: ArtworkShape;
  /** xs 40, sm 56, md 160, lg 232 px; fill takes the container's width (square). */
  size?: ArtworkSize;
}

const StyledArtwork = styled.div<{ $shape: ArtworkShape; $size: ArtworkSize }>`
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

const StyledPlaceholder = styled.div`
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

/** Cover art, or the placeholder (a warm gradient with a note) when there is none or it fails to load. */
export function Artwork({ src, alt = '', shape = 'square', size = 'md' }: ArtworkProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <StyledArtwork $shape={shape} $size={size} data-artwork={showImage ? 'image' : 'placeholder'}>
      {showImage ? (
        <img src={src ?? undefined} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <StyledPlaceholder role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <Icon name="note" size="xl" />
        </StyledPlaceholder>
      )}
    </StyledArtwork>
  );
}
