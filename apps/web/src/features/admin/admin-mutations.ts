import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { unwrap, type AdminCatalogueKind, type AdminCataloguePatch, type AdminCodeIssue, type AdminStationInput, type AdminStationPatch } from '@tangerine/api';
import { adminQueries, body } from './admin-queries';
import { useAdminClient } from './admin-client-context';

/** A mutation that refreshes what it changed and the audit log (every action lands there). */
function useAdminMutation<Input, Output>(run: (input: Input) => Promise<Output>, changed: () => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([...changed(), [...adminQueries.all(), 'audit']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useIssueCodes() {
  const client = useAdminClient();
  return useAdminMutation(async (input: AdminCodeIssue) => body(await client.POST('/api/v1/admin/codes', { body: input })).codes, () => [adminQueries.codes()]);
}

export function useExtendCode() {
  const client = useAdminClient();
  return useAdminMutation(
    async ({ id, days }: { id: string; days: number }) => body(await client.POST('/api/v1/admin/codes/{id}/extend', { params: { path: { id } }, body: { days } })),
    () => [adminQueries.codes()],
  );
}

export function useRevokeCode() {
  const client = useAdminClient();
  return useAdminMutation(async (id: string) => body(await client.POST('/api/v1/admin/codes/{id}/revoke', { params: { path: { id } } })), () => [adminQueries.codes(), adminQueries.devices(client).queryKey]);
}

export function useRevokeDevice() {
  const client = useAdminClient();
  return useAdminMutation(
    async (id: string) => {
      const result = await client.DELETE('/api/v1/admin/devices/{id}', { params: { path: { id } } });
      if (!result.response.ok) unwrap(result);
    },
    () => [adminQueries.devices(client).queryKey, adminQueries.codes()],
  );
}

export function useAddStation() {
  const client = useAdminClient();
  return useAdminMutation(async (input: AdminStationInput) => body(await client.POST('/api/v1/admin/radio', { body: input })), () => [adminQueries.stations(client).queryKey]);
}

export function useRemoveStation() {
  const client = useAdminClient();
  return useAdminMutation(
    async (id: string) => {
      const result = await client.DELETE('/api/v1/admin/radio/{id}', { params: { path: { id } } });
      if (!result.response.ok) unwrap(result);
    },
    () => [adminQueries.stations(client).queryKey],
  );
}

export function useSubscribePodcast() {
  const client = useAdminClient();
  return useAdminMutation(async (input: { feed_url: string; allow_private?: boolean }) => body(await client.POST('/api/v1/admin/podcasts', { body: input })), () => [adminQueries.podcasts(client).queryKey]);
}

export function useRefreshPodcast() {
  const client = useAdminClient();
  return useAdminMutation(async (id: string) => body(await client.POST('/api/v1/admin/podcasts/{id}/refresh', { params: { path: { id } }, body: {} })), () => [adminQueries.podcasts(client).queryKey]);
}

export function useEditStation() {
  const client = useAdminClient();
  return useAdminMutation(
    async ({ id, patch }: { id: string; patch: AdminStationPatch }) => body(await client.PATCH('/api/v1/admin/radio/{id}', { params: { path: { id } }, body: patch })),
    () => [adminQueries.stations(client).queryKey],
  );
}

export function useStartImport() {
  const client = useAdminClient();
  return useAdminMutation(async (folder: string) => body(await client.POST('/api/v1/admin/imports', { body: { folder } })), () => [adminQueries.importStatus(client).queryKey, adminQueries.catalogue()]);
}

/** One operation per kind, the same body. */
async function patchItem(client: ReturnType<typeof useAdminClient>, kind: AdminCatalogueKind, id: string, patch: AdminCataloguePatch) {
  const options = { params: { path: { id } }, body: patch };
  if (kind === 'album') return body(await client.PATCH('/api/v1/admin/albums/{id}', options));
  if (kind === 'artist') return body(await client.PATCH('/api/v1/admin/artists/{id}', options));
  if (kind === 'track') return body(await client.PATCH('/api/v1/admin/tracks/{id}', options));
  return body(await client.PATCH('/api/v1/admin/playlists/{id}', options));
}

export function useEditCatalogueItem() {
  const client = useAdminClient();
  return useAdminMutation(({ kind, id, patch }: { kind: AdminCatalogueKind; id: string; patch: AdminCataloguePatch }) => patchItem(client, kind, id, patch), () => [adminQueries.catalogue()]);
}

export function useUploadArtwork() {
  const client = useAdminClient();
  return useAdminMutation(
    async ({ kind, id, image }: { kind: AdminCatalogueKind; id: string; image: string }) => body(await client.POST('/api/v1/admin/artwork', { body: { kind, id, image } })),
    () => [adminQueries.catalogue()],
  );
}

export function useSetPlaylistTracks() {
  const client = useAdminClient();
  return useAdminMutation(
    async ({ id, trackIds }: { id: string; trackIds: string[] }) => body(await client.PUT('/api/v1/admin/playlists/{id}/tracks', { params: { path: { id } }, body: { track_ids: trackIds } })).tracks,
    () => [adminQueries.catalogue()],
  );
}

export function useAddLibrary() {
  const client = useAdminClient();
  return useAdminMutation(async (input: { folder: string; name?: string }) => body(await client.POST('/api/v1/admin/libraries', { body: input })), () => [adminQueries.libraries()]);
}

export function useScanLibrary() {
  const client = useAdminClient();
  return useAdminMutation(async ({ id, full }: { id: string; full: boolean }) => body(await client.POST('/api/v1/admin/libraries/{id}/scan', { params: { path: { id } }, body: { full } })), () => [adminQueries.libraries()]);
}

/** "Import" or "Ignore" a playlist file found in a library folder; the catalogue gains or loses its playlist. */
export function useDecidePlaylistFile() {
  const client = useAdminClient();
  return useAdminMutation(
    async ({ libraryId, fileId, decision }: { libraryId: string; fileId: string; decision: 'import' | 'ignore' }) =>
      body(await client.POST('/api/v1/admin/libraries/{id}/playlist-files/{fileId}', { params: { path: { id: libraryId, fileId } }, body: { decision } })),
    () => [adminQueries.libraries(), adminQueries.catalogue()],
  );
}

export function useRemoveLibrary() {
  const client = useAdminClient();
  return useAdminMutation(async (id: string) => body(await client.DELETE('/api/v1/admin/libraries/{id}', { params: { path: { id } } })), () => [adminQueries.libraries(), adminQueries.catalogue()]);
}
