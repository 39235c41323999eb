import { checkIcon, copyIcon, plusIcon, trashIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { Button } from '../button/button';
import { InfoList } from '../info-list/info-list';
import { TextInput } from '../text-input/text-input';
import { StyledPanel, StyledPanelTitle } from '../profile/profile.styles';
import { StyledApp, StyledAppName, StyledApps, StyledCredentials, StyledForm, StyledIntro, StyledSecret } from './app-passwords.styles';

export interface ConnectedApp {
  username: string;
  name: string;
}

export interface NewAppLogin {
  username: string;
  password: string;
}

export interface AppPasswordsProps {
  /** The address to type into the app as its server. */
  serverUrl: string;
  apps: readonly ConnectedApp[];
  /** The app password just made: shown once, until `onDone`. */
  created?: NewAppLogin | null;
  creating?: boolean;
  error?: string | null;
  onCreate: (name: string) => void;
  onRevoke: (username: string) => void;
  onDone: () => void;
  /** Copies the password just made (the app writes it to the clipboard and sets `passwordCopied`). */
  onCopyPassword?: (password: string) => void;
  passwordCopied?: boolean;
}

/** The English texts, for tests (the panel shows `appPasswords.intro` and `appPasswords.shownOnce`). */
export const APP_PASSWORDS_INTRO = 'Listen in Subsonic apps (Symfonium, DSub, Feishin, Substreamer…): name the app, then type the server URL, username and password into it. Each app counts as one of your devices.';
export const SHOWN_ONCE_TEXT = 'Copy the password now: it is shown only once.';

/** "Connect an app": app passwords for Subsonic apps, made, shown once and revoked here. */
export function AppPasswords({ serverUrl, apps, created, creating = false, error, onCreate, onRevoke, onDone, onCopyPassword, passwordCopied = false }: AppPasswordsProps) {
  const t = useT();
  const titleId = useId();
  const [name, setName] = useState('');
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{t('appPasswords.title')}</StyledPanelTitle>
      <StyledIntro>{t('appPasswords.intro')}</StyledIntro>
      {created ? (
        <StyledCredentials role="status">
          <InfoList
            items={[
              { label: t('appPasswords.serverUrl'), value: serverUrl },
              { label: t('appPasswords.username'), value: created.username },
              {
                label: t('appPasswords.password'),
                value: (
                  <StyledSecret>
                    <span>{created.password}</span>
                    {onCopyPassword ? (
                      <IconButton icon={passwordCopied ? checkIcon : copyIcon} label={passwordCopied ? t('appPasswords.copied') : t('appPasswords.copy')} active={passwordCopied} size="sm" onClick={() => onCopyPassword(created.password)} />
                    ) : null}
                  </StyledSecret>
                ),
              },
            ]}
          />
          <StyledIntro>{t('appPasswords.shownOnce')}</StyledIntro>
          <Button variant="secondary" size="sm" icon={checkIcon} onClick={onDone}>
            {t('appPasswords.done')}
          </Button>
        </StyledCredentials>
      ) : (
        <StyledForm
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) onCreate(name.trim());
          }}
        >
          <TextInput label={t('appPasswords.appName')} placeholder={t('appPasswords.appNamePlaceholder')} maxLength={60} value={name} onChange={(event) => setName(event.target.value)} error={error ?? undefined} />
          <Button type="submit" size="md" icon={plusIcon} disabled={creating || !name.trim()}>
            {t('appPasswords.create')}
          </Button>
        </StyledForm>
      )}
      {apps.length ? (
        <StyledApps aria-label={t('appPasswords.connected')}>
          {apps.map((app) => (
            <StyledApp key={app.username}>
              <StyledAppName>
                <span>{app.name}</span>
                <span>{app.username}</span>
              </StyledAppName>
              <Button variant="ghost" size="sm" icon={trashIcon} onClick={() => onRevoke(app.username)} aria-label={t('appPasswords.revokeApp', { name: app.name })}>
                {t('appPasswords.revoke')}
              </Button>
            </StyledApp>
          ))}
        </StyledApps>
      ) : null}
    </StyledPanel>
  );
}
