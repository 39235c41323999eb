import { Button } from '../button/button';
import { StyledActions, StyledContinue, StyledContinueText, StyledRemoteStatus } from './devices.styles';

export interface RemoteStatusProps {
  deviceName: string;
  /** The device went away: say so and offer to play here. */
  lost: boolean;
  onPlayHere: () => void;
}

export const playingOnText = (name: string) => `Playing on ${name}`;
export const lostDeviceText = (name: string) => `${name} is no longer available`;

/** Under the track of a remote: where it plays, and "Play here" to take it back. */
export function RemoteStatus({ deviceName, lost, onPlayHere }: RemoteStatusProps) {
  return (
    <StyledRemoteStatus $lost={lost} role="status">
      <span>{lost ? lostDeviceText(deviceName) : playingOnText(deviceName)}</span>
      <Button size="sm" variant="secondary" onClick={onPlayHere}>
        Play here
      </Button>
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
        <Button size="sm" onClick={onContinue}>
          Continue
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
      </StyledActions>
    </StyledContinue>
  );
}
