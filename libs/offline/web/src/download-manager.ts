import type { Track } from '@tangerine/api';
import { downloadMachine, downloadProgress, downloadStatus, isUnderway, type ServerRecords } from '@tangerine/offline-machine';
import { createActor, type ActorRefFrom } from 'xstate';
import type { DeviceStore, StoredTrack } from './device-store';
import { markDownloadStep } from './download-marks';
import type { DownloadView } from './download-view';
import { TransferFailure, transferFailureOf, type TransferTrack } from './track-transfer';

export interface DownloadManagerPorts {
  store: DeviceStore;
  /**
   * Fetches and stores one track: on this thread, or in the downloads worker (browser-downloads.ts).
   * It takes every queued track at once and starts each when one of its network slots frees (slotted-transfer.ts).
   */
  transfer: TransferTrack;
  /**
   * A playable (not expired) audio address of the track: at once when the track's own is still valid
   * (the transfer is then handed over within the download's own call), else through a call.
   */
  audioUrl: (track: Track) => string | null | Promise<string | null>;
  artworkUrl: (track: Track) => string | null;
  /** The Downloads screen's server rows: a stored track's record is sent once no transfer runs. */
  records: ServerRecords;
  /** Runs bookkeeping once the page is idle (after the screen has shown what changed); at once when absent. */
  whenIdle?: (run: () => void) => void;
  now: () => Date;
  /** Resolves once what is stored can be opened offline (the offline worker is active); a track is "Downloaded" only then. */
  offlineReady?: () => Promise<void>;
  onChange: (views: ReadonlyMap<string, DownloadView>, stored: readonly StoredTrack[]) => void;
}

type DownloadActor = ActorRefFrom<typeof downloadMachine>;

/** Runs the download machines of this device: one actor per track; the transfers run a few at once. */
export function createDownloadManager(ports: DownloadManagerPorts, initiallyStored: readonly StoredTrack[]) {
  const actors = new Map<string, DownloadActor>();
  const tracks = new Map<string, Track>();
  const controllers = new Map<string, AbortController>();
  let stored: readonly StoredTrack[] = initiallyStored;
  /** Entries a transfer has just stored, taken into the list without reading the whole store again. */
  const justStored = new Map<string, StoredTrack>();

  let lastViews = new Map<string, DownloadView>();
  const views = () => {
    const map = new Map<string, DownloadView>();
    for (const [trackId, actor] of actors) {
      const snapshot = actor.getSnapshot();
      const status = downloadStatus(snapshot);
      if (status === 'none') continue;
      const view = { status, progress: downloadProgress(snapshot), error: snapshot.context.error };
      const last = lastViews.get(trackId);
      // An unchanged track keeps its object, so its control skips the render another track's progress causes.
      map.set(trackId, last && last.status === view.status && last.progress === view.progress && last.error === view.error ? last : view);
    }
    lastViews = map;
    return map;
  };
  const changed = () => ports.onChange(views(), stored);

  /** Once no transfer runs, the records of what was stored go to the server (they wait so as not to slow the transfers). */
  const transfersRun = () => [...actors.values()].some((actor) => isUnderway(downloadStatus(actor.getSnapshot())));
  let sendQueued = false;
  const sendRecordsWhenIdle = () => {
    if (sendQueued || transfersRun() || !ports.records.hasWaiting()) return;
    sendQueued = true;
    const send = () => {
      sendQueued = false;
      if (!transfersRun()) ports.records.send();
    };
    if (ports.whenIdle) ports.whenIdle(send);
    else send();
  };
  const relist = async () => {
    stored = await ports.store.list().catch(() => stored);
    changed();
  };

  async function transfer(trackId: string, controller: AbortController): Promise<number> {
    const track = tracks.get(trackId);
    if (!track) throw new TransferFailure('server', 'This track has no audio to download');
    // No await before the hand-over when the address is at hand: a list's first track goes to the worker before the next is queued.
    const given = ports.audioUrl(track);
    const audioUrl = typeof given === 'string' || given === null ? given : await given;
    if (!audioUrl) throw new TransferFailure('server', 'This track has no audio to download');
    const entry = await ports.transfer(
      { track, trackId, audioUrl, artworkUrl: ports.artworkUrl(track), now: ports.now() },
      {
        onStarted: () => actors.get(trackId)?.send({ type: 'transfer.started' }),
        onProgress: (receivedBytes, totalBytes) => actors.get(trackId)?.send({ type: 'transfer.progress', receivedBytes, totalBytes }),
        onReceived: () => actors.get(trackId)?.send({ type: 'transfer.received' }),
      },
      controller.signal,
    );
    markDownloadStep('stored');
    // The offline worker registers at the first download and must be active before the track is called downloaded.
    await ports.offlineReady?.().catch((error: unknown) => {
      console.error('The offline worker did not install', error);
      throw new TransferFailure('network', 'The download could not be made ready for offline listening');
    });
    markDownloadStep('ready');
    justStored.set(trackId, entry);
    return entry.bytes;
  }

  function requestTransfer(trackId: string) {
    const controller = new AbortController();
    controllers.set(trackId, controller);
    transfer(trackId, controller)
      .then((bytes) => actors.get(trackId)?.send({ type: 'transfer.stored', bytes }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        actors.get(trackId)?.send({ type: 'transfer.failed', ...transferFailureOf(error) });
      })
      .finally(() => {
        if (controllers.get(trackId) === controller) controllers.delete(trackId);
      });
  }

  const machine = downloadMachine.provide({
    actions: {
      requestTransfer: (_, { trackId }) => requestTransfer(trackId),
      abortTransfer: (_, { trackId }) => controllers.get(trackId)?.abort(),
      discardPartial: (_, { trackId }) => void ports.store.remove(trackId).catch(() => undefined),
      removeStored: (_, { trackId }) => {
        void ports.store.remove(trackId).then(relist, relist);
        ports.records.removed(trackId);
      },
      onStored: (_, { trackId }) => {
        const entry = justStored.get(trackId);
        justStored.delete(trackId);
        if (entry) {
          stored = [entry, ...stored.filter((other) => other.trackId !== trackId)];
          changed();
        } else void relist();
        ports.records.stored(trackId);
      },
    },
  });

  function spawn(trackId: string, storedBytes: number | null): DownloadActor {
    const actor = createActor(machine, { input: { trackId, storedBytes } });
    actors.set(trackId, actor);
    let step = '';
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') actors.delete(trackId);
      // A transfer's progress changes no batch's end: only its view is told.
      const next = `${snapshot.status}:${downloadStatus(snapshot)}`;
      if (next !== step) {
        step = next;
        sendRecordsWhenIdle();
      }
      changed();
    });
    actor.start();
    return actor;
  }

  for (const entry of initiallyStored) {
    tracks.set(entry.trackId, entry.track);
    spawn(entry.trackId, entry.bytes);
  }

  return {
    download(track: Track, trackId: string) {
      tracks.set(trackId, track);
      const actor = actors.get(trackId);
      if (!actor) spawn(trackId, null);
      else actor.send({ type: 'download.retry' });
    },
    cancel(trackId: string) {
      actors.get(trackId)?.send({ type: 'download.cancel' });
    },
    /** Removes the copy on this device (if any) and the server's record. */
    remove(trackId: string) {
      const actor = actors.get(trackId);
      if (actor) {
        actor.send({ type: 'download.cancel' });
        actor.send({ type: 'download.remove' });
      } else ports.records.removed(trackId);
    },
    async removeAll() {
      for (const trackId of [...actors.keys()]) this.remove(trackId);
      await ports.store.clear();
      await relist();
    },
    /** Logout: stop every transfer and forget every download (the store is cleared by the caller). */
    stop() {
      for (const controller of controllers.values()) controller.abort();
      for (const actor of actors.values()) actor.stop();
      actors.clear();
      controllers.clear();
      stored = [];
    },
  };
}

export type DownloadManager = ReturnType<typeof createDownloadManager>;
