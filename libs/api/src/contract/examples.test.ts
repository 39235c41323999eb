import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument, type JsonObject } from '../test-support/load-document.js';
import { createSchemaValidator } from '../test-support/schema-validator.js';

const document = loadOpenApiDocument();
const validator = createSchemaValidator(document);
const schemas = (document['components'] as JsonObject)['schemas'] as Record<string, JsonObject>;

/** Every `examples` array inside a schema, with the pointer of the schema that carries it. */
function schemaExamples(schema: unknown, pointer: string, found: Array<{ pointer: string; example: unknown }> = []) {
  if (Array.isArray(schema)) schema.forEach((item, index) => schemaExamples(item, `${pointer}/${index}`, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'examples' && Array.isArray(value)) value.forEach((example) => found.push({ pointer, example }));
      else schemaExamples(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
    }
  }
  return found;
}

/** Every media-type `example` in paths and shared responses, with its schema. */
function mediaExamples(node: unknown, where: string, found: Array<{ where: string; schema: unknown; example: unknown }> = []) {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    const record = node as JsonObject;
    if ('schema' in record && 'example' in record) found.push({ where, schema: record['schema'], example: record['example'] });
    for (const [key, value] of Object.entries(record)) mediaExamples(value, `${where}/${key}`, found);
  }
  return found;
}

const componentExamples = Object.entries(schemas).flatMap(([name, schema]) => schemaExamples(schema, name));
const responseExamples = [
  ...mediaExamples(document['paths'], 'paths'),
  ...mediaExamples((document['components'] as JsonObject)['responses'], 'components/responses'),
];

describe('examples in openapi.yaml', () => {
  it('exist on the main entities and payloads', () => {
    const main = [
      'Error', 'Track', 'Album', 'AlbumDetail', 'Artist', 'ArtistDetail', 'Playlist', 'PlaylistDetail', 'UserPlaylist',
      'UserPlaylistDetail', 'Podcast', 'PodcastDetail', 'Episode', 'RadioStation', 'FavoriteEntry', 'DownloadEntry',
      'HomePayload', 'SearchResult', 'ActivationRequest', 'ActivationResult', 'ActivationCheck', 'TrendingTrack',
      'HeartbeatActivity', 'AlbumList', 'ArtistList', 'PodcastList', 'RadioStationList', 'FavoriteList', 'DownloadList',
    ];
    const withExamples = new Set(componentExamples.map(({ pointer }) => pointer));
    expect(main.filter((name) => !withExamples.has(name))).toEqual([]);
    expect(componentExamples.length).toBeGreaterThan(40);
    expect(responseExamples.length).toBeGreaterThan(10);
  });

  it.each(componentExamples.map(({ pointer, example }, index) => [`${pointer} #${index}`, pointer, example] as const))(
    'schema example %s validates',
    (_label, pointer, example) => {
      const validate = validator.component(pointer);
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it.each(responseExamples.map(({ where, schema, example }) => [where, schema, example] as const))(
    'media example at %s validates',
    (_where, schema, example) => {
      const validate = validator.inline(schema);
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('rejects what the schemas forbid (the validator is not a rubber stamp)', () => {
    expect(validator.component('Track')({ id: 'x' })).toBe(false);
    expect(validator.component('Error')({ code: 'x' })).toBe(false);
    expect(validator.component('HeartbeatInput')({ title: 'no type' })).toBe(false);
    expect(validator.component('HeartbeatInput')({})).toBe(true);
    expect(validator.component('UserPlaylistCreate')({ name: '   ' })).toBe(false);
    expect(validator.component('UserPlaylistUpdate')({})).toBe(false);
    expect(validator.component('ActivationResult')({ activated: true, expiry_date: 'tomorrow', plan: 'Premium', access_token: 'x'.repeat(16), refresh_token: 'y'.repeat(16), expires_in: 60 })).toBe(false);
  });

  it('accepts the alternative field names of product §3 as optional properties', () => {
    const track = { ...(schemas['Track']['examples'] as unknown[])[0] as JsonObject };
    const alternatives = { name: 'Neon Rain', artistName: 'Nova Lights', artwork_path: 'a.jpg', artworkPath: 'a.jpg', coverUrl: '/c.jpg', artworkUrl: '/d.jpg', storage_path: 'audio/a.mp3', trackId: 'tr_1', trackTitle: 'Neon Rain' };
    expect(validator.component('Track')({ ...track, ...alternatives })).toBe(true);
    const properties = (name: string) => Object.keys(schemas[name]['properties'] as JsonObject);
    expect(properties('Track')).toEqual(expect.arrayContaining(Object.keys(alternatives)));
    expect(properties('Episode')).toEqual(expect.arrayContaining(['audioUrl', 'artworkUrl', 'publishedDate', 'seasonNumber', 'episodeNumber']));
    expect(properties('RadioStation')).toEqual(expect.arrayContaining(['streamUrl', 'artwork_path']));
    expect(properties('Podcast')).toContain('artwork_path');
    expect(properties('UserPlaylist')).toContain('trackCount');
    expect(properties('FavoriteEntry')).toContain('createdAt');
    expect(properties('DownloadEntry')).toContain('createdAt');
    expect(properties('PlayCounts')).toEqual(expect.arrayContaining(['plays', 'totalPlays']));
  });
});
