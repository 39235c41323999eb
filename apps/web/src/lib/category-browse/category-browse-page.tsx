import { ChipGroup, EmptyState, LoadingState, Page, PageHead, Section, Text, type IconGlyph } from '@tangerine/ui';
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
  renderItems: (items: ReadonlyArray<Item>) => ReactNode;
}

/**
 * The radio and podcast list screens (product §2): "Select a Category" until a chip is chosen, then the
 * count, the popular items, Discover New and the whole category.
 */
export function CategoryBrowsePage<Item>({ title, browse, loading, loadingText, empty, isEmpty, countText, popularTitle, allTitle, renderItems }: CategoryBrowsePageProps<Item>) {
  let body: ReactNode;
  if (loading) body = <LoadingState text={loadingText} />;
  else if (isEmpty) body = <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  else
    body = (
      <>
        <Section title={browse.category ? 'Categories' : 'Select a Category'}>
          <ChipGroup label="Category" options={browse.categories} value={browse.category ?? ''} onChange={browse.choose} />
        </Section>
        {browse.category && (
          <>
            <Text $muted>{countText(browse.shown.length)}</Text>
            <Section title={popularTitle}>{renderItems(browse.popular)}</Section>
            <Section title="Discover New">{renderItems(browse.discover)}</Section>
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
