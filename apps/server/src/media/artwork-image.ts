/**
 * Every image the server decodes goes through here: a pixel limit on every sharp call, so a small
 * file that unpacks to a huge bitmap (an 8000×8000 PNG of a few KB) is refused before it is decoded.
 */
import sharp, { type Sharp } from 'sharp';

/** The most pixels an artwork may have (4096×4096): far above any cover shown, far below a memory risk. */
export const MAX_ARTWORK_SIDE = 4096;
export const MAX_ARTWORK_PIXELS = MAX_ARTWORK_SIDE * MAX_ARTWORK_SIDE;

export class ArtworkRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'not_image' | 'too_large',
  ) {
    super(message);
  }
}

/** sharp on bytes or a path, with the pixel limit and strict decoding. */
export const openImage = (input: Buffer | string): Sharp => sharp(input, { failOn: 'error', limitInputPixels: MAX_ARTWORK_PIXELS });

/**
 * The header only (format, width, height): no pixel is decoded, so no limit applies, and an image
 * past it can be refused with its size.
 */
/** A plain square of one colour, drawn (nothing decoded): the Subsonic avatar. */
export const solidSquarePng = (side: number, background: string): Promise<Buffer> => sharp({ create: { width: side, height: side, channels: 3, background } }).png().toBuffer();

export const imageHeader = (input: Buffer | string) => sharp(input, { limitInputPixels: false }).metadata();

const TYPES: Record<string, { extension: string; mime: string }> = {
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  png: { extension: 'png', mime: 'image/png' },
  webp: { extension: 'webp', mime: 'image/webp' },
  gif: { extension: 'gif', mime: 'image/gif' },
};

export interface DecodedArtwork {
  format: string;
  extension: string;
  mime: string;
  width: number;
  height: number;
}

/**
 * Checks artwork as uploads and imports must: a JPEG, PNG, WebP or GIF whose header is within the
 * pixel limit and whose pixels all decode. Throws ArtworkRefused with a message for the admin.
 */
export async function decodeArtwork(data: Buffer): Promise<DecodedArtwork> {
  const notImage = new ArtworkRefused('This file is not an image: use a JPEG, PNG, WebP or GIF', 'not_image');
  const metadata = await imageHeader(data).catch(() => null);
  const type = metadata?.format ? TYPES[metadata.format] : undefined;
  const { width = 0, height = 0 } = metadata ?? {};
  if (!type || !width || !height) throw notImage;
  if (width * height > MAX_ARTWORK_PIXELS) throw new ArtworkRefused(`The image is ${width}×${height} pixels: artwork may have at most ${MAX_ARTWORK_SIDE}×${MAX_ARTWORK_SIDE} (${MAX_ARTWORK_PIXELS.toLocaleString('en-US')} pixels)`, 'too_large');
  // The header can lie: every pixel must decode (statistics read the whole image without keeping it).
  await openImage(data).stats().catch(() => Promise.reject(notImage));
  return { format: metadata?.format as string, ...type, width, height };
}
