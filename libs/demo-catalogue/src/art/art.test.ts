import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderArtwork } from './cover.js';
import { crc32 } from './png.js';

function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect((crc32(png.subarray(offset + 4, offset + 8 + length)) ^ 0xffffffff) >>> 0).toBe(crc);
    found.set(type, Buffer.concat([found.get(type) ?? Buffer.alloc(0), data]));
    offset += 12 + length;
  }
  return found;
}

describe('artwork', () => {
  it('is a valid PNG of the requested size, the same for the same seed', () => {
    const png = renderArtwork('album-1', 'sun', 64);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const parts = chunks(png);
    expect(parts.get('IHDR')?.readUInt32BE(0)).toBe(64);
    expect(inflateSync(parts.get('IDAT') as Buffer).length).toBe((64 * 3 + 1) * 64);
    expect(renderArtwork('album-1', 'sun', 64).equals(png)).toBe(true);
    expect(renderArtwork('album-2', 'sun', 64).equals(png)).toBe(false);
  });

  it('draws different pictures for different styles', () => {
    const styles = ['sun', 'waves', 'circles', 'mosaic', 'stripes', 'rings', 'portrait'] as const;
    const images = new Set(styles.map((style) => renderArtwork('same', style, 32).toString('base64')));
    expect(images.size).toBe(styles.length);
  });

  it('stays small at full size, so a screen of covers loads quickly on a phone', () => {
    const styles = ['sun', 'waves', 'circles', 'mosaic', 'stripes', 'rings', 'portrait'] as const;
    for (const style of styles) expect(renderArtwork(`cover-${style}`, style).length, style).toBeLessThan(64 * 1024);
  });
});
