// Page layout bits libs/ui does not have yet (TODO(ui)), and the libs/ui components the screens bind,
// re-exported so the screens import one place.
export { Muted, Page, PageHead, PageTitle, Row } from './layout';
export { TagList } from './states';
export {
  Artwork,
  Badge,
  CardGrid,
  ChipGroup,
  DetailHeader,
  EmptyState,
  LoadingState,
  MediaCard,
  Pagination,
  Panel,
  Section,
  type ChipOption,
  type MediaCardProps,
} from '@tangerine/ui';
