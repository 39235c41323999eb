import { ButtonLink, EmptyState, searchIcon } from '@tangerine/ui';

export function Component() {
  return (
    <EmptyState
      icon={searchIcon}
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
