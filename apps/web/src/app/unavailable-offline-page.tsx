import { Page } from '@tangerine/ui';
import { UnavailableOffline } from '../lib/track-actions';

/** A screen only the network fills, opened offline: the reason at once, never its spinner. */
export function UnavailableOfflinePage() {
  return (
    <Page>
      <UnavailableOffline />
    </Page>
  );
}
