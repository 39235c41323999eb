import { useMemo, useState } from 'react';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminFrame, AdminSignIn, translate, useT } from '@tangerine/ui';
import { createAdminClient, isApiError, unwrap, type AdminClient } from '@tangerine/api';
import { ActivityScreen } from './activity-screen';
import { AdminClientContext } from './admin-client-context';
import { failure } from './admin-format';
import { sessionKeyStore, type KeyStore } from './admin-key-store';
import { AuditScreen } from './audit-screen';
import { CatalogueScreen } from './catalogue-screen';
import { CodesScreen } from './codes-screen';
import { ContentScreen } from './content-screen';
import { DevicesScreen } from './devices-screen';
import { LibrariesScreen } from './libraries-screen';

export const ADMIN_TABS = [
  { id: 'codes', labelKey: 'admin.tabCodes' },
  { id: 'devices', labelKey: 'admin.tabDevices' },
  { id: 'activity', labelKey: 'admin.tabActivity' },
  { id: 'content', labelKey: 'admin.tabContent' },
  { id: 'libraries', labelKey: 'admin.tabLibraries' },
  { id: 'catalogue', labelKey: 'admin.tabCatalogue' },
  { id: 'audit', labelKey: 'admin.tabAudit' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const SCREENS: Record<AdminTabId, () => React.JSX.Element> = { codes: CodesScreen, devices: DevicesScreen, activity: ActivityScreen, content: ContentScreen, libraries: LibrariesScreen, catalogue: CatalogueScreen, audit: AuditScreen };

export interface AdminConsoleProps {
  /** Defaults to this page's origin. */
  baseUrl?: string;
  /** Stories and tests answer the calls themselves. */
  fetch?: (request: Request) => Promise<Response>;
  keyStore?: KeyStore;
  initialTab?: AdminTabId;
}

/** /admin: sign in with the admin key, then the screens. Its own chunk, query cache and client. */
export function AdminConsole({ baseUrl = window.location.origin, fetch, keyStore, initialTab = 'codes' }: AdminConsoleProps) {
  const t = useT();
  const store = useMemo(() => keyStore ?? sessionKeyStore(), [keyStore]);
  const [key, setKey] = useState(() => store.get());
  const [tab, setTab] = useState<AdminTabId>(initialTab);
  const [signIn, setSignIn] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const signOut = (reason: string | null) => {
    store.set(null);
    setKey(null);
    setSignIn({ busy: false, error: reason });
  };
  const client: AdminClient = useMemo(() => createAdminClient({ baseUrl, getAdminKey: () => store.get(), ...(fetch ? { fetch } : {}) }), [baseUrl, fetch, store]);
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
        // A rotated key answers 401 everywhere: back to the sign-in with the reason.
        queryCache: new QueryCache({ onError: (error) => isApiError(error) && error.status === 401 && signOut(translate('admin.keyInvalid')) }),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one cache per console
    [],
  );

  const submitKey = async (candidate: string) => {
    setSignIn({ busy: true, error: null });
    store.set(candidate);
    try {
      unwrap(await client.GET('/api/v1/admin/session'));
      setKey(candidate);
      setSignIn({ busy: false, error: null });
    } catch (error) {
      store.set(null);
      setSignIn({ busy: false, error: failure(error) });
    }
  };

  if (!key) return <AdminSignIn onSubmit={(candidate) => void submitKey(candidate)} busy={signIn.busy} error={signIn.error} />;
  const Screen = SCREENS[tab];
  return (
    <AdminClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>
        <AdminFrame
          tabs={ADMIN_TABS.map((tab) => ({ id: tab.id, label: t(tab.labelKey) }))}
          current={tab}
          onSelect={setTab}
          onSignOut={() => {
            queryClient.clear();
            signOut(null);
          }}
        >
          <Screen />
        </AdminFrame>
      </QueryClientProvider>
    </AdminClientContext.Provider>
  );
}

/** The lazy door's export (boot.tsx loads this chunk only on /admin). */
export default AdminConsole;
