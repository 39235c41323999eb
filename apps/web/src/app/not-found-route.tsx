import { ButtonLink, EmptyState, searchIcon, useT } from '@tangerine/ui';

export function Component() {
  const t = useT();
  return (
    <EmptyState
      icon={searchIcon}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <ButtonLink href="/" variant="primary">
          {t('notFound.goHome')}
        </ButtonLink>
      }
    />
  );
}
