export { ALL_CATEGORY, POPULAR_COUNT, sample, type Category } from './sample';
export { useCategoryBrowse, type CategoryRules } from './use-category-browse';
export { CategoryBrowsePage } from './category-browse-page';
