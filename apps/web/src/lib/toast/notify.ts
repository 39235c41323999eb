import toast from 'react-hot-toast';

/** SPEC §8: success toasts stay 3 s, errors 4 s. */
export const SUCCESS_TOAST_MS = 3_000;
export const ERROR_TOAST_MS = 4_000;
/** SPEC §8: at most 20 toasts at once (also react-hot-toast's own limit). */
export const MAX_VISIBLE_TOASTS = 20;

export function notifySuccess(message: string): void {
  toast.success(message, { duration: SUCCESS_TOAST_MS });
}

export function notifyError(message: string): void {
  // The same message twice in a row (a burst of failing calls) shows once.
  toast.error(message, { duration: ERROR_TOAST_MS, id: `error:${message}` });
}
