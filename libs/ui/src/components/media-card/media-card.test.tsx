import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { MediaCard } from './media-card';

function artworkOf(container: HTMLElement): HTMLImageElement {
  const image = container.querySelector('img');
  if (!image) throw new Error('no artwork image');
  return image;
}

describe('MediaCard artwork loading', () => {
  it('loads lazily by default, with a square intrinsic size so nothing shifts', () => {
    const { container } = renderWithTheme(<MediaCard variant="album" title="Blue" href="/album/1" artworkUrl="/a.png" />);
    const image = artworkOf(container);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
  });

  it('loads at once, first in line, when the page says it is on the first screen', () => {
    const { container } = renderWithTheme(
      <MediaCard variant="playlist" title="Mix" href="/playlist/1" artworkUrl="/p.png" artworkLoading="eager" artworkPriority="high" />,
    );
    const image = artworkOf(container);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
