import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';

// search3 on the web search's engine: one search per page, shared bytes, the listener's marks laid over.
let t: TestApp;
let seed: SeededCatalogue;
let liker: AppLogin;
let other: AppLogin;
type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  t = await buildTestApp({ cacheTtlMs: 60_000 });
  seed = await seedCatalogue(t.app.db, t.dataDir);
  liker = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Symfonium');
  other = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'DSub');
});
afterAll(async () => {
  await t.close();
});

async function call(login: AppLogin, query: Record<string, string>): Promise<{ body: string; type: string }> {
  const params = new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', u: login.username, p: login.password, ...query });
  const response = await t.app.inject({ url: `/rest/search3?${params}` });
  expect(response.statusCode).toBe(200);
  return { body: response.body, type: String(response.headers['content-type']) };
}

async function search(login: AppLogin, query: Record<string, string>): Promise<Answer> {
  const answer = JSON.parse((await call(login, query)).body)['subsonic-response'];
  expect(answer.status, JSON.stringify(answer)).toBe('ok');
  return answer.searchResult3;
}

const ids = (items: Answer[] | undefined) => (items ?? []).map((item) => item['id']);

describe('search3 on the web search engine', () => {
  it('answers each kind its own count and offset', async () => {
    const all = await search(other, { query: 'lights' });
    expect(ids(all.song).length).toBeGreaterThanOrEqual(2);
    expect(ids(all.artist)).toContain(`ar-${seed.artistId}`);
    const paged = await search(other, { query: 'lights', artistCount: '0', albumCount: '1', songCount: '1', songOffset: '1' });
    expect(ids(paged.artist)).toEqual([]);
    expect(ids(paged.album)).toEqual(ids(all.album).slice(0, 1));
    expect(ids(paged.song)).toEqual(ids(all.song).slice(1, 2));
    // The songs carry the shapes search3 always gave (a JSON row from PostgreSQL's one statement too).
    expect(all.song[0]).toMatchObject({ isDir: false, type: 'music', artistId: expect.stringMatching(/^ar-/), size: expect.any(Number), playCount: expect.any(Number) });
    expect(all.song[0].artists.length).toBeGreaterThan(0);
  });

  it('finds every kind in one search, words resolved once (PostgreSQL: with their rows)', async () => {
    const pages = vi.spyOn(t.app.searchIndex, 'searchPage');
    const single = vi.spyOn(t.app.searchIndex, 'search');
    const statements = vi.spyOn(t.app.db.getExecutor(), 'executeQuery');
    try {
      // A query no earlier test asked, so the shared answer is computed here.
      const found = await search(other, { query: 'harbour', artistCount: '5', albumCount: '5', songCount: '5' });
      expect(ids(found.song)).toContain(`tr-${seed.trackIds[1]}`);
      expect(pages).toHaveBeenCalledTimes(1);
      expect(pages.mock.calls[0]?.slice(0, 4)).toEqual([['artist', 'album', 'track'], 'harbour', 5, 0]);
      expect(single).not.toHaveBeenCalled();
      const loads = statements.mock.calls.map(([query]) => String(query.sql)).filter((text) => /from "tracks" as "t"/i.test(text));
      // SQLite loads the page's songs by id after the search; PostgreSQL's search statement carries them.
      expect(loads).toHaveLength(t.app.dialect === 'sqlite' ? 1 : 0);
    } finally {
      pages.mockRestore();
      single.mockRestore();
      statements.mockRestore();
    }
  });

  it('lays each listener’s likes over the shared answer, in JSON, XML and JSONP', async () => {
    const liked = `tr-${seed.trackIds[1]}`;
    const star = await t.app.inject({ url: `/rest/star?${new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', u: liker.username, p: liker.password, id: liked })}` });
    expect(JSON.parse(star.body)['subsonic-response'].status).toBe('ok');
    for (let round = 0; round < 2; round++) {
      const mine = await search(liker, { query: 'lights' });
      const theirs = await search(other, { query: 'lights' });
      expect(mine.song.find((song: Answer) => song['id'] === liked)?.starred, `round ${round}`).toEqual(expect.any(String));
      expect(theirs.song.every((song: Answer) => song['starred'] === undefined), `round ${round}`).toBe(true);
      expect(ids(mine.song)).toEqual(ids(theirs.song));
    }
    const xml = await call(other, { query: 'lights', f: 'xml' });
    expect(xml.type).toContain('text/xml');
    expect(xml.body).toContain('<searchResult3>');
    expect(xml.body).not.toContain('starred=');
    expect((await call(liker, { query: 'lights', f: 'xml' })).body).toMatch(new RegExp(`<song id="${liked}"[^>]* starred="`));
    // The same shared answer, wrapped in each caller's own callback.
    for (const callback of ['first', 'second']) {
      const jsonp = await call(other, { query: 'lights', f: 'jsonp', callback });
      expect(jsonp.body.startsWith(`${callback}({"subsonic-response":`)).toBe(true);
    }
  });
});
