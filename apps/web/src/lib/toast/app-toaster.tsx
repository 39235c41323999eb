import { Toaster, resolveValue } from 'react-hot-toast';
import { ToastCard } from './toast-card';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './notify';

/** react-hot-toast at the top centre, drawn with Tangerine's toast look. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ success: { duration: SUCCESS_TOAST_MS }, error: { duration: ERROR_TOAST_MS } }}
    >
      {(t) => (
        <ToastCard
          tone={t.type === 'error' ? 'error' : t.type === 'success' ? 'success' : 'info'}
          visible={t.visible}
          role={t.ariaProps.role}
          ariaLive={t.ariaProps['aria-live']}
        >
          {resolveValue(t.message, t)}
        </ToastCard>
      )}
    </Toaster>
  );
}
