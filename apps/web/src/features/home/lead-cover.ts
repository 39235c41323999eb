/** product §9: Home shows 8 featured playlists, 12 latest songs, 6 podcasts, 6 radio stations. */
export const HOME_LIMITS = { playlists: 8, songs: 12, podcasts: 6, stations: 6 } as const;

/**
 * Featured Playlists opens Home, so its first cover that is an image (a playlist without one shows
 * the placeholder) is the likely largest paint: the index among the shown playlists, or -1.
 */
export function leadCoverIndex(playlists: ReadonlyArray<{ image_url?: string | null }>): number {
  return playlists.slice(0, HOME_LIMITS.playlists).findIndex((playlist) => Boolean(playlist.image_url));
}


/** The URL of that cover, or null. */
export function leadCoverUrl(playlists: ReadonlyArray<{ image_url?: string | null }>): string | null {
  return playlists[leadCoverIndex(playlists)]?.image_url ?? null;
}
