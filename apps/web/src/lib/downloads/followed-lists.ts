/** The albums and playlists downloaded as a whole on this device ("album:ID", "playlist:ID"). */
export const FOLLOWED_LISTS_KEY = 'tangerine.downloadedLists';

function read(): Set<string> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(FOLLOWED_LISTS_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

function write(lists: Set<string>): void {
  try {
    if (lists.size === 0) window.localStorage.removeItem(FOLLOWED_LISTS_KEY);
    else window.localStorage.setItem(FOLLOWED_LISTS_KEY, JSON.stringify([...lists]));
  } catch {
    // Private mode or quota: the list is followed for this page only.
  }
}

export const isListFollowed = (listId: string) => read().has(listId);

export function setListFollowed(listId: string, followed: boolean): void {
  const lists = read();
  if (followed) lists.add(listId);
  else lists.delete(listId);
  write(lists);
}

export function forgetFollowedLists(): void {
  write(new Set());
}
