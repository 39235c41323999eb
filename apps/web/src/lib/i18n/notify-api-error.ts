import type { errorText } from './error-text';
import { notifyError } from '../toast/notify';

/**
 * An API error's toast in the listener's language. Its messages (error-text.ts) load with the first
 * such toast, as react-hot-toast does (lib/toast/notify.ts): no first paint needs them.
 */
export function notifyApiError(error: Parameters<typeof errorText>[0]): void {
  import('./error-text').then(
    (module) => notifyError(module.errorText(error)),
    (loadError: unknown) => console.error('Could not load the error messages', loadError),
  );
}
