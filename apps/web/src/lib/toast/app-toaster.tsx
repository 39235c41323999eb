import { Toaster, resolveValue, toast as hotToast } from 'react-hot-toast';
import { ToastView } from '@tangerine/ui';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './notify';

/** react-hot-toast at the top centre, drawn with the ui ToastView look. */
export function AppToaster() {
  return (
    <Toaster position="top-center" toastOptions={{ success: { duration: SUCCESS_TOAST_MS }, error: { duration: ERROR_TOAST_MS } }}>
      {(t) => (
        <div role={t.ariaProps.role} aria-live={t.ariaProps['aria-live']}>
          <ToastView
            variant={t.type === 'error' ? 'error' : t.type === 'success' ? 'success' : t.type === 'loading' ? 'loading' : 'info'}
            visible={t.visible}
            message={resolveValue(t.message, t)}
            onDismiss={() => hotToast.dismiss(t.id)}
          />
        </div>
      )}
    </Toaster>
  );
}
