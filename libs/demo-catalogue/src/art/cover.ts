/**
 * Generated artwork: album covers, artist portraits and station/podcast/playlist tiles, as PNG,
 * deterministic from a seed. Abstract shapes over gradients in a palette picked per image.
 */
import { createRandom, type Random } from '../random.js';
import { encodePng } from './png.js';

export type ArtStyle = 'sun' | 'waves' | 'circles' | 'mosaic' | 'stripes' | 'rings' | 'portrait';

type Rgb = [number, number, number];

const PALETTES: readonly (readonly Rgb[])[] = [
  [[255, 122, 24], [255, 196, 87], [40, 16, 64], [238, 66, 102]],
  [[18, 24, 48], [255, 140, 0], [94, 84, 242], [250, 232, 200]],
  [[12, 60, 72], [46, 196, 182], [255, 159, 28], [253, 255, 252]],
  [[60, 9, 108], [157, 78, 221], [255, 133, 27], [255, 214, 165]],
  [[20, 20, 20], [255, 105, 0], [200, 200, 200], [90, 40, 20]],
  [[33, 52, 72], [84, 119, 146], [232, 200, 114], [255, 120, 60]],
  [[255, 236, 210], [252, 182, 159], [140, 47, 57], [30, 30, 46]],
  [[10, 36, 99], [62, 146, 204], [255, 250, 255], [216, 49, 91]],
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export function renderArtwork(seed: string, style: ArtStyle, size = 400): Buffer {
  const random = createRandom(`art:${seed}`);
  const palette = random.shuffle(random.pick(PALETTES)) as Rgb[];
  const [c0, c1, c2, c3] = palette as [Rgb, Rgb, Rgb, Rgb];
  const pixels = new Uint8Array(size * size * 3);
  const shade = pixelShader(style, random, c0, c1, c2, c3);
  let index = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // No per-pixel grain: noise cannot be compressed and made each cover ~200 KB instead of ~10 KB.
      const color = shade(x / size, y / size);
      pixels[index++] = clamp(color[0]);
      pixels[index++] = clamp(color[1]);
      pixels[index++] = clamp(color[2]);
    }
  }
  return encodePng(size, size, pixels);
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function pixelShader(style: ArtStyle, random: Random, c0: Rgb, c1: Rgb, c2: Rgb, c3: Rgb): (x: number, y: number) => Rgb {
  switch (style) {
    case 'sun': {
      const horizon = random.range(0.55, 0.7);
      const radius = random.range(0.2, 0.3);
      const cx = random.range(0.35, 0.65);
      return (x, y) => {
        if (y > horizon) {
          const depth = (y - horizon) / (1 - horizon);
          const line = Math.abs(((x - 0.5) / (0.1 + depth)) * 8 - Math.round(((x - 0.5) / (0.1 + depth)) * 8)) < 0.06 || Math.abs(Math.sin(1 / (depth + 0.05) * 3)) < 0.08;
          return line ? c3 : mix(c2, c0, depth);
        }
        const d = Math.hypot(x - cx, y - horizon + radius * 0.6);
        if (d < radius && !(Math.sin(y * 90) > 0.6 && y > horizon - radius * 0.7)) return mix(c1, c3, (y - (horizon - radius * 1.6)) / (radius * 1.6));
        return mix(c0, c2, y / horizon);
      };
    }
    case 'waves': {
      const frequency = random.range(2, 5);
      const bands = random.int(5, 9);
      const phase = random.range(0, 6);
      return (x, y) => {
        const v = y + 0.06 * Math.sin((x * frequency + phase) * Math.PI * 2) + 0.03 * Math.sin(x * 17 + phase);
        const band = Math.floor(v * bands);
        const t = (band / bands + 1) % 1;
        return band % 2 === 0 ? mix(c0, c1, t) : mix(c2, c3, t);
      };
    }
    case 'circles': {
      const circles = Array.from({ length: random.int(4, 8) }, () => ({ x: random.next(), y: random.next(), r: random.range(0.08, 0.35), c: random.pick([c1, c2, c3]) }));
      return (x, y) => {
        let color = mix(c0, c2, (x + y) / 2);
        for (const circle of circles) if (Math.hypot(x - circle.x, y - circle.y) < circle.r) color = mix(color, circle.c, 0.75);
        return color;
      };
    }
    case 'mosaic': {
      const cells = random.int(4, 8);
      const colors = Array.from({ length: cells * cells }, () => random.pick([c0, c1, c2, c3]));
      const diagonals = Array.from({ length: cells * cells }, () => random.chance(0.5));
      return (x, y) => {
        const cx = Math.floor(x * cells);
        const cy = Math.floor(y * cells);
        const i = cy * cells + cx;
        const fx = x * cells - cx;
        const fy = y * cells - cy;
        const upper = diagonals[i] ? fx > fy : fx + fy < 1;
        return upper ? (colors[i] as Rgb) : (colors[(i + 3) % colors.length] as Rgb);
      };
    }
    case 'stripes': {
      const angle = random.range(0, Math.PI);
      const count = random.range(6, 14);
      const ca = Math.cos(angle);
      const sa = Math.sin(angle);
      return (x, y) => {
        const v = (x * ca + y * sa) * count;
        const stripe = Math.floor(v) % 3;
        const t = v - Math.floor(v);
        return stripe === 0 ? mix(c0, c1, t) : stripe === 1 ? mix(c1, c2, t * 0.5) : mix(c3, c0, t * 0.3);
      };
    }
    case 'rings': {
      const cx = random.range(0.3, 0.7);
      const cy = random.range(0.3, 0.7);
      const spacing = random.range(0.04, 0.09);
      return (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        const ring = Math.floor(d / spacing);
        return ring % 2 === 0 ? mix(c1, c0, Math.min(1, d * 1.5)) : mix(c2, c3, Math.min(1, d));
      };
    }
    case 'portrait': {
      const headY = random.range(0.36, 0.42);
      const headR = random.range(0.15, 0.19);
      return (x, y) => {
        const background = mix(c0, c1, Math.hypot(x - 0.5, y - 0.3));
        const head = Math.hypot((x - 0.5) * 1.1, (y - headY) * 0.95) < headR;
        const neck = Math.abs(x - 0.5) < 0.06 && y > headY && y < 0.7;
        const shoulders = Math.hypot((x - 0.5) / 1.25, y - 1.05) < 0.4;
        if (head || neck || shoulders) return mix(c2, c3, y * 0.6);
        return background;
      };
    }
  }
}
