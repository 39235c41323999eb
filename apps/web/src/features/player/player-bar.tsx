import { useNavigate } from 'react-router-dom';
import { EqualizerButton, PlayerBar as PlayerBarView } from '@tangerine/ui';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCurrentTrack,
  selectIsPlaying,
  type PlayerTrack,
} from '@tangerine/player-machine';
import { lazy, Suspense, useMemo } from 'react';
import { useTrackDownload } from '@tangerine/offline-web';
import { playerItemToTrack, usePlayerActor, usePlayerSelector } from '@tangerine/player-web';
import { useEqualizer } from '@tangerine/player-web/equalizer';
import { useSongLike } from './song-like';
import { useIsRemote } from '@tangerine/connect-web';
import { DevicesControl } from './devices-control';
import { RoomButton, RoomNotice } from './room-button';
import { useInRoom, useRoomService } from '@tangerine/rooms-web';
import type { RoomCommand } from '@tangerine/rooms-machine';
import { RemotePlayerBar } from './remote-player-bar';
import { SleepTimer } from './sleep-timer';
import { PlaybackSpeed } from './playback-speed';
import { openEqualizer } from './equalizer-open';
import { EqualizerHost } from './equalizer-host';

// The "Waveform" setting's drawing and its query load only when it is on (not in the shell's first chunks).
const WaveformProgress = lazy(() => import('./waveform-progress').then((module) => ({ default: module.WaveformProgress })));

/** Where the bar's title and artist link to, when the item has a page. */
function linksOf(track: PlayerTrack): { href?: string; artistHref?: string; artists?: { name: string; href: string }[] } {
  if (track.kind === 'radio') return { href: `/radio/${track.stationId ?? track.id}` };
  if (track.kind === 'episode') return track.albumId ? { href: `/podcast/${track.albumId}` } : {};
  return {
    href: `/track/${track.id}`,
    ...(track.artistId ? { artistHref: `/artist/${track.artistId}` } : {}),
    ...(track.artists ? { artists: track.artists.map((a) => ({ name: a.name, href: `/artist/${a.id}` })) } : {}),
  };
}

/** product §2 bottom player, bound to the app-wide player actor; rendered while a track is loaded (or, without one, an ended room's notice). */
export function PlayerBar() {
  const actor = usePlayerActor();
  const navigate = useNavigate();
  const track = usePlayerSelector(selectCurrentTrack);
  const isPlaying = usePlayerSelector(selectIsPlaying);
  const canPrevious = usePlayerSelector(selectCanGoPrevious);
  const canNext = usePlayerSelector(selectCanGoNext);
  const currentTime = usePlayerSelector((s) => s.context.currentTime);
  const duration = usePlayerSelector((s) => s.context.duration);
  const volume = usePlayerSelector((s) => s.context.volume);
  const muted = usePlayerSelector((s) => s.context.muted);
  const isShuffled = usePlayerSelector((s) => s.context.isShuffled);
  const repeatMode = usePlayerSelector((s) => s.context.repeatMode);
  const like = useSongLike(track);
  const remote = useIsRemote();
  const rooms = useRoomService();
  const inRoom = useInRoom();
  // In a room, play, pause, seek and skip are the room's: every member follows them together.
  const toRoom = inRoom && rooms ? (command: RoomCommand) => rooms.actor.send({ type: 'room.command', command }) : null;
  // Songs only: episodes and live radio are not downloaded.
  const song = useMemo(() => (track?.kind === 'song' ? playerItemToTrack(track) : null), [track]);
  const download = useTrackDownload(song);
  const equalizer = useEqualizer();
  const waveform = usePlayerSelector((s) => s.context.audio.waveform);

  if (remote) return <RemotePlayerBar />;
  // No queue, no bar; an ended room's notice still shows until its "OK".
  if (!track) return <RoomNotice />;
  return (
    <>
      <PlayerBarView
        track={{ title: track.title, artistName: track.artistName, albumTitle: track.albumTitle, artworkUrl: track.artworkUrl, ...linksOf(track) }}
        isLive={track.kind === 'radio'}
        isPlaying={isPlaying}
        currentTime={currentTime}
        duration={duration || track.duration}
        volume={volume}
        muted={muted}
        shuffled={isShuffled}
        repeatMode={repeatMode}
        canPrevious={canPrevious}
        canNext={canNext}
        liked={like.liked}
        onToggleLike={like.toggle}
        onSeek={(time) => (toRoom ? toRoom({ type: 'seek', positionMs: time * 1000 }) : actor.send({ type: 'playback.seek', time }))}
        onTogglePlay={() => (toRoom ? toRoom({ type: isPlaying ? 'pause' : 'play' }) : actor.send({ type: 'playback.toggle' }))}
        onPrevious={() => (toRoom ? toRoom({ type: 'previous' }) : actor.send({ type: 'queue.previous' }))}
        onNext={() => (toRoom ? toRoom({ type: 'next' }) : actor.send({ type: 'queue.next' }))}
        onToggleShuffle={() => actor.send({ type: 'shuffle.toggle' })}
        onCycleRepeat={() => actor.send({ type: 'repeat.cycle' })}
        onOpenQueue={() => void navigate('/queue')}
        onToggleMute={() => actor.send({ type: 'mute.toggle' })}
        onVolumeChange={(value) => actor.send({ type: 'volume.set', volume: value })}
        onToggleFullscreen={() => actor.send({ type: 'fullscreen.toggle' })}
        onClose={() => actor.send({ type: 'queue.clear' })}
        devices={<DevicesControl />}
        controls={
          <>
            {track.kind === 'episode' && track.podcastId ? <PlaybackSpeed /> : null}
            <SleepTimer kind={track.kind} />
            {equalizer ? <EqualizerButton enabled={equalizer.settings?.enabled ?? false} onOpen={() => openEqualizer('player-bar')} /> : null}
            <RoomButton />
          </>
        }
        {...(download ? { download } : {})}
        progressOverlay={
          waveform && track.kind === 'song' ? (
            <Suspense fallback={null}>
              <WaveformProgress trackId={track.id} />
            </Suspense>
          ) : undefined
        }
      />
      <EqualizerHost opener="player-bar" />
    </>
  );
}
