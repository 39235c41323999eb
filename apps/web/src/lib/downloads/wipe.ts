import { wipeDeviceDownloads } from './browser-downloads';
import { browserOutbox } from './browser-outbox';
import { forgetFollowedLists } from './followed-lists';

/** Everything offline listening keeps on this device: stored audio and artwork, downloaded lists, the outbox. */
export async function wipeThisDevice(): Promise<void> {
  forgetFollowedLists();
  await Promise.all([wipeDeviceDownloads(), browserOutbox().clear()]);
}
