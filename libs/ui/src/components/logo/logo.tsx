import { StyledLogo, StyledMark, StyledHiddenName } from './logo.styles';

export interface LogoProps {
  /** Show the word "Tangerine" beside the mark (default true). */
  withWordmark?: boolean;
  size?: 'md' | 'lg';
}

/** Tangerine's mark (an orange with a note) and wordmark. */
export function Logo({ withWordmark = true, size = 'md' }: LogoProps) {
  return (
    <StyledLogo $size={size}>
      <StyledMark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="17" r="14" />
        <path className="leaf" d="M17 3c3-2 7-2 9 0-2 3-6 4-9 3z" />
        <path d="M18 9v10.3A3.5 3.5 0 1 0 20 22.5V13h4V9z" />
      </StyledMark>
      {withWordmark ? <span>Tangerine</span> : <StyledHiddenName>Tangerine</StyledHiddenName>}
    </StyledLogo>
  );
}
