/**
 * A download's steps as User Timing marks (`tangerine:download:<step>`), in the downloads worker and on
 * the page: DevTools' performance panel shows them, and the download bench reads where the time after
 * the last byte goes. A mark costs a few microseconds; nothing here measures or decides anything.
 */
export type DownloadStep =
  /** Page: a track's transfer handed to the downloads worker. */
  | 'handed'
  /** Worker: a track's transfer took a network slot and is fetching. */
  | 'began'
  /** Worker: every audio byte of a track is in. */
  | 'received'
  /** Worker: the track's audio, artwork and record are in Cache Storage. */
  | 'written'
  /** Page: the worker's answer for a stored track has arrived. */
  | 'stored'
  /** Page: the offline worker is ready, the track goes to "Downloaded". */
  | 'ready'
  /** Page: the screens are told of a change of status. */
  | 'told'
  /** Page: a list's Download toggle shows a new status (its render committed). */
  | 'shown';

export function markDownloadStep(step: DownloadStep): void {
  globalThis.performance?.mark?.(`tangerine:download:${step}`);
}
