import type { ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import type { IconName } from '../../icons/icon-paths';
import { Logo } from '../logo/logo';
import { StyledPage, StyledColumn, StyledBrand, StyledCard, StyledHelp, StyledTiles, StyledTile } from './activation-layout.styles';

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
