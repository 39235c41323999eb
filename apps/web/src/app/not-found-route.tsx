import { Link } from 'react-router-dom';
import { Button, EmptyState } from '../lib/ui-fallback';

export function Component() {
  return (
    <EmptyState
      title="Page not found"
      description="The page you're looking for doesn't exist."
      action={
        <Button as={Link} to="/">
          Go home
        </Button>
      }
    />
  );
}
