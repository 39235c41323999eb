import type { FormEvent, ReactNode } from 'react';
import { TextInput, type TextInputProps } from '../text-input/text-input';
import { Icon } from '../../icons/icon';
import { deviceIcon, headphonesIcon, type IconGlyph, starIcon } from '../../icons/glyphs';
import { Logo } from '../logo/logo';
import { useT, type MessageId } from '../../i18n/i18n';
import { StyledPage, StyledColumn, StyledBrand, StyledBrandHeading, StyledCard, StyledHelp, StyledTiles, StyledTile, StyledCodeField } from './activation-layout.styles';

export interface FeatureTileData {
  icon: IconGlyph;
  title: string;
  text: string;
}

/** The three marketing tiles of the activation screen. */
const ACTIVATION_FEATURES: ReadonlyArray<{ icon: IconGlyph; title: MessageId; text: MessageId }> = [
  { icon: headphonesIcon, title: 'activation.unlimitedTitle', text: 'activation.unlimitedText' },
  { icon: starIcon, title: 'activation.qualityTitle', text: 'activation.qualityText' },
  { icon: deviceIcon, title: 'activation.devicesTitle', text: 'activation.devicesText' },
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
export function ActivationLayout({ children, tagline, features, help, onSubmit }: ActivationLayoutProps) {
  const t = useT();
  const tiles = features ?? ACTIVATION_FEATURES.map((feature) => ({ icon: feature.icon, title: t(feature.title), text: t(feature.text) }));
  return (
    <StyledPage>
      <StyledColumn>
        <StyledBrand>
          <StyledBrandHeading>
            <Logo size="lg" />
          </StyledBrandHeading>
          <p>{tagline ?? t('activation.tagline')}</p>
        </StyledBrand>
        {onSubmit ? (
          <StyledCard as="form" aria-label={t('activation.cardLabel')} noValidate onSubmit={onSubmit}>
            {children}
            {help ? <StyledHelp>{help}</StyledHelp> : null}
          </StyledCard>
        ) : (
          <StyledCard aria-label={t('activation.cardLabel')}>
            {children}
            {help ? <StyledHelp>{help}</StyledHelp> : null}
          </StyledCard>
        )}
        <StyledTiles aria-label={t('activation.whyLabel')}>
          {tiles.map((feature) => (
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
