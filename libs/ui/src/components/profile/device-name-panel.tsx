import { checkIcon, editIcon } from '../../icons/glyphs';
import { useId, useState } from 'react';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { useT } from '../../i18n/i18n';
import { StyledForm, StyledIntro } from '../app-passwords/app-passwords.styles';
import { StyledPanel, StyledPanelTitle, StyledRow } from './profile.styles';

export interface DeviceNamePanelProps {
  /** The name the code's devices show for this one; null while it is read. */
  name: string | null;
  saving?: boolean;
  error?: string | null;
  /** An empty name goes back to the browser and system ("Chrome on Linux"). */
  onRename: (name: string) => Promise<unknown> | void;
}

export const DEVICE_NAME_MAX_LENGTH = 60;

/** "Device name": how this device is shown everywhere, renamed here. */
export function DeviceNamePanel({ name, saving = false, error, onRename }: DeviceNamePanelProps) {
  const t = useT();
  const titleId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{t('deviceName.title')}</StyledPanelTitle>
      <StyledIntro>{t('deviceName.intro')}</StyledIntro>
      {draft === null ? (
        <StyledRow>
          <strong>{name ?? '…'}</strong>
          <Button variant="secondary" size="sm" icon={editIcon} disabled={name === null} onClick={() => setDraft(name ?? '')}>
            {t('deviceName.rename')}
          </Button>
        </StyledRow>
      ) : (
        <StyledForm
          onSubmit={(event) => {
            event.preventDefault();
            void Promise.resolve(onRename(draft.trim())).then(() => setDraft(null), () => undefined);
          }}
        >
          <TextInput label={t('deviceName.title')} placeholder={t('deviceName.placeholder')} maxLength={DEVICE_NAME_MAX_LENGTH} value={draft} onChange={(event) => setDraft(event.target.value)} error={error ?? undefined} autoFocus />
          <Button type="submit" size="md" icon={checkIcon} disabled={saving}>
            {t('common.save')}
          </Button>
          <Button type="button" variant="ghost" size="md" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </Button>
        </StyledForm>
      )}
    </StyledPanel>
  );
}
