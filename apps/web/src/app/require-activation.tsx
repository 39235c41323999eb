import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../lib/session';

/** product §2/§5: only an activated session gets past; everyone else lands on /activate. */
export function RequireActivation() {
  const session = useSession();
  const location = useLocation();
  if (!session.isActivated) return <Navigate to="/activate" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** An activated listener who opens /activate goes home instead. */
export function RedirectIfActivated() {
  const session = useSession();
  if (session.isActivated) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
