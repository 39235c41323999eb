import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, EmptyState } from '@tangerine/ui';

/** A screen that throws shows this instead of a blank page; the shell and player stay. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Please try again.';
  return (
    <EmptyState
      icon="warning"
      title="Something went wrong"
      text={detail}
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
