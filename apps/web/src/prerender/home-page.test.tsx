import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { homeScreenQueries } from '../api/home-screen-queries';
import { seedHomeFromPage } from '../lib/first-load/home-from-page';
import { album, homePayload, playlist, playlistList, podcast, podcastList, station, stationList } from '../test-support/fixtures';
import { homePageCalls, hourIn, renderHomePage } from './home-page';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const bodies = {
  feed: homePayload(),
  playlists: playlistList([playlist({ id: 'pl-1', title: 'Sunday $& Morning' }), playlist({ id: 'pl-2', title: '</script> Nights' })]),
  podcasts: podcastList([podcast({ id: 'pod-1', title: 'The Long Talk' })]),
  stations: stationList([station({ id: 'st-1', name: 'Jazz Radio' })]),
};
// 20:30 UTC: evening in London, morning (05:30 next day) in Tokyo.
const now = new Date(Date.UTC(2026, 10, 21, 20, 30));

function load(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html lang="en">/, '').replace(/<\/html>$/, '');
}

afterEach(() => {
  document.documentElement.innerHTML = '<head></head><body></body>';
});

describe("Home rendered into the page", () => {
  it('asks for the four calls of Home', () => {
    expect(homePageCalls.map((call) => call.name).sort()).toEqual(['feed', 'playlists', 'podcasts', 'stations']);
  });

  it("shows the shell and Home with the listener's greeting, links that work before the app starts, and hides the app's root", () => {
    load(renderHomePage({ indexHtml: INDEX, bodies, now, timeZone: 'Europe/London' }));
    const snapshot = document.getElementById('prerendered');
    expect(snapshot?.dataset['page']).toBe('home');
    expect(snapshot?.querySelector('h1')?.textContent).toBe('Good evening');
    expect(snapshot?.querySelector('a[href="/playlist/pl-1"]')?.textContent).toContain('Sunday $& Morning');
    expect(snapshot?.querySelector('nav a[href="/search"]')).not.toBeNull();
    // The first screen only: the rest comes with the app.
    expect([...(snapshot?.querySelectorAll('main h2') ?? [])].map((heading) => heading.textContent)).toEqual(['Featured Playlists']);
    expect(document.getElementById('prerendered-styles')?.textContent).toContain('#prerendered ~ #root{display:none;}');
    expect(document.querySelector('script[type="module"]')).toBeNull();
  });

  it('loads the first two rows of covers at once, the lead first (alone preloaded in the head, the others asking low), the rest lazily', () => {
    const six = playlistList(Array.from({ length: 6 }, (_, index) => playlist({ id: `pl-${index}`, image_url: `/api/v1/media/artwork/${index}` })));
    load(renderHomePage({ indexHtml: INDEX, bodies: { ...bodies, playlists: six }, now }));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('imagesrcset')?.split(', ')[0], link.getAttribute('fetchpriority')])).toEqual([['/api/v1/media/artwork/0?size=128 128w', 'high']]);
    const images = [...document.querySelectorAll('#prerendered main img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low', 'low', 'low', 'low']);
  });

  it("serves each cover at the size shown: a srcset of the server's sizes, the card's sizes, in the preload too", () => {
    load(renderHomePage({ indexHtml: INDEX, bodies: { ...bodies, playlists: playlistList([playlist({ id: 'pl-lead', image_url: '/api/v1/media/artwork/7' })]) }, now }));
    const image = document.querySelector('#prerendered main img');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    const widths = [128, 256, 320, 384, 512, 768, 1024];
    const srcSet = widths.map((width) => `/api/v1/media/artwork/7?size=${width} ${width}w`).join(', ');
    const sizes = '(max-width: 767.98px) calc(50vw - 40px), 320px';
    expect([image?.getAttribute('srcset'), image?.getAttribute('sizes'), image?.getAttribute('fetchpriority'), image?.getAttribute('loading')]).toEqual([srcSet, sizes, 'high', 'eager']);
    expect([preload?.getAttribute('imagesrcset'), preload?.getAttribute('imagesizes')]).toEqual([srcSet, sizes]);
  });

  it('opens with Recently Added when there are no featured playlists, its first cover first', () => {
    const albums = [0, 1, 2].map((index) => album({ id: `alb-${index}`, artwork_url: `/api/v1/media/artwork/${index}` }));
    load(renderHomePage({ indexHtml: INDEX, bodies: { ...bodies, feed: homePayload({ recently_added: albums }), playlists: playlistList([]) }, now }));
    expect([...document.querySelectorAll('#prerendered main h2')].map((heading) => heading.textContent)).toEqual(['Recently Added']);
    expect([...document.querySelectorAll('#prerendered main img')].map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low']);
  });

  it('greets by the hour in the time zone the cookie gave, else by the server clock', () => {
    expect(hourIn(now, 'Asia/Tokyo')).toBe(5);
    expect(hourIn(now, 'Not/AZone')).toBe(now.getHours());
    load(renderHomePage({ indexHtml: INDEX, bodies, now, timeZone: 'Asia/Tokyo' }));
    expect(document.querySelector('#prerendered h1')?.textContent).toBe('Good morning');
  });

  it("brings Home's query answers, which the app puts in its cache under Home's query keys", () => {
    load(renderHomePage({ indexHtml: INDEX, bodies, now }));
    const client = new QueryClient();
    const queries = homeScreenQueries();
    expect(seedHomeFromPage(client, queries)).toBe(true);
    expect(client.getQueryData(queries.feed.queryKey)).toEqual(bodies.feed);
    expect(client.getQueryData(queries.playlists.queryKey)).toEqual(bodies.playlists);
    expect(client.getQueryData(queries.podcasts.queryKey)).toEqual(bodies.podcasts.podcasts);
    expect(client.getQueryData(queries.stations.queryKey)).toEqual(bodies.stations.stations);
  });

  it('seeds nothing from a page without Home, or with a part missing', () => {
    const client = new QueryClient();
    expect(seedHomeFromPage(client, homeScreenQueries())).toBe(false);
    load(renderHomePage({ indexHtml: INDEX, bodies, now }).replace('"stations":', '"radio":'));
    expect(seedHomeFromPage(client, homeScreenQueries())).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
