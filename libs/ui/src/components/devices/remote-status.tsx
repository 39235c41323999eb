import { Button } from '../button/button';
import { PLAY_CONTROL } from '../../lib/play-control';
import { translate, useT } from '../../i18n/i18n';
import { StyledActions, StyledContinue, StyledContinueText, StyledRemoteStatus } from './devices.styles';

export interface RemoteStatusProps {
  deviceName: string;
  /** Whether that device plays (else it is paused there). */
  playing: boolean;
  /** The device went away: say so and offer to play here. */
  lost: boolean;
  onPlayHere: () => void;
}

// In the active locale: the components below call useT(), so they re-render when it changes.
export const playingOnText = (name: string) => translate('connect.playingOn', { name });
export const pausedOnText = (name: string) => translate('connect.pausedOn', { name });
export const lostDeviceText = (name: string) => translate('connect.lost', { name });

/** Under the track of a remote: where it plays, and "Play here" to take it back. */
export function RemoteStatus({ deviceName, playing, lost, onPlayHere }: RemoteStatusProps) {
  const t = useT();
  return (
    <StyledRemoteStatus $lost={lost} role="status">
      <span>{lost ? lostDeviceText(deviceName) : playing ? playingOnText(deviceName) : pausedOnText(deviceName)}</span>
      <Button size="sm" variant="secondary" onClick={onPlayHere}>
        {t('connect.playHere')}
      </Button>
    </StyledRemoteStatus>
  );
}

/** The English text, for tests (the notice shows `connect.queueChanged`). */
export const queueChangedText = 'The queue changed on another device: this is the queue now';

export interface RemoteQueueNoticeProps {
  deviceName: string;
  /** The listener's last edit lost to another device's: the queue shown was read again. */
  changed: boolean;
  onDismiss: () => void;
}

/** Above a remote's Queue screen: whose queue it shows, or that an edit lost to another device's. */
export function RemoteQueueNotice({ deviceName, changed, onDismiss }: RemoteQueueNoticeProps) {
  const t = useT();
  return (
    <StyledRemoteStatus $lost={false} role="status">
      <span>{changed ? t('connect.queueChanged') : t('connect.playingOn', { name: deviceName })}</span>
      {changed && (
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('connect.ok')}
        </Button>
      )}
    </StyledRemoteStatus>
  );
}

export interface ContinueListeningProps {
  title: string;
  deviceName: string;
  onContinue: () => void;
  onDismiss: () => void;
}

export const continueListeningText = (title: string, deviceName: string) => translate('connect.continueText', { title, name: deviceName });

/** A device that starts with nothing to play offers the queue the code last played elsewhere. */
export function ContinueListening({ title, deviceName, onContinue, onDismiss }: ContinueListeningProps) {
  const t = useT();
  return (
    <StyledContinue aria-label={t('connect.continueLabel')}>
      <StyledContinueText>{continueListeningText(title, deviceName)}</StyledContinueText>
      <StyledActions>
        <Button size="sm" onClick={onContinue} {...PLAY_CONTROL}>
          {t('connect.continue')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('connect.notNow')}
        </Button>
      </StyledActions>
    </StyledContinue>
  );
}
