import { checkIcon, copyIcon, plusIcon, trashIcon } from '../../icons/glyphs';
import { IconButton } from '../icon-button/icon-button';
import { useId, useState } from 'react';
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

export const APP_PASSWORDS_INTRO = 'Listen in Subsonic apps (Symfonium, DSub, Feishin, Substreamer…): name the app, then type the server URL, username and password into it. Each app counts as one of your devices.';
export const SHOWN_ONCE_TEXT = 'Copy the password now: it is shown only once.';

/** "Connect an app": app passwords for Subsonic apps, made, shown once and revoked here. */
export function AppPasswords({ serverUrl, apps, created, creating = false, error, onCreate, onRevoke, onDone, onCopyPassword, passwordCopied = false }: AppPasswordsProps) {
  const titleId = useId();
  const [name, setName] = useState('');
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>Connect an app</StyledPanelTitle>
      <StyledIntro>{APP_PASSWORDS_INTRO}</StyledIntro>
      {created ? (
        <StyledCredentials role="status">
          <InfoList
            items={[
              { label: 'Server URL', value: serverUrl },
              { label: 'Username', value: created.username },
              {
                label: 'Password',
                value: (
                  <StyledSecret>
                    <span>{created.password}</span>
                    {onCopyPassword ? (
                      <IconButton icon={passwordCopied ? checkIcon : copyIcon} label={passwordCopied ? 'Copied' : 'Copy password'} active={passwordCopied} size="sm" onClick={() => onCopyPassword(created.password)} />
                    ) : null}
                  </StyledSecret>
                ),
              },
            ]}
          />
          <StyledIntro>{SHOWN_ONCE_TEXT}</StyledIntro>
          <Button variant="secondary" size="sm" icon={checkIcon} onClick={onDone}>
            Done
          </Button>
        </StyledCredentials>
      ) : (
        <StyledForm
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) onCreate(name.trim());
          }}
        >
          <TextInput label="App name" placeholder="Symfonium on my phone" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} error={error ?? undefined} />
          <Button type="submit" size="md" icon={plusIcon} disabled={creating || !name.trim()}>
            Create app password
          </Button>
        </StyledForm>
      )}
      {apps.length ? (
        <StyledApps aria-label="Connected apps">
          {apps.map((app) => (
            <StyledApp key={app.username}>
              <StyledAppName>
                <span>{app.name}</span>
                <span>{app.username}</span>
              </StyledAppName>
              <Button variant="ghost" size="sm" icon={trashIcon} onClick={() => onRevoke(app.username)} aria-label={`Revoke ${app.name}`}>
                Revoke
              </Button>
            </StyledApp>
          ))}
        </StyledApps>
      ) : null}
    </StyledPanel>
  );
}
