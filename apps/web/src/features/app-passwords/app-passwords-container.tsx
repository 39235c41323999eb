import { useMutation, useQuery } from '@tanstack/react-query';
import { AppPasswords, translate } from '@tangerine/ui';
import { appPasswordMutations, appPasswordQueries } from '../../api/app-password-queries';
import { copyToClipboard, useCopiedFlag } from '../../lib/clipboard';
import { errorText } from '../../lib/i18n/error-text';
import { notifyError } from '../../lib/toast';

/** The server as a Subsonic app reaches it: this page's origin (apps add /rest themselves). */
const serverUrl = () => window.location.origin;

/** Binds "Connect an app" to the app-password operations; the password shows until Done. */
export function AppPasswordsContainer() {
  const list = useQuery(appPasswordQueries.list());
  const create = useMutation(appPasswordMutations.create());
  const revoke = useMutation({ ...appPasswordMutations.revoke(), onError: () => notifyError(translate('appPasswords.revokeFailed')) });
  const apps = list.data?.app_passwords ?? [];
  const [copied, setCopied] = useCopiedFlag();
  return (
    <AppPasswords
      serverUrl={serverUrl()}
      apps={apps.map((app) => ({ username: app.username, name: app.name }))}
      created={create.data ? { username: create.data.username, password: create.data.password } : null}
      creating={create.isPending}
      error={create.error ? errorText(create.error, { bad_request: 'appPasswords.nameRequired' }) : null}
      onCreate={(name) => create.mutate(name)}
      onRevoke={(username) => revoke.mutate(username)}
      onDone={() => create.reset()}
      passwordCopied={copied}
      onCopyPassword={(password) =>
        void copyToClipboard(password).then(
          () => setCopied(true),
          () => notifyError(translate('appPasswords.copyFailed')),
        )
      }
    />
  );
}
