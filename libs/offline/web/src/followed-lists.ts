import type { DownloadedList } from '@tangerine/offline-machine';
import { readJson, readStringList, writeJson } from './local-json';

/** The albums and playlists downloaded as a whole on this device ("album:ID", "playlist:ID"). */
export const FOLLOWED_LISTS_KEY = 'tangerine.downloadedLists';
/** Their titles and track ids, so the offline screens can show them without the network. */
export const LIST_CONTENTS_KEY = 'tangerine.downloadedListContents';

function read(): Set<string> {
  return new Set(readStringList(FOLLOWED_LISTS_KEY));
}

const write = (lists: Set<string>) => writeJson(FOLLOWED_LISTS_KEY, [...lists], lists.size === 0);

const isDownloadedList = (value: unknown): value is DownloadedList =>
  typeof value === 'object' && value !== null && typeof (value as DownloadedList).listId === 'string' && typeof (value as DownloadedList).title === 'string' && Array.isArray((value as DownloadedList).trackIds);

function readContents(): DownloadedList[] {
  const value = readJson(LIST_CONTENTS_KEY);
  return Array.isArray(value) ? value.filter(isDownloadedList) : [];
}

const writeContents = (lists: DownloadedList[]) => writeJson(LIST_CONTENTS_KEY, lists, lists.length === 0);

export const isListFollowed = (listId: string) => read().has(listId);

export function setListFollowed(listId: string, followed: boolean): void {
  const lists = read();
  if (followed) lists.add(listId);
  else {
    lists.delete(listId);
    writeContents(readContents().filter((list) => list.listId !== listId));
  }
  write(lists);
}

/** Keeps a followed list's title and tracks as last seen online (latest change first); an unchanged one is not rewritten. */
export function rememberListContents(list: DownloadedList): void {
  const lists = readContents();
  const known = lists.find((item) => item.listId === list.listId);
  if (known && known.title === list.title && known.trackIds.join('\n') === list.trackIds.join('\n')) return;
  writeContents([{ listId: list.listId, title: list.title, trackIds: [...list.trackIds] }, ...lists.filter((item) => item.listId !== list.listId)]);
}

/** The followed lists whose contents this device remembers. */
export function downloadedLists(): DownloadedList[] {
  const followed = read();
  return readContents().filter((list) => followed.has(list.listId));
}

export function forgetFollowedLists(): void {
  write(new Set());
  writeContents([]);
}
