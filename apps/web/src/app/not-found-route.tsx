import { ButtonLink, EmptyState } from '@tangerine/ui';

export function Component() {
  return (
    <EmptyState
      icon="search"
      title="Page not found"
      text="The page you're looking for doesn't exist."
      action={
        <ButtonLink href="/" variant="primary">
          Go home
        </ButtonLink>
      }
    />
  );
}
