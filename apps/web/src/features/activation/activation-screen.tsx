import type { FormEvent } from 'react';
import { ACTIVATION_CODE_LENGTH, ACTIVATION_CODE_PLACEHOLDER } from '@tangerine/session';
import { ActivationCodeField, ActivationLayout, Button, useT } from '@tangerine/ui';
import { SNAPSHOT_CODE_FIELD_ID } from '../../lib/first-load/prerendered-snapshot';

export interface ActivationScreenProps {
  code: string;
  canSubmit: boolean;
  submitting: boolean;
  validationError: string | null;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
}

/** product §2 Activation: libs/ui's layout and code field bound to the activation machine's state. */
export function ActivationScreen(props: ActivationScreenProps) {
  const t = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <ActivationLayout help={t('activation.help')} onSubmit={submit}>
      <ActivationCodeField
        label={t('activation.codeLabel')}
        id={SNAPSHOT_CODE_FIELD_ID}
        name="code"
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
      <Button type="submit" size="lg" fullWidth disabled={!props.canSubmit} loading={props.submitting} loadingLabel={t('activation.activating')}>
        {t('activation.submit')}
      </Button>
    </ActivationLayout>
  );
}
