export { ALL_CATEGORY, DISCOVER_COUNT, POPULAR_COUNT, sample, type Category } from './sample';
export { useCategoryBrowse, type CategoryBrowse, type CategoryRules } from './use-category-browse';
export { CategoryBrowsePage, type CategoryBrowsePageProps } from './category-browse-page';
