import { Spinner } from '../spinner/spinner';
import { StyledLoadingState } from './loading-state.styles';

export interface LoadingStateProps {
  /** The loading text, e.g. "Loading your music...". */
  text: string;
}

/** A spinner and the loading text, announced politely. */
export function LoadingState({ text }: LoadingStateProps) {
  return (
    <StyledLoadingState role="status" aria-live="polite">
      <Spinner size={5} />
      <span>{text}</span>
    </StyledLoadingState>
  );
}
