import { Suspense, useEffect } from 'react';
import { afterFirstScreen } from '../lib/first-load/after-first-screen';
import { preloadableLazy } from '../lib/first-load/preloadable-lazy';
import { useSession } from '../lib/session';
import type { CoreServices } from './core-services';

// Two doors, each its own chunk: an unactivated visitor gets the activation screen without the
// router, the API cache or the player; an activated listener gets the shell and its routes.
const activationDoor = preloadableLazy(() => import('./activation-app').then((module) => module.ActivationApp));
const routerDoor = preloadableLazy(() => import('./router-app').then((module) => module.RouterApp));

/**
 * The modules of the door the session opens and of its first screen, loaded before the first render
 * (main.tsx): a first render that suspends shows an empty fallback and React then holds the screen back.
 */
export async function preloadFirstScreen(isActivated: boolean, pathname: string, online: boolean): Promise<void> {
  if (!isActivated) {
    await activationDoor.preload();
    return;
  }
  const [{ preloadScreen }] = await Promise.all([import('./router-app'), routerDoor.preload()]);
  await preloadScreen(pathname, online);
}

/** product §2: every route but /activate needs an activated session; the session decides which app runs. */
export function Boot({ core }: { core: CoreServices }) {
  const { isActivated } = useSession();
  const Door = isActivated ? routerDoor.Component : activationDoor.Component;
  // The first render has its modules (main.tsx preloads them): what waits for the first screen may follow its paint.
  useEffect(() => afterFirstScreen.firstScreenShown(), []);
  return (
    <Suspense fallback={null}>
      <Door core={core} />
    </Suspense>
  );
}
