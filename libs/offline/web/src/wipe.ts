import type { ApiClient } from '@tangerine/api';
import { wipeDeviceDownloads } from './browser-downloads';
import { browserOutbox } from './browser-outbox';
import { forgetFollowedLists } from './followed-lists';

/** Everything offline listening keeps on this device: stored audio and artwork, downloaded lists, the outbox. */
export async function wipeThisDevice(api: () => ApiClient): Promise<void> {
  forgetFollowedLists();
  await Promise.all([wipeDeviceDownloads(), browserOutbox(api).clear()]);
}
