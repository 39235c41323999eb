import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DISCOVER_COUNT, sample, type Category } from './sample';

export interface CategoryRules<Item> {
  /** The chips: "All …" first, then the categories found in `items`. */
  categoriesOf: (items: ReadonlyArray<Item>) => Category[];
  inCategory: (item: Item, category: string) => boolean;
  /** The top items of the chosen category (SPEC: 6, by popularity or episode count). */
  popularOf: (items: ReadonlyArray<Item>) => Item[];
}

export interface CategoryBrowse<Item> {
  /** `?category=`; null until the listener picks one (the first view is the picker). */
  category: string | null;
  choose: (category: string) => void;
  categories: Category[];
  /** Every item of the chosen category (none before a choice). */
  shown: Item[];
  popular: Item[];
  /** 6 random items of the chosen category, drawn again when the category or the list changes. */
  discover: Item[];
}

/** The radio and podcast lists' category flow: a picker first, then the chosen category's items. */
export function useCategoryBrowse<Item>(items: ReadonlyArray<Item>, rules: CategoryRules<Item>): CategoryBrowse<Item> {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const { categoriesOf, inCategory, popularOf } = rules;
  const categories = useMemo(() => categoriesOf(items), [categoriesOf, items]);
  const shown = useMemo(() => (category ? items.filter((item) => inCategory(item, category)) : []), [items, category, inCategory]);
  const popular = useMemo(() => popularOf(shown), [popularOf, shown]);
  const discover = useMemo(() => sample(shown, DISCOVER_COUNT), [shown]);
  return { category, choose: (value) => setParams({ category: value }), categories, shown, popular, discover };
}
