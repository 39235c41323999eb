import { homeQueries } from './home-queries';
import { playlistQueries } from './playlist-queries';
import { podcastQueries } from './podcast-queries';
import { radioQueries } from './radio-queries';

/** What Home reads (product §9), in one place for the screen and for starting it with the shell. */
export const homeScreenQueries = () => ({
  feed: homeQueries.feed(),
  playlists: playlistQueries.onHome(),
  podcasts: podcastQueries.onHome(),
  stations: radioQueries.onHome(),
});
