import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';
import type { CoreServices } from './core-services';

// Two doors, each its own chunk: an unactivated visitor gets the activation screen without the
// router, the API cache or the player; an activated listener gets the shell and its routes.
const ActivationApp = lazy(() => import('./activation-app').then((module) => ({ default: module.ActivationApp })));
const RouterApp = lazy(() => import('./router-app').then((module) => ({ default: module.RouterApp })));

/** product §2: every route but /activate needs an activated session; the session decides which app runs. */
export function Boot({ core }: { core: CoreServices }) {
  const { isActivated } = useSession();
  return <Suspense fallback={null}>{isActivated ? <RouterApp core={core} /> : <ActivationApp core={core} />}</Suspense>;
}
