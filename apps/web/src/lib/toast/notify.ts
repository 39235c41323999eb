/** product §8: success toasts stay 3 s, errors 4 s. */
export const SUCCESS_TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 4_000;
/** product §8: at most 20 toasts at once (also react-hot-toast's own limit). */
export const MAX_VISIBLE_TOASTS = 20;

type Toast = typeof import('react-hot-toast').default;

// react-hot-toast (and the toaster that draws it) load with the first toast, not with the first paint.
let toastModule: Promise<Toast> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withToast(show: (toast: Toast) => void): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  toastModule ??= import('react-hot-toast').then((module) => module.default);
  toastModule.then(show, (error: unknown) => console.error('Could not load the toasts', error));
}

/** Whether any toast was asked for yet: the toast host mounts the toaster from then on. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySuccess(message: string): void {
  withToast((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS }));
}

export function notifyError(message: string): void {
  // The same message twice in a row (a burst of failing calls) shows once.
  withToast((toast) => toast.error(message, { duration: ERROR_TOAST_MS, id: `error:${message}` }));
}
