import { wipeDeviceDownloads } from './browser-downloads';
import { forgetFollowedLists } from './followed-lists';

/** Everything offline listening keeps on this device. */
export async function wipeThisDevice(): Promise<void> {
  forgetFollowedLists();
  await wipeDeviceDownloads();
}
