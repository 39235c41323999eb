import { useId, useState } from 'react';
import { checkIcon, trashIcon } from '../../icons/glyphs';
import { Button } from '../button/button';
import { TextInput } from '../text-input/text-input';
import { useT } from '../../i18n/i18n';
import { StyledPanel, StyledPanelTitle } from '../profile/profile.styles';
import { StyledActions, StyledAttention, StyledNote, StyledService, StyledServiceName, StyledServices } from './scrobbling.styles';

export type ScrobbleStatus = 'disconnected' | 'connected' | 'needs_attention';

export interface ScrobbleService {
  status: ScrobbleStatus;
  userName: string | null;
  /** What the listener must do, when the service refused the connection. */
  message: string | null;
  /** Plays waiting to be sent. */
  queued: number;
}

export interface LastFmService extends ScrobbleService {
  /** False when the server has no Last.fm API key; `unavailableReason` says so. */
  available: boolean;
  unavailableReason: string | null;
}

export interface ScrobblingPanelProps {
  /** Null while they are read. */
  listenBrainz: ScrobbleService | null;
  lastFm: LastFmService | null;
  loadError?: string | null;
  listenBrainzBusy?: boolean;
  listenBrainzError?: string | null;
  lastFmBusy?: boolean;
  lastFmError?: string | null;
  onConnectListenBrainz: (token: string) => void;
  onDisconnectListenBrainz: () => void;
  onConnectLastFm: () => void;
  onDisconnectLastFm: () => void;
}

/** The English text, for tests (the panel shows `scrobbling.intro`). */
export const SCROBBLING_INTRO = 'Send what you play to ListenBrainz or Last.fm: a song counts once half of it, or 4 minutes, was heard.';

function StatusLines({ service }: { service: ScrobbleService }) {
  const t = useT();
  return (
    <>
      {service.userName && service.status !== 'disconnected' ? <StyledNote>{t('scrobbling.connectedAs', { name: service.userName })}</StyledNote> : null}
      {service.status === 'needs_attention' && service.message ? <StyledAttention role="alert">{service.message}</StyledAttention> : null}
      {service.queued > 0 ? <StyledNote>{t('scrobbling.queued', { count: service.queued })}</StyledNote> : null}
    </>
  );
}

function ListenBrainz({ service, busy, error, onConnect, onDisconnect }: { service: ScrobbleService; busy: boolean; error: string | null | undefined; onConnect: (token: string) => void; onDisconnect: () => void }) {
  const t = useT();
  const titleId = useId();
  const [token, setToken] = useState('');
  const connected = service.status === 'connected';
  return (
    <StyledService aria-labelledby={titleId}>
      <StyledServiceName id={titleId}>ListenBrainz</StyledServiceName>
      <StatusLines service={service} />
      {connected ? (
        <StyledActions>
          <Button variant="ghost" size="sm" icon={trashIcon} onClick={onDisconnect} disabled={busy}>
            {t('scrobbling.disconnect')}
          </Button>
        </StyledActions>
      ) : (
        <StyledActions
          as="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (token.trim()) onConnect(token.trim());
          }}
        >
          <TextInput label={t('scrobbling.token')} type="password" autoComplete="off" placeholder={t('scrobbling.tokenPlaceholder')} maxLength={200} value={token} onChange={(event) => setToken(event.target.value)} error={error ?? undefined} />
          <Button type="submit" size="md" icon={checkIcon} disabled={busy || !token.trim()}>
            {t('scrobbling.connect')}
          </Button>
          {service.status === 'needs_attention' ? (
            <Button variant="ghost" size="md" icon={trashIcon} onClick={onDisconnect} disabled={busy}>
              {t('scrobbling.disconnect')}
            </Button>
          ) : null}
        </StyledActions>
      )}
    </StyledService>
  );
}

function LastFm({ service, busy, error, onConnect, onDisconnect }: { service: LastFmService; busy: boolean; error: string | null | undefined; onConnect: () => void; onDisconnect: () => void }) {
  const t = useT();
  const titleId = useId();
  const reasonId = useId();
  return (
    <StyledService aria-labelledby={titleId}>
      <StyledServiceName id={titleId}>Last.fm</StyledServiceName>
      <StatusLines service={service} />
      {!service.available && service.unavailableReason ? <StyledNote id={reasonId}>{service.unavailableReason}</StyledNote> : null}
      {error ? <StyledAttention role="alert">{error}</StyledAttention> : null}
      <StyledActions>
        {service.status !== 'connected' ? (
          <Button size="md" icon={checkIcon} onClick={onConnect} disabled={busy || !service.available} aria-describedby={service.available ? undefined : reasonId}>
            {t('scrobbling.connect')}
          </Button>
        ) : null}
        {service.status !== 'disconnected' ? (
          <Button variant="ghost" size="sm" icon={trashIcon} onClick={onDisconnect} disabled={busy}>
            {t('scrobbling.disconnect')}
          </Button>
        ) : null}
      </StyledActions>
    </StyledService>
  );
}

/** "Scrobbling" in the profile dialog: ListenBrainz (a user token) and Last.fm (its sign-in page). */
export function ScrobblingPanel(props: ScrobblingPanelProps) {
  const t = useT();
  const titleId = useId();
  const { listenBrainz, lastFm } = props;
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledPanelTitle id={titleId}>{t('scrobbling.title')}</StyledPanelTitle>
      <StyledNote>{t('scrobbling.intro')}</StyledNote>
      {props.loadError ? <StyledAttention role="alert">{props.loadError}</StyledAttention> : null}
      {listenBrainz && lastFm ? (
        <StyledServices>
          <ListenBrainz service={listenBrainz} busy={props.listenBrainzBusy ?? false} error={props.listenBrainzError} onConnect={props.onConnectListenBrainz} onDisconnect={props.onDisconnectListenBrainz} />
          <LastFm service={lastFm} busy={props.lastFmBusy ?? false} error={props.lastFmError} onConnect={props.onConnectLastFm} onDisconnect={props.onDisconnectLastFm} />
        </StyledServices>
      ) : props.loadError ? null : (
        <StyledNote role="status">{t('scrobbling.loading')}</StyledNote>
      )}
    </StyledPanel>
  );
}
