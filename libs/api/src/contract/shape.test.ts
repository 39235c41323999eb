import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type JsonObject } from '../test-support/load-document.js';

const document = loadOpenApiDocument();
const schemas = (document['components'] as JsonObject)['schemas'] as Record<string, JsonObject>;

/** Every property (name, schema, owner) declared anywhere in the component schemas. */
function properties(schema: unknown, owner: string, found: Array<{ owner: string; name: string; schema: JsonObject }> = []) {
  if (Array.isArray(schema)) schema.forEach((item) => properties(item, owner, found));
  else if (schema && typeof schema === 'object') {
    const record = schema as JsonObject;
    if (record['properties'] && typeof record['properties'] === 'object') {
      for (const [name, inner] of Object.entries(record['properties'] as Record<string, JsonObject>)) found.push({ owner, name, schema: inner });
    }
    for (const [key, value] of Object.entries(record)) if (key !== 'examples') properties(value, owner, found);
  }
  return found;
}

const allProperties = Object.entries(schemas).flatMap(([name, schema]) => properties(schema, name));
const isAlternative = (schema: JsonObject) => typeof schema['description'] === 'string' && /^Alternative/.test(schema['description']);
const required = (name: string): string[] => {
  const schema = schemas[name] as JsonObject;
  const own = (schema['required'] as string[] | undefined) ?? [];
  const composed: string[] = ((schema['allOf'] as JsonObject[] | undefined) ?? []).flatMap((part) =>
    part['$ref'] ? required(String(part['$ref']).split('/').at(-1) as string) : ((part['required'] as string[] | undefined) ?? []),
  );
  return [...own, ...composed];
};

/** camelCase fields product §3 names and answers carry beside their snake_case twins. */
const productNamed = new Set(['Episode.audioUrl', 'RadioStation.streamUrl']);

describe('shape of openapi.yaml', () => {
  it('names every canonical field in snake_case (the heartbeat body and the names product §3 gives keep camelCase)', () => {
    expect(allProperties.length).toBeGreaterThan(150);
    const offenders = allProperties
      .filter(({ owner, schema }) => owner !== 'HeartbeatActivity' && !isAlternative(schema))
      .filter(({ owner, name }) => !productNamed.has(`${owner}.${name}`))
      .filter(({ name }) => !/^[a-z][a-z0-9_]*$/.test(name))
      .map(({ owner, name }) => `${owner}.${name}`);
    expect(offenders).toEqual([]);
  });

  it('never requires an alternative name (the server does not emit them)', () => {
    for (const { owner, name, schema } of allProperties) if (isAlternative(schema)) expect(required(owner), `${owner}.${name}`).not.toContain(name);
  });

  it.each(['AlbumList', 'ArtistList', 'RadioStationList', 'PlaylistList', 'PodcastList', 'UserPlaylistList', 'FavoriteList', 'DownloadList', 'SearchResult'])(
    '%s carries page, limit, total and total_pages',
    (name) => expect(required(name)).toEqual(expect.arrayContaining(['page', 'limit', 'total', 'total_pages'])),
  );

  it('details carry their children', () => {
    expect(required('AlbumDetail')).toContain('tracks');
    expect(required('PlaylistDetail')).toContain('tracks');
    expect(required('UserPlaylistDetail')).toContain('tracks');
    expect(required('PodcastDetail')).toContain('episodes');
    expect(required('ArtistDetail')).toEqual(expect.arrayContaining(['top_tracks', 'albums', 'bio', 'socials']));
    expect(required('FavoriteEntry')).toEqual(['track', 'created_at']);
    expect(required('DownloadEntry')).toEqual(['track', 'created_at']);
  });

  it('home, search, activation and check answer the fields the product spec names', () => {
    expect(required('HomePayload')).toEqual(expect.arrayContaining(['recently_added', 'latest_songs', 'popular_albums', 'trending_artists', 'recently_played']));
    expect(required('SearchResult')).toEqual(expect.arrayContaining(['tracks', 'albums', 'artists', 'total']));
    expect(required('ActivationResult')).toEqual(expect.arrayContaining(['activated', 'expiry_date', 'plan', 'access_token', 'refresh_token']));
    expect(required('ActivationCheck')).toEqual(['valid', 'expiry_date', 'plan']);
    expect(required('ActivationRequest')).toEqual(['code', 'device_id']);
    expect(Object.keys(schemas['HeartbeatActivity']?.['properties'] as JsonObject)).toEqual(['activityType', 'contentId', 'title', 'artist', 'album', 'artworkUrl']);
  });

  it('gives activation its own failures: 404, 410, 403, 409 and 429 with Retry-After', () => {
    const activate = ((document['paths'] as JsonObject)['/api/v1/auth/activate'] as JsonObject)['post'] as JsonObject;
    const responses = activate['responses'] as Record<string, JsonObject>;
    const message = (status: string) => ((responses[status]?.['content'] as JsonObject)['application/json'] as JsonObject)['example'];
    expect(message('404')).toMatchObject({ message: 'Invalid activation code' });
    expect(message('410')).toMatchObject({ message: 'This activation code has expired' });
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['403', '409', '429']));
    const tooMany = ((document['components'] as JsonObject)['responses'] as Record<string, JsonObject>)['TooManyRequests'] as JsonObject;
    expect(Object.keys(tooMany['headers'] as JsonObject)).toContain('Retry-After');
  });
});
