import { noteIcon } from '../../icons/glyphs';
import { useState } from 'react';
import { Icon } from '../../icons/icon';
import { useArtworkSrcSet, type ShownWidth } from './artwork-sources';
import { StyledArtwork, StyledPlaceholder, type ArtworkShape, type ArtworkSize } from './artwork.styles';

export type { ArtworkShape, ArtworkSize };

export interface ArtworkProps {
  src?: string | null;
  /** Empty for decorative artwork beside its title (the usual case). */
  alt?: string;
  shape?: ArtworkShape;
  /** xs 40, sm 56, md 160, lg 232 px; fill takes the container's width (square). */
  size?: ArtworkSize;
  /** `lazy` (default) below the fold; `eager` for artwork seen on the first paint. */
  loading?: 'lazy' | 'eager';
  /** `high` for the one image that is likely the page's largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** For `fill`: how wide it is shown, so the browser loads a copy of that size (else the URL as given). */
  shown?: ShownWidth;
}

/** The image's intrinsic box (square): the layout keeps its place before it loads. */
const INTRINSIC_PX: Record<ArtworkSize, number> = { xs: 40, sm: 56, md: 160, lg: 232, fill: 300 };

/** Cover art, or the placeholder (a warm gradient with a note) when there is none or it fails to load. */
export function Artwork({ src, alt = '', shape = 'square', size = 'md', loading = 'lazy', fetchPriority, shown }: ArtworkProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const sources = useShownSources(src, size, shown);
  return (
    <StyledArtwork $shape={shape} $size={size} data-artwork={showImage ? 'image' : 'placeholder'}>
      {showImage ? (
        <img
          src={src ?? undefined}
          srcSet={sources?.srcSet}
          sizes={sources?.sizes}
          alt={alt}
          width={INTRINSIC_PX[size]}
          height={INTRINSIC_PX[size]}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <StyledPlaceholder role={alt ? 'img' : undefined} aria-label={alt || undefined}>
          <Icon icon={noteIcon} size="xl" />
        </StyledPlaceholder>
      )}
    </StyledArtwork>
  );
}

/** The `srcset` and `sizes` for the size the artwork is shown at, when the app can make them. */
function useShownSources(src: string | null | undefined, size: ArtworkSize, shown: ShownWidth | undefined): { srcSet: string; sizes: string } | null {
  const srcSet = useArtworkSrcSet();
  if (!src || !srcSet) return null;
  const width = size === 'fill' ? shown : { sizes: `${INTRINSIC_PX[size]}px`, minCss: INTRINSIC_PX[size], maxCss: INTRINSIC_PX[size] };
  const set = width ? srcSet(src, width.minCss, width.maxCss) : null;
  return set && width ? { srcSet: set, sizes: width.sizes } : null;
}
