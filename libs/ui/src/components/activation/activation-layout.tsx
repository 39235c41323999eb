import type { FormEvent, ReactNode } from 'react';
import { TextInput, type TextInputProps } from '../text-input/text-input';
import { Icon } from '../../icons/icon';
import { deviceIcon, headphonesIcon, type IconGlyph, starIcon } from '../../icons/glyphs';
import { Logo } from '../logo/logo';
import { StyledPage, StyledColumn, StyledBrand, StyledCard, StyledHelp, StyledTiles, StyledTile, StyledCodeField } from './activation-layout.styles';

export const ACTIVATION_TAGLINE = 'Premium Streaming Experience';

export interface FeatureTileData {
  icon: IconGlyph;
  title: string;
  text: string;
}

/** The three marketing tiles of the activation screen. */
export const ACTIVATION_FEATURES: readonly FeatureTileData[] = [
  { icon: headphonesIcon, title: 'Unlimited Streaming', text: 'Songs, albums, podcasts and live radio, as much as you like.' },
  { icon: starIcon, title: 'High Quality Audio', text: 'Clear, full sound for every track.' },
  { icon: deviceIcon, title: 'Multi Device', text: 'Listen on the devices you activate.' },
];

export interface ActivationLayoutProps {
  /** The activation form (the app's: input formatting and submission are the app's). */
  children: ReactNode;
  tagline?: string;
  features?: readonly FeatureTileData[];
  /** Under the form: "Need an activation code? Contact your administrator." */
  help?: ReactNode;
  /** Makes the card a form (no browser validation): the app handles submission. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}

/** The public activation screen's frame: logo, tagline, the form card, help text and the three tiles. */
export function ActivationLayout({ children, tagline = ACTIVATION_TAGLINE, features = ACTIVATION_FEATURES, help, onSubmit }: ActivationLayoutProps) {
  return (
    <StyledPage>
      <StyledColumn>
        <StyledBrand>
          <Logo size="lg" />
          <p>{tagline}</p>
        </StyledBrand>
        {onSubmit ? (
          <StyledCard as="form" aria-label="Activate this device" noValidate onSubmit={onSubmit}>
            {children}
            {help ? <StyledHelp>{help}</StyledHelp> : null}
          </StyledCard>
        ) : (
          <StyledCard aria-label="Activate this device">
            {children}
            {help ? <StyledHelp>{help}</StyledHelp> : null}
          </StyledCard>
        )}
        <StyledTiles aria-label="Why Tangerine">
          {features.map((feature) => (
            <StyledTile key={feature.title}>
              <Icon icon={feature.icon} size="xl" />
              <h2>{feature.title}</h2>
              <p>{feature.text}</p>
            </StyledTile>
          ))}
        </StyledTiles>
      </StyledColumn>
    </StyledPage>
  );
}

/** The activation code input: a large TextInput in monospace, centred and spaced for the 4-character blocks. */
export function ActivationCodeField(props: TextInputProps) {
  return (
    <StyledCodeField>
      <TextInput size="lg" {...props} />
    </StyledCodeField>
  );
}
