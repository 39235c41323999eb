import styled from 'styled-components';
import { Spinner } from '../spinner/spinner';

export interface LoadingStateProps {
  /** The loading text, e.g. "Loading your music...". */
  text: string;
}

const StyledLoadingState = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(16, 6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};

  [data-spinner] {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A spinner and the loading text, announced politely. */
export function LoadingState({ text }: LoadingStateProps) {
  return (
    <StyledLoadingState role="status" aria-live="polite">
      <Spinner size={5} />
      <span>{text}</span>
    </StyledLoadingState>
  );
}
