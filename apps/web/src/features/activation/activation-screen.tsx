// TODO(ui): the presentational screen belongs in libs/ui; this file should shrink to a binding.
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_PLACEHOLDER } from '@tangerine/session';
import { Button, Icon, tokens, type IconName } from '../../lib/ui-fallback';

export const ACTIVATE_LABEL = 'Activate & Start Listening';
export const ACTIVATING_LABEL = 'Activating...';
export const HELP_TEXT = 'Need an activation code? Contact your administrator.';
export const TAGLINE = 'Premium Streaming Experience';

const TILES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'music', title: 'Unlimited Streaming', text: 'Songs, albums, podcasts and live radio without limits.' },
  { icon: 'volume', title: 'High Quality Audio', text: 'Crisp, clear sound on every track.' },
  { icon: 'radio', title: 'Multi Device', text: 'Activate each of your devices and listen anywhere.' },
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
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  font-size: 40px;
  color: ${tokens.brand};
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
  label {
    font-weight: 600;
    text-align: left;
  }
`;
const CodeInput = styled.input`
  width: 100%;
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid ${tokens.border};
  background: ${tokens.background};
  color: ${tokens.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 20px;
  letter-spacing: 0.12em;
  text-align: center;
  text-transform: uppercase;
  &:focus-visible {
    outline: 2px solid ${tokens.brand};
    outline-offset: 2px;
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${tokens.danger};
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
          <Icon name="music" size={40} />
          Tangerine
        </Brand>
        <Tagline>{TAGLINE}</Tagline>
        <Form onSubmit={submit} noValidate>
          <label htmlFor="activation-code">Activation Code</label>
          <CodeInput
            id="activation-code"
            name="code"
            value={props.code}
            placeholder={ACTIVATION_CODE_PLACEHOLDER}
            maxLength={ACTIVATION_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            aria-invalid={props.validationError ? true : undefined}
            aria-describedby={props.validationError ? 'activation-error' : 'activation-help'}
            onChange={(event) => props.onCodeChange(event.target.value)}
            onKeyDown={(event) => {
              // A disabled submit button blocks implicit submission; Enter still reports what is missing.
              if (event.key === 'Enter' && !props.canSubmit) {
                event.preventDefault();
                props.onSubmit();
              }
            }}
          />
          {props.validationError && (
            <ErrorText id="activation-error" role="alert">
              {props.validationError}
            </ErrorText>
          )}
          <Button type="submit" disabled={!props.canSubmit} aria-busy={props.submitting || undefined}>
            {props.submitting ? ACTIVATING_LABEL : ACTIVATE_LABEL}
          </Button>
          <Help id="activation-help">{HELP_TEXT}</Help>
        </Form>
        <Tiles aria-label="Why Tangerine">
          {TILES.map((tile) => (
            <li key={tile.title}>
              <Icon name={tile.icon} size={28} />
              <h2>{tile.title}</h2>
              <p>{tile.text}</p>
            </li>
          ))}
        </Tiles>
      </Column>
    </Page>
  );
}
