import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from './notify';

const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/** Mounts the toaster once the first toast is asked for, so the first paint does not wait for it. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
