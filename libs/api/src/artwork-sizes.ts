/**
 * The widths the server makes of an artwork: `GET /api/v1/media/artwork/{fileId}?size=N` snaps N up
 * to the next of these, so each artwork has a handful of resized copies whatever sizes are asked.
 * 320 is there for a phone's two-column cards (about 166 CSS px at 1.75 to 2 device pixels per
 * CSS pixel): 384 sent those screens about 40 % more bytes than they show.
 */
export const ARTWORK_SIZES = [64, 128, 256, 320, 384, 512, 768, 1024, 2048] as const;

/** The largest `size` the server takes. */
export const MAX_ARTWORK_SIZE = 2048;

/** The bucket a requested size is made at: the first at least as large, else the largest. */
export const artworkSizeBucket = (size: number): number => ARTWORK_SIZES.find((bucket) => bucket >= size) ?? MAX_ARTWORK_SIZE;

const SERVER_ARTWORK = /^\/api\/v1\/media\/artwork\/[^/?#]+$/;

/**
 * A `srcset` of the server's artwork for an image shown between `minCss` and `maxCss` CSS pixels
 * wide on screens of up to 3 device pixels per CSS pixel: the buckets that cover that range, or
 * null for an image that is not the server's.
 */
export function artworkSrcSet(url: string, minCss: number, maxCss: number): string | null {
  if (!SERVER_ARTWORK.test(url)) return null;
  const smallest = artworkSizeBucket(minCss);
  const largest = Math.min(artworkSizeBucket(maxCss * 3), 1024);
  return ARTWORK_SIZES.filter((bucket) => bucket >= smallest && bucket <= Math.max(largest, smallest))
    .map((bucket) => `${url}?size=${bucket} ${bucket}w`)
    .join(', ');
}
