import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
import { setRoomService } from '@tangerine/rooms-web';
import { createStoryServices, startStoryRoom, type StoryServicesOptions } from './story-services';

export interface ScreenStoryProps extends StoryServicesOptions {
  /** The URL the app opens at, e.g. `/album/alb-1` or `/search?q=or`. */
  path: string;
}

/**
 * The whole app (providers, guard, shell with sidebar and player, the lazy route) on a memory
 * router at `path`, its API answered by fixtures: a screen exactly as a listener meets it.
 */
export function ScreenStory({ path, ...options }: ScreenStoryProps) {
  // Created once per mounted story, before the first render (the API client must be set by then).
  const [app] = useState(() => {
    const services = createStoryServices(options);
    return { services, room: options.inRoom ? startStoryRoom(services) : null, router: createMemoryRouter(appRoutes, { initialEntries: [path] }) };
  });
  useEffect(
    () => () => {
      if (app.room) {
        setRoomService(null);
        app.room.dispose();
      }
      app.router.dispose();
      app.services.player.dispose();
      app.services.queryClient.clear();
    },
    [app],
  );
  return (
    <AppProviders services={app.services}>
      <RouterProvider router={app.router} />
    </AppProviders>
  );
}
