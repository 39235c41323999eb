import { answerFrom, json, type ApiTable } from '../../storybook/mock-api';
import { AdminConsole, type AdminTabId } from './admin-console';
import { ACTIVITY, AUDIT, CATALOGUE, CODES, DEVICE, EMPTY_ACTIVITY, IDLE_DEVICE, IMPORT_IDLE, LIBRARIES, LIBRARY_PLAYLIST_FILES, LIBRARY_PROBLEMS, PODCASTS, STATIONS } from './admin-fixtures';
import type { KeyStore } from './admin-key-store';

/** The admin console's stories share one stand-in: the console at /admin, its calls answered from a table. */
export interface AdminStoryProps {
  api: ApiTable;
  tab?: AdminTabId;
  signedIn?: boolean;
}

const memoryStore = (key: string | null): KeyStore => {
  let value = key;
  return { get: () => value, set: (next) => void (value = next) };
};

/** The console at /admin, its calls answered from `api`. */
export function AdminStory({ api, tab = 'codes', signedIn = true }: AdminStoryProps) {
  return <AdminConsole baseUrl="http://tangerine.story" fetch={answerFrom(api)} keyStore={memoryStore(signedIn ? 'tgadm_story' : null)} initialTab={tab} />;
}

export const failing = () => json(503, { message: 'The service is unavailable. Please try again later.', code: 'unavailable' });
export const FILLED: ApiTable = {
  'GET /api/v1/admin/codes': { codes: CODES },
  'GET /api/v1/admin/devices': { devices: [DEVICE, IDLE_DEVICE] },
  'GET /api/v1/admin/activity': ACTIVITY,
  'GET /api/v1/admin/audit': { entries: AUDIT },
  'GET /api/v1/admin/radio': { stations: STATIONS },
  'GET /api/v1/admin/podcasts': { podcasts: PODCASTS },
  'GET /api/v1/admin/imports': IMPORT_IDLE,
  'GET /api/v1/admin/libraries': LIBRARIES,
  'GET /api/v1/admin/libraries/1/problems': LIBRARY_PROBLEMS,
  'GET /api/v1/admin/libraries/1/playlist-files': { playlist_files: LIBRARY_PLAYLIST_FILES },
  'GET /api/v1/admin/catalogue': (_request: Request, url: URL) => json(200, { items: CATALOGUE[url.searchParams.get('kind') as keyof typeof CATALOGUE] ?? [] }),
  'GET /api/v1/admin/playlists/5/tracks': { tracks: CATALOGUE.track.slice(0, 2) },
};
export const every = (answer: unknown): ApiTable => Object.fromEntries(Object.keys(FILLED).map((key) => [key, answer]));
export const EMPTY: ApiTable = {
  'GET /api/v1/admin/codes': { codes: [] },
  'GET /api/v1/admin/devices': { devices: [] },
  'GET /api/v1/admin/activity': EMPTY_ACTIVITY,
  'GET /api/v1/admin/audit': { entries: [] },
  'GET /api/v1/admin/radio': { stations: [] },
  'GET /api/v1/admin/podcasts': { podcasts: [] },
  'GET /api/v1/admin/imports': IMPORT_IDLE,
  'GET /api/v1/admin/libraries': { ...LIBRARIES, libraries: [] },
  'GET /api/v1/admin/catalogue': { items: [] },
};
