import { downloadIcon, EmptyState } from '@tangerine/ui';

export const UNAVAILABLE_OFFLINE_TITLE = 'Unavailable offline';
export const UNAVAILABLE_OFFLINE_TEXT = 'This page needs a connection. Downloaded music is in Downloads.';

/**
 * A page only the network can fill, while offline: said at once, never a spinner that waits for the
 * network. Its own module, so the shell's offline page does not pull in the track table with it.
 */
export function UnavailableOffline() {
  return <EmptyState icon={downloadIcon} title={UNAVAILABLE_OFFLINE_TITLE} text={UNAVAILABLE_OFFLINE_TEXT} />;
}
