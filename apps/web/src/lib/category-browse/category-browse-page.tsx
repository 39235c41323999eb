import { ChipGroup, EmptyState, LoadingState, Page, PageHead, Section, Text, useT, type IconGlyph } from '@tangerine/ui';
import { ALL_CATEGORY } from './sample';
import type { ReactNode } from 'react';
import type { CategoryBrowse } from './use-category-browse';

export interface CategoryBrowsePageProps<Item> {
  /** "Radio", "Podcasts". */
  title: string;
  browse: CategoryBrowse<Item>;
  loading: boolean;
  loadingText: string;
  /** Shown when the catalogue has no items at all. */
  empty: { icon: IconGlyph; title: string; text: string };
  /** Nothing loaded (the catalogue is empty or the call failed). */
  isEmpty: boolean;
  /** "14 stations": the chosen category's count. */
  countText: (count: number) => string;
  popularTitle: string;
  allTitle: string;
  /** The chip that shows the whole catalogue: "All", "All Podcasts". */
  allCategoryLabel: string;
  renderItems: (items: ReadonlyArray<Item>) => ReactNode;
}

/**
 * The radio and podcast list screens (product §2): "Select a Category" until a chip is chosen, then the
 * count, the popular items, Discover New and the whole category.
 */
export function CategoryBrowsePage<Item>({ title, browse, loading, loadingText, empty, isEmpty, countText, popularTitle, allTitle, allCategoryLabel, renderItems }: CategoryBrowsePageProps<Item>) {
  const t = useT();
  const categories = browse.categories.map((option) => (option.value === ALL_CATEGORY ? { ...option, label: allCategoryLabel } : option));
  let body: ReactNode;
  if (loading) body = <LoadingState text={loadingText} />;
  else if (isEmpty) body = <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  else
    body = (
      <>
        <Section title={browse.category ? t('podcasts.categories') : t('podcasts.selectCategory')}>
          <ChipGroup label={t('podcasts.category')} options={categories} value={browse.category ?? ''} onChange={browse.choose} />
        </Section>
        {browse.category && (
          <>
            <Text $muted>{countText(browse.shown.length)}</Text>
            <Section title={popularTitle}>{renderItems(browse.popular)}</Section>
            <Section title={t('podcasts.discoverNew')}>{renderItems(browse.discover)}</Section>
            <Section title={allTitle}>{renderItems(browse.shown)}</Section>
          </>
        )}
      </>
    );
  return (
    <Page>
      <PageHead title={title} />
      {body}
    </Page>
  );
}
