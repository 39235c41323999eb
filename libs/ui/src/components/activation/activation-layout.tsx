import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { Logo } from '../logo/logo';

export const ACTIVATION_TAGLINE = 'Premium Streaming Experience';

export interface FeatureTileData {
  icon: IconName;
  title: string;
  text: string;
}

/** The three marketing tiles of the activation screen. */
export const ACTIVATION_FEATURES: readonly FeatureTileData[] = [
  { icon: 'headphones', title: 'Unlimited Streaming', text: 'Songs, albums, podcasts and live radio, as much as you like.' },
  { icon: 'star', title: 'High Quality Audio', text: 'Clear, full sound for every track.' },
  { icon: 'device', title: 'Multi Device', text: 'Listen on the devices you activate.' },
];

export interface ActivationLayoutProps {
  /** The activation form (the app's: input formatting and submission are the app's). */
  children: ReactNode;
  tagline?: string;
  features?: readonly FeatureTileData[];
  /** Under the form: "Need an activation code? Contact your administrator." */
  help?: ReactNode;
}

const StyledPage = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(8, 4)};
  background: radial-gradient(circle at 50% 0%, ${({ theme }) => theme.colors.placeholderFrom}, ${({ theme }) => theme.colors.background} 60%);
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  width: min(100%, ${({ theme }) => theme.space(240)});
`;

const StyledBrand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(100%, ${({ theme }) => theme.layout.dialogWidth});
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised}, inset 0 0 0 1px ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const StyledHelp = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const StyledTiles = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    color: ${({ theme }) => theme.colors.brand};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The public activation screen's frame: logo, tagline, the form card, help text and the three tiles. */
export function ActivationLayout({ children, tagline = ACTIVATION_TAGLINE, features = ACTIVATION_FEATURES, help }: ActivationLayoutProps) {
  return (
    <StyledPage>
      <StyledColumn>
        <StyledBrand>
          <Logo size="lg" />
          <p>{tagline}</p>
        </StyledBrand>
        <StyledCard aria-label="Activate this device">
          {children}
          {help ? <StyledHelp>{help}</StyledHelp> : null}
        </StyledCard>
        <StyledTiles aria-label="Why Tangerine">
          {features.map((feature) => (
            <StyledTile key={feature.title}>
              <Icon name={feature.icon} size="xl" />
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </StyledTile>
          ))}
        </StyledTiles>
      </StyledColumn>
    </StyledPage>
  );
}
