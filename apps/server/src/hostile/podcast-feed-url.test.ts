import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCodes } from '../auth/code-service.js';
import { seedCatalogue, type SeededCatalogue } from '../test-support/seed.js';
import { appLogin, type AppLogin } from '../test-support/subsonic-client.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { errorCode, rest } from './rest-call.js';

let t: TestApp;
let seed: SeededCatalogue;
let login: AppLogin;
beforeAll(async () => {
  t = await buildTestApp();
  seed = await seedCatalogue(t.app.db, t.dataDir);
  login = await appLogin(t.app, (await issueCodes(t.app.db, {}))[0]?.id as number);
});
afterAll(async () => {
  await t.close();
});

describe('getPodcasts keeps feed addresses to the admin', () => {
  it('never shows a listener the feed URL: private feed tokens and server paths stay out of every format', async () => {
    const secrets = ['https://feeds.example.org/private/token-5f2c9a7e1b', 'file:/srv/tangerine/imports/feeds/secret.xml'];
    for (const feed of secrets) {
      await t.app.db.updateTable('podcasts').set({ feed_url: feed }).where('id', '=', seed.podcastId).execute();
      for (const query of [{}, { id: `pc-${seed.podcastId}` }, { includeEpisodes: 'false' }] as Record<string, string>[]) {
        const answer = await rest(t.app, 'getPodcasts', { apiKey: login.password, ...query });
        expect(errorCode(answer)).toBe('ok');
        const channel = answer.body['podcasts'].channel[0];
        expect(channel.title).toBe('Deep Cuts');
        expect(channel.url).toBe('');
        expect(JSON.stringify(answer.body)).not.toContain(feed);
      }
      const xml = await t.app.inject({ url: `/rest/getPodcasts?${new URLSearchParams({ v: '1.16.1', c: 'test', apiKey: login.password })}` });
      expect(xml.body).toContain('Deep Cuts');
      expect(xml.body).not.toContain(feed.replace(/&/g, '&amp;'));
    }
  });
});
