/**
 * An image's format from its first bytes. Its own module: the library scan and the music import need
 * only this, and importing it from the podcast importer loaded sharp and the feed fetcher with it.
 */
export function sniffImage(data: Buffer): string | null {
  if (data.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.subarray(0, 3).toString('latin1') === 'GIF') return 'gif';
  return null;
}
