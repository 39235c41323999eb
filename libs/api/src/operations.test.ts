import { describe, expectTypeOf, it } from 'vitest';
import type { OperationBody, OperationPath, OperationQuery, OperationResponse, OperationStatus } from './operations.js';
import type { AlbumDetail, AlbumList, ApiErrorBody, UserPlaylist, UserPlaylistCreate } from './types.js';

describe('operation type helpers', () => {
  it('give handlers their parameter, body and answer types', () => {
    expectTypeOf<OperationPath<'getAlbum'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<OperationQuery<'listAlbums'>>().toMatchTypeOf<{ page?: number; genre?: string; limit?: number }>();
    expectTypeOf<OperationBody<'createUserPlaylist'>>().toEqualTypeOf<UserPlaylistCreate>();
    expectTypeOf<OperationBody<'getAlbum'>>().toBeNever();
    expectTypeOf<OperationResponse<'getAlbum', 200>>().toEqualTypeOf<AlbumDetail>();
    expectTypeOf<OperationResponse<'listAlbums', 200>>().toEqualTypeOf<AlbumList>();
    expectTypeOf<OperationResponse<'createUserPlaylist', 201>>().toEqualTypeOf<UserPlaylist>();
    expectTypeOf<OperationResponse<'getAlbum', 404>>().toEqualTypeOf<ApiErrorBody>();
    expectTypeOf<OperationResponse<'deleteUserPlaylist', 204>>().toBeNever();
    expectTypeOf<OperationStatus<'activate'>>().toEqualTypeOf<200 | 400 | 403 | 404 | 409 | 410 | 413 | 429 | 503>();
  });
});
