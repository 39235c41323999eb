export { AppToaster } from './app-toaster';
export { notifyError, notifySuccess } from './notify';
export { ToastHost } from './toast-host';
