export { AppToaster } from './app-toaster';
export { ERROR_TOAST_MS, MAX_VISIBLE_TOASTS, SUCCESS_TOAST_MS, notifyError, notifySuccess } from './notify';
export { ToastHost } from './toast-host';
