import type { UserPlaylist } from '@tangerine/api';
import { translate, type MessageId } from '@tangerine/ui';

// The server names its ready-made playlists in English; the listener sees them in their own language.
const READY_MADE_NAMES: Readonly<Record<string, MessageId>> = {
  'ready-1': 'smartPlaylist.presetRecentlyAdded',
  'ready-2': 'smartPlaylist.presetMostPlayed',
  'ready-3': 'smartPlaylist.presetNotPlayedInYear',
};

/** A playlist's name as shown: a ready-made one's in the active locale, any other as its owner typed it. */
export function playlistName(playlist: Pick<UserPlaylist, 'id' | 'name' | 'ready_made'>): string {
  const key = playlist.ready_made ? READY_MADE_NAMES[playlist.id] : undefined;
  return key ? translate(key) : playlist.name;
}
