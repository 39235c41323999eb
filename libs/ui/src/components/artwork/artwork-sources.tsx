import { createContext, useContext, type ReactNode } from 'react';

/**
 * Makes a `srcset` for an artwork URL shown between `minCss` and `maxCss` CSS pixels wide, or null
 * when the image has no resized copies (an external URL): the app passes the server's sizes, so
 * this library needs no knowledge of its URLs.
 */
export type ArtworkSrcSet = (src: string, minCss: number, maxCss: number) => string | null;

const ArtworkSrcSetContext = createContext<ArtworkSrcSet | null>(null);

/** Every Artwork below loads the copy made for its shown size (without a provider: the URL as given). */
export function ArtworkSourcesProvider({ srcSet, children }: { srcSet: ArtworkSrcSet; children: ReactNode }) {
  return <ArtworkSrcSetContext.Provider value={srcSet}>{children}</ArtworkSrcSetContext.Provider>;
}

export const useArtworkSrcSet = (): ArtworkSrcSet | null => useContext(ArtworkSrcSetContext);

/** How wide an artwork of `size="fill"` is shown: the `sizes` attribute and its range in CSS pixels. */
export interface ShownWidth {
  sizes: string;
  minCss: number;
  maxCss: number;
}
