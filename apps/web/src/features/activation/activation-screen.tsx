// TODO(ui): the presentational screen belongs in libs/ui; this file should shrink to a binding.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_PLACEHOLDER } from '@tangerine/session';
import { Button, Icon, Logo, TextInput, type IconName } from '@tangerine/ui';
import { tokens } from '../../lib/ui-fallback';

export const ACTIVATE_LABEL = 'Activate & Start Listening';
export const ACTIVATING_LABEL = 'Activating...';
export const HELP_TEXT = 'Need an activation code? Contact your administrator.';
export const TAGLINE = 'Premium Streaming Experience';

const TILES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'headphones', title: 'Unlimited Streaming', text: 'Songs, albums, podcasts and live radio without limits.' },
  { icon: 'volume', title: 'High Quality Audio', text: 'Crisp, clear sound on every track.' },
  { icon: 'device', title: 'Multi Device', text: 'Activate each of your devices and listen anywhere.' },
];

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
  background: radial-gradient(circle at 50% 0%, #2a160a 0%, ${tokens.background} 60%);
  color: ${tokens.text};
  font-family: ${tokens.font};
`;
const Column = styled.div`
  width: min(560px, 100%);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  text-align: center;
`;
const Brand = styled.h1`
  margin: 0;
`;
const Tagline = styled.p`
  margin: 0;
  color: ${tokens.textMuted};
  font-size: 16px;
`;
const Form = styled.form`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 24px;
  border-radius: 12px;
  border: 1px solid ${tokens.border};
  background: ${tokens.surface};
`;
const CodeField = styled.div`
  input {
    font-family: ${tokens.mono};
    font-size: 20px;
    letter-spacing: 0.12em;
    text-align: center;
    text-transform: uppercase;
  }
`;
const Help = styled.p`
  margin: 0;
  color: ${tokens.textMuted};
`;
const Tiles = styled.ul`
  width: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 16px;
    border-radius: 12px;
    background: ${tokens.surface};
    color: ${tokens.textMuted};
    font-size: 12px;
  }
  h2 {
    margin: 0;
    color: ${tokens.text};
    font-size: 14px;
  }
  svg {
    color: ${tokens.brand};
  }
`;

export interface ActivationScreenProps {
  code: string;
  canSubmit: boolean;
  submitting: boolean;
  validationError: string | null;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
}

export function ActivationScreen(props: ActivationScreenProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <Page>
      <Column>
        <Brand>
          <Logo size="lg" />
        </Brand>
        <Tagline>{TAGLINE}</Tagline>
        <Form onSubmit={submit} noValidate>
          <CodeField>
            <TextInput
              label="Activation Code"
              id="activation-code"
              name="code"
              size="lg"
              value={props.code}
              placeholder={ACTIVATION_CODE_PLACEHOLDER}
              maxLength={ACTIVATION_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
              error={props.validationError ?? undefined}
              onChange={(event) => props.onCodeChange(event.target.value)}
              onKeyDown={(event) => {
                // A disabled submit button blocks implicit submission; Enter still reports what is missing.
                if (event.key === 'Enter' && !props.canSubmit) {
                  event.preventDefault();
                  props.onSubmit();
                }
              }}
            />
          </CodeField>
          <Button type="submit" size="lg" fullWidth disabled={!props.canSubmit} loading={props.submitting} loadingLabel={ACTIVATING_LABEL}>
            {ACTIVATE_LABEL}
          </Button>
          <Help id="activation-help">{HELP_TEXT}</Help>
        </Form>
        <Tiles aria-label="Why Tangerine">
          {TILES.map((tile) => (
            <li key={tile.title}>
              <Icon name={tile.icon} size="lg" />
              <h2>{tile.title}</h2>
              <p>{tile.text}</p>
            </li>
          ))}
        </Tiles>
      </Column>
    </Page>
  );
}
