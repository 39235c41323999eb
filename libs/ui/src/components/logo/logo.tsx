import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export interface LogoProps {
  /** Show the word "Tangerine" beside the mark (default true). */
  withWordmark?: boolean;
  size?: 'md' | 'lg';
}

const StyledLogo = styled.span<{ $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};

  svg {
    flex: none;
    width: ${({ theme, $size }) => ($size === 'lg' ? theme.space(10) : theme.space(8))};
    height: ${({ theme, $size }) => ($size === 'lg' ? theme.space(10) : theme.space(8))};
  }
`;

const StyledMark = styled.svg`
  circle {
    fill: ${({ theme }) => theme.colors.brand};
  }

  path {
    fill: ${({ theme }) => theme.colors.onBrand};
  }

  .leaf {
    fill: ${({ theme }) => theme.colors.success};
  }
`;

const StyledHiddenName = styled.span`
  ${visuallyHidden}
`;

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
