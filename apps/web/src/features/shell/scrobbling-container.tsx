import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ScrobbleConnection } from '@tangerine/api';
import { i18n, ScrobblingPanel, translate, useT, type ScrobbleService } from '@tangerine/ui';
import { useSearchParams } from 'react-router-dom';
import { scrobblingMutations, scrobblingQueries } from '../../api/scrobbling-queries';
import { errorText } from '../../lib/i18n/error-text';

/**
 * A connection as the panel shows it. "Needs attention" has one cause per service (the service no
 * longer accepts the listener's token or session), said in the listener's language rather than in the
 * server's English.
 */
const serviceOf = (connection: ScrobbleConnection, revoked: string): ScrobbleService => ({
  status: connection.status,
  userName: connection.user_name,
  message: connection.status === 'needs_attention' ? revoked : connection.message,
  queued: connection.queued,
});

/** Where the app goes for Last.fm's sign-in page (a port, so tests can watch it). */
export type Navigate = (url: string) => void;
const goTo: Navigate = (url) => window.location.assign(url);

/**
 * "Scrobbling" in the profile dialog. Last.fm's sign-in leaves the app and comes back through the
 * server with `?lastfm=connected` or `?lastfm=failed&lastfm_message=…`, which is shown here once.
 */
export function ScrobblingContainer({ navigate = goTo }: { navigate?: Navigate }) {
  const t = useT();
  const status = useQuery(scrobblingQueries.status());
  const connectListenBrainz = useMutation(scrobblingMutations.connectListenBrainz());
  const disconnectListenBrainz = useMutation(scrobblingMutations.disconnectListenBrainz());
  const startLastFm = useMutation(scrobblingMutations.startLastFm());
  const disconnectLastFm = useMutation(scrobblingMutations.disconnectLastFm());
  const [params, setParams] = useSearchParams();
  // Last.fm's (or the server's) reason is English: other languages say that the sign-in failed.
  const [returned] = useState(() => (params.get('lastfm') === 'failed' ? ((i18n.locale === 'en' ? params.get('lastfm_message') : null) ?? translate('scrobbling.lastFmFailed')) : null));
  useEffect(() => {
    if (!params.has('lastfm')) return;
    const rest = new URLSearchParams(params);
    rest.delete('lastfm');
    rest.delete('lastfm_message');
    setParams(rest, { replace: true });
  }, [params, setParams]);

  const data = status.data;
  return (
    <ScrobblingPanel
      listenBrainz={data ? serviceOf(data.listenbrainz, t('scrobbling.listenBrainzRevoked')) : null}
      // The server's reason is its operator's English; its one meaning is said in the listener's language.
      lastFm={data ? { ...serviceOf(data.lastfm, t('scrobbling.lastFmRevoked')), available: data.lastfm.available, unavailableReason: data.lastfm.available ? null : t('scrobbling.lastFmNotSetUp') } : null}
      loadError={status.isError ? t('scrobbling.loadFailed') : null}
      listenBrainzBusy={connectListenBrainz.isPending || disconnectListenBrainz.isPending}
      listenBrainzError={connectListenBrainz.error ? errorText(connectListenBrainz.error) : null}
      lastFmBusy={startLastFm.isPending || startLastFm.isSuccess || disconnectLastFm.isPending}
      lastFmError={startLastFm.error ? errorText(startLastFm.error) : returned}
      onConnectListenBrainz={(token) => connectListenBrainz.mutate(token)}
      onDisconnectListenBrainz={() => disconnectListenBrainz.mutate()}
      onConnectLastFm={() => startLastFm.mutate(undefined, { onSuccess: (answer) => answer && navigate(answer.auth_url) })}
      onDisconnectLastFm={() => disconnectLastFm.mutate()}
    />
  );
}
