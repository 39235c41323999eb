import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test-support/render';
import { MediaCard } from '../media-card/media-card';
import { Artwork } from './artwork';
import { ArtworkSourcesProvider, type ArtworkSrcSet } from './artwork-sources';

/** A stand-in for the app's sizes: copies at 2× and 3× the range asked, only for `/art/` URLs. */
const srcSet: ArtworkSrcSet = (src, minCss, maxCss) => (src.startsWith('/art/') ? `${src}?w=${minCss * 2} ${minCss * 2}w, ${src}?w=${maxCss * 3} ${maxCss * 3}w` : null);

const imageIn = (container: HTMLElement) => container.querySelector('img');

describe('Artwork at the size shown', () => {
  it('gives a fixed-size artwork a srcset for its own width', () => {
    const { container } = renderWithTheme(
      <ArtworkSourcesProvider srcSet={srcSet}>
        <Artwork src="/art/1" size="xs" />
      </ArtworkSourcesProvider>,
    );
    const image = imageIn(container);
    expect([image?.getAttribute('src'), image?.getAttribute('srcset'), image?.getAttribute('sizes')]).toEqual(['/art/1', '/art/1?w=80 80w, /art/1?w=120 120w', '40px']);
  });

  it("gives a card's artwork the grid's sizes: half the phone's width, at most 320 px", () => {
    const { container } = renderWithTheme(
      <ArtworkSourcesProvider srcSet={srcSet}>
        <MediaCard variant="album" title="Blue" href="/album/1" artworkUrl="/art/2" artworkLoading="eager" artworkPriority="high" />
      </ArtworkSourcesProvider>,
    );
    const image = imageIn(container);
    expect([image?.getAttribute('srcset'), image?.getAttribute('sizes')]).toEqual(['/art/2?w=256 256w, /art/2?w=960 960w', '(max-width: 767.98px) calc(50vw - 40px), 320px']);
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('keeps the URL as it is for an image without copies, a fill without a shown width, or no provider', () => {
    const external = renderWithTheme(
      <ArtworkSourcesProvider srcSet={srcSet}>
        <Artwork src="https://example.com/cover.jpg" size="md" />
        <Artwork src="/art/3" size="fill" />
      </ArtworkSourcesProvider>,
    );
    const alone = renderWithTheme(<Artwork src="/art/4" size="md" />);
    const images = [...external.container.querySelectorAll('img'), imageIn(alone.container)];
    expect(images.map((image) => [image?.getAttribute('src'), image?.hasAttribute('srcset'), image?.hasAttribute('sizes')])).toEqual([
      ['https://example.com/cover.jpg', false, false],
      ['/art/3', false, false],
      ['/art/4', false, false],
    ]);
  });
});
