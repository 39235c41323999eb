/**
 * 10,000 liked songs for the Liked Songs bench: synthetic tracks loaded with the admin
 * CLI, then liked through the API as a listener likes them, spread over a few devices of the code
 * because each device has its own write bucket (300 at once, then 5 a second).
 */
import { activateThroughApi, apiJson, type BenchContext } from './bench-context.js';

/** Devices that share the likes: few, because activations are limited per IP address too. */
const DEVICES = 7;
const PARALLEL_ALBUMS = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function syntheticTrackIds(context: BenchContext, count: number): Promise<string[]> {
  const loaded = await context.server.admin(['synthetic', '--tracks', String(count)]);
  const range = /albums \(ids (\d+)-(\d+)\)/.exec(loaded);
  if (!range) throw new Error(`unexpected admin output: ${loaded.slice(-300)}`);
  const [first, last] = [Number(range[1]), Number(range[2])];
  const ids: string[] = [];
  for (let id = first; id <= last; id += PARALLEL_ALBUMS) {
    const batch = Array.from({ length: Math.min(PARALLEL_ALBUMS, last - id + 1) }, (_, i) =>
      apiJson<{ tracks?: Array<{ id: string | number }> }>(context, `/api/v1/browse/albums/${id + i}`),
    );
    for (const album of await Promise.all(batch)) ids.push(...(album.tracks ?? []).map((track) => String(track.id)));
  }
  return ids.slice(0, count);
}

/** Likes one song, waiting out the device's write bucket when it answers 429. */
async function like(baseUrl: string, headers: Record<string, string>, trackId: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/favorites/${encodeURIComponent(trackId)}`, { method: 'POST', headers });
    if (response.ok) return;
    if (response.status !== 429) throw new Error(`liking ${trackId} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
  }
}

/** Likes `count` synthetic songs on the bench's code; answers how many the account now likes. */
export async function seedLikedSongs(context: BenchContext, count: number): Promise<number> {
  const ids = await syntheticTrackIds(context, count);
  if (ids.length < count) throw new Error(`the synthetic load gave ${ids.length} tracks, not ${count}`);
  const devices = [context.apiHeaders];
  for (let i = 1; i < DEVICES; i++) devices.push(await activateThroughApi(context.server.baseUrl, context.code));
  await Promise.all(
    devices.map(async (headers, device) => {
      for (let i = device; i < ids.length; i += devices.length) await like(context.server.baseUrl, headers, ids[i] as string);
    }),
  );
  return (await apiJson<{ total: number }>(context, '/api/v1/favorites?limit=1')).total;
}
