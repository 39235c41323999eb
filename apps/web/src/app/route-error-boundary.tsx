import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, EmptyState } from '../lib/ui-fallback';

/** A screen that throws shows this instead of a blank page; the shell and player stay. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Please try again.';
  return (
    <EmptyState
      title="Something went wrong"
      description={detail}
      action={<Button onClick={() => window.location.reload()}>Reload</Button>}
    />
  );
}
