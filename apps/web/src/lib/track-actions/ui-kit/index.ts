// TODO(ui): everything here is presentational and belongs in libs/ui; it lives beside the track
// actions only because libs/ui did not have it yet. Screens import it from '../../lib/track-actions'.
export { Artwork } from './artwork';
export { ChipGroup, type ChipOption } from './chips';
export { DetailHeader } from './detail-header';
export { CardGrid, Muted, Page, PageHead, PageTitle, Row, Section } from './layout';
export { MediaCard, type MediaCardProps } from './media-card';
export { Pagination } from './pagination';
export { Badge, EmptyState, LoadingState, Panel, TagList } from './states';
