import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { appLogin, codeIdOfDevice, type AppLogin } from '../test-support/subsonic-client.js';
import { openSubsonicEndpoints, SUBSONIC_SCHEMAS } from '../test-support/subsonic-conformance.js';

const PAGE = fs.readFileSync(new URL('../../SUBSONIC.md', import.meta.url), 'utf8');

let t: TestApp;
let login: AppLogin;

beforeAll(async () => {
  t = await buildTestApp();
  login = await appLogin(t.app, await codeIdOfDevice(t.app, (await t.activateDevice()).deviceRowId), 'Docs');
});
afterAll(async () => {
  await t.close();
});

/** The rows of the page's table under `heading`: first cell's `names`, second cell. */
function rows(heading: string): { names: string[]; status: string }[] {
  const section = PAGE.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', status = ''] = line.split('|').slice(1).map((cell) => cell.trim());
      return { names: [...names.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string), status };
    });
}

async function answer(method: string) {
  const response = await t.app.inject({ url: `/rest/${method}?${new URLSearchParams({ v: '1.16.1', c: 'docs', f: 'json', u: login.username, p: login.password })}` });
  const body = response.json()['subsonic-response'];
  return { http: response.statusCode, code: body.error?.code as number | undefined };
}

describe('SUBSONIC.md, the conformance page, says what the server does', () => {
  it.skipIf(!SUBSONIC_SCHEMAS.available)('lists every OpenSubsonic endpoint, and each answers as its row says', async () => {
    const methods = rows('Methods').flatMap((row) => row.names.map((name) => ({ name, status: row.status })));
    expect(methods.map((m) => m.name).sort()).toEqual(expect.arrayContaining(openSubsonicEndpoints()));
    for (const { name, status } of methods) {
      const { http, code } = await answer(name);
      if (status === 'supported') expect({ name, unknown: http === 404, refused: code === 50 }).toEqual({ name, unknown: false, refused: false });
      else if (status === 'refused (50)') expect({ name, code }).toEqual({ name, code: 50 });
      else expect({ name, http, code, status }).toEqual({ name, http: 404, code: 70, status: 'not available (70)' });
    }
  });

  it('lists the extensions the server offers, with their versions', async () => {
    const response = await t.app.inject({ url: '/rest/getOpenSubsonicExtensions?f=json' });
    const offered = response.json()['subsonic-response'].openSubsonicExtensions.map((e: { name: string; versions: number[] }) => `${e.name} ${e.versions.join(',')}`);
    const documented = rows('Extensions').filter((row) => row.status !== '—').flatMap((row) => row.names.map((name) => `${name} ${row.status}`));
    expect(documented.sort()).toEqual(offered.sort());
  });
});
