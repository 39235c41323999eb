import { Button } from '../button/button';
import { PLAY_CONTROL } from '../../lib/play-control';
import { StyledActions, StyledContinue, StyledContinueText, StyledRemoteStatus } from './devices.styles';

export interface RemoteStatusProps {
  deviceName: string;
  /** Whether that device plays (else it is paused there). */
  playing: boolean;
  /** The device went away: say so and offer to play here. */
  lost: boolean;
  onPlayHere: () => void;
}

export const playingOnText = (name: string) => `Playing on ${name}`;
export const pausedOnText = (name: string) => `Paused on ${name}`;
export const lostDeviceText = (name: string) => `${name} is no longer available`;

/** Under the track of a remote: where it plays, and "Play here" to take it back. */
export function RemoteStatus({ deviceName, playing, lost, onPlayHere }: RemoteStatusProps) {
  return (
    <StyledRemoteStatus $lost={lost} role="status">
      <span>{lost ? lostDeviceText(deviceName) : playing ? playingOnText(deviceName) : pausedOnText(deviceName)}</span>
      <Button size="sm" variant="secondary" onClick={onPlayHere}>
        Play here
      </Button>
    </StyledRemoteStatus>
  );
}

export const queueChangedText = 'The queue changed on another device: this is the queue now';

export interface RemoteQueueNoticeProps {
  deviceName: string;
  /** The listener's last edit lost to another device's: the queue shown was read again. */
  changed: boolean;
  onDismiss: () => void;
}

/** Above a remote's Queue screen: whose queue it shows, or that an edit lost to another device's. */
export function RemoteQueueNotice({ deviceName, changed, onDismiss }: RemoteQueueNoticeProps) {
  return (
    <StyledRemoteStatus $lost={false} role="status">
      <span>{changed ? queueChangedText : playingOnText(deviceName)}</span>
      {changed && (
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          OK
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

export const continueListeningText = (title: string, deviceName: string) => `Continue listening: ${title} from ${deviceName}`;

/** A device that starts with nothing to play offers the queue the code last played elsewhere. */
export function ContinueListening({ title, deviceName, onContinue, onDismiss }: ContinueListeningProps) {
  return (
    <StyledContinue aria-label="Continue listening">
      <StyledContinueText>{continueListeningText(title, deviceName)}</StyledContinueText>
      <StyledActions>
        <Button size="sm" onClick={onContinue} {...PLAY_CONTROL}>
          Continue
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </StyledActions>
    </StyledContinue>
  );
}
