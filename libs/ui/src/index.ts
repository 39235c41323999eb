import type {} from './styled'; // the DefaultTheme augmentation (styled.d.ts)
// Tangerine's presentational components: props in, callbacks out; no data, no machines, no router.

export { theme, type TangerineTheme, type ThemeColor, type FontSize } from './theme/theme';
export { GlobalStyles } from './theme/global-styles';
export { TangerineProvider, type TangerineProviderProps } from './theme/tangerine-provider';
export { focusRing, focusVisible, visuallyHidden, truncate, tabularNumbers } from './theme/mixins';

export { Link, LinkProvider, type RenderLink, type LinkComponentProps, type LinkProps } from './lib/link';
export { formatDuration, formatShortDate, formatLongDate, daysUntil, maskCode, pluralize, formatCount, clamp } from './lib/format';
export { PLAY_CONTROL, PLAY_CONTROL_SELECTOR } from './lib/play-control';

export { i18n, activateCatalogue, useT, useLocale, translate, type MessageId, type MessageValues } from './i18n/i18n';
export { LOCALES, DEFAULT_LOCALE, LOCALE_STORAGE_KEY, PSEUDO_LOCALE, isLocale, matchLocale, directionOf, type Locale, type AnyLocale } from './i18n/locales';
export { loadCatalogue, loadArea, loadAfterFirstPaint, showLocale, AREAS, PSEUDO_LOCALE_BUILT, type Area } from './i18n/catalogues';
export { activateEnglish, englishMessages } from './i18n/english';
export { intlLocale, numberFormat, dateFormat, pluralCategory, compareNames } from './i18n/intl';

export { Icon, type IconProps, type IconSize } from './icons/icon';
export * from './icons/glyphs';

export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/button/button';
export { IconButton, type IconButtonProps, type IconButtonVariant, type IconButtonSize } from './components/icon-button/icon-button';
export {
  DownloadControl,
  CANCEL_DOWNLOAD_LABEL,
  DOWNLOAD_LABEL,
  OFFLINE_DOWNLOAD_REASON,
  REMOVE_DOWNLOAD_LABEL,
  type DownloadControlProps,
  type DownloadControlStatus,
} from './components/download-control/download-control';
export { OfflineIndicator } from './components/offline-indicator/offline-indicator';
export { UpdateNotice, UPDATE_AVAILABLE_MESSAGE } from './components/update-notice/update-notice';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge/badge';
export { Artwork, type ArtworkProps, type ArtworkShape, type ArtworkSize } from './components/artwork/artwork';
export { ArtworkSourcesProvider, type ArtworkSrcSet, type ShownWidth } from './components/artwork/artwork-sources';
export { Equalizer, type EqualizerProps } from './components/equalizer/equalizer';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { LoadingState, type LoadingStateProps } from './components/loading-state/loading-state';
export { Chip, ChipGroup, type ChipProps, type ChipGroupProps, type ChipOption } from './components/chip/chip';
export { TextInput, TextArea, SearchInput, type TextInputProps, type TextAreaProps, type SearchInputProps } from './components/text-input/text-input';
export { MediaCard, CardGrid, CARD_ARTWORK_WIDTH, type MediaCardProps, type MediaCardVariant, type CardGridProps } from './components/media-card/media-card';
export { Section, type SectionProps } from './components/section/section';
export { DetailHeader, type DetailHeaderProps } from './components/detail-header/detail-header';
export { Menu, type MenuProps, type MenuItem } from './components/menu/menu';
export {
  TrackTable,
  TrackRow,
  UNKNOWN_ARTIST,
  DEFAULT_TRACK_COLUMNS,
  DOWNLOADED_MARK_LABEL,
  type TrackTableProps,
  type TrackRowState,
  type TrackRowProps,
  type TrackRowData,
  type TrackColumn,
} from './components/track-table/track-table';
export { WINDOWED_FROM } from './components/track-table/row-window';
export { Slider, pointerRatio, type SliderProps } from './components/slider/slider';
export { PlayerBar, type PlayerBarProps, type PlayerTrack, type RepeatMode } from './components/player-bar/player-bar';
export { SleepTimerControl, sleepTimerNote, SLEEP_TIMER_MINUTES, type SleepTimerControlProps, type SleepTimerOption } from './components/sleep-timer-control/sleep-timer-control';
export { PlaybackSpeedControl, formatSpeed, type PlaybackSpeedControlProps } from './components/playback-speed-control/playback-speed-control';
export { Logo, type LogoProps } from './components/logo/logo';
export { Sidebar, type SidebarProps, type SidebarGroup, type SidebarEntry } from './components/sidebar/sidebar';
export { AppShell, MAIN_CONTENT_ID, type AppShellProps } from './components/app-shell/app-shell';
export { Dialog, type DialogProps, type DialogSize } from './components/dialog/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/dialog/confirm-dialog';
export { ModalForm, type ModalFormProps } from './components/dialog/modal-form';
export { Pagination, type PaginationProps } from './components/pagination/pagination';
export { ToastView, type ToastViewProps, type ToastVariant } from './components/toast-view/toast-view';
export { InfoList, type InfoListProps, type InfoItem } from './components/info-list/info-list';
export {
  SubscriptionCard,
  EXPIRY_WARNING_DAYS,
  type SubscriptionCardProps,
} from './components/profile/subscription-card';
export { ProfileDialog, DeviceInfo, type ProfileDialogProps, type DeviceInfoProps } from './components/profile/profile-dialog';
export { PlaybackSettings, type PlaybackSettingsProps, type PlaybackSettingsValues, type NormalizeVolume } from './components/playback-settings/playback-settings';
export { EqualizerPanel, formatGain, type EqualizerPanelProps } from './components/equalizer-panel/equalizer-panel';
export { EqualizerButton } from './components/equalizer-panel/equalizer-button';
export { WaveformPeaks, type WaveformPeaksProps } from './components/waveform/waveform-peaks';
export { DeviceNamePanel, type DeviceNamePanelProps } from './components/profile/device-name-panel';
export { LanguagePanel, type LanguagePanelProps } from './components/profile/language-panel';
export { YourYearPanel, type YourYearPanelProps, type YearFigures, type YearTopEntry } from './components/profile/your-year-panel';
export { SmartPlaylistEditor, type SmartPlaylistDraft, type SmartPlaylistEditorProps } from './components/smart-playlist/smart-playlist-editor';
export { SMART_FIELDS, SMART_MAX_DEPTH, isGroupDraft, type SmartGroupDraft, type SmartNodeDraft, type SmartRuleDraft, type SmartRuleValue } from './components/smart-playlist/smart-rule-options';
export { ImportReport, type ImportReportEntry, type ImportReportProps } from './components/import-report/import-report';
export { AppPasswords, APP_PASSWORDS_INTRO, SHOWN_ONCE_TEXT, type AppPasswordsProps, type ConnectedApp, type NewAppLogin } from './components/app-passwords/app-passwords';
export { ScrobblingPanel, SCROBBLING_INTRO, type ScrobblingPanelProps, type ScrobbleService, type LastFmService, type ScrobbleStatus } from './components/scrobbling/scrobbling-panel';
export { Visualizer, IDLE_BAR_COUNT, idleLevels, type VisualizerProps } from './components/visualizer/visualizer';
export {
  FullscreenPlayer,
  FULLSCREEN_TAGLINE,
  LYRICS_UNAVAILABLE,
  type FullscreenPlayerProps,
  type FullscreenPanel,
  type QueueEntry,
} from './components/fullscreen-player/fullscreen-player';
export { LyricsLines, currentLineIndex, currentWordIndex, type LyricsLinesProps, type LyricsView, type LyricsLineView, type LyricsWordView } from './components/lyrics-lines/lyrics-lines';
export { EpisodeList, episodeBadge, formatMinutes, type EpisodeListProps, type EpisodeRowData } from './components/episode-list/episode-list';
export { ViewToggle, type ViewToggleProps, type LibraryView } from './components/view-toggle/view-toggle';
export { Select, type SelectProps, type SelectOption } from './components/select/select';
export { PageHeader, type PageHeaderProps } from './components/page-header/page-header';
export { Stack, Inline, Text, Prose } from './components/layout/layout';
export { Panel, type PanelProps } from './components/panel/panel';
export { ArtistLinks, artistsText, type ArtistCredit, type ArtistLinksProps } from './components/artist-links/artist-links';
export {
  ActivationLayout,
  ActivationCodeField,
  type ActivationLayoutProps,
  type FeatureTileData,
} from './components/activation/activation-layout';
export { PickerList, type PickerListProps, type PickerOption } from './components/picker-list/picker-list';
export { Page, PageTitle, PageHead, type PageProps, type PageTitleProps, type PageHeadProps } from './components/page/page';
export { TagList, textTags, type TagListProps } from './components/tag-list/tag-list';
export { QueueSection, QueueRow, type QueueSectionProps, type QueueRowProps } from './components/queue-list/queue-list';
export { ShortcutList, type ShortcutListProps, type Shortcut } from './components/shortcut-list/shortcut-list';
export { MediaList, type MediaListProps, type MediaListEntry } from './components/media-list/media-list';
export {
  AdminFrame,
  AdminSignIn,
  AdminSection,
  AdminTable,
  AdminFieldRow,
  AdminForm,
  AdminRowActions,
  AdminNotice,
  type AdminNoticeProps,
  type AdminNoticeTone,
  AdminCheckbox,
  type AdminCheckboxProps,
  AdminProgress,
  type AdminProgressProps,
  AdminFileInput,
  type AdminFileInputProps,
  BarChart,
  type AdminFrameProps,
  type AdminTab,
  type AdminSignInProps,
  type AdminSectionProps,
  type AdminSectionStatus,
  type AdminColumn,
  type AdminTableProps,
  type BarChartProps,
} from './components/admin';
export { DevicesMenu, THIS_DEVICE_TEXT, NO_OTHER_DEVICES_TEXT, type DevicesMenuProps, type DeviceRow } from './components/devices/devices-menu';
export { RemoteStatus, RemoteQueueNotice, ContinueListening, playingOnText, pausedOnText, lostDeviceText, continueListeningText, queueChangedText, type RemoteStatusProps, type RemoteQueueNoticeProps, type ContinueListeningProps } from './components/devices/remote-status';
export { RoomPanel, type RoomPanelProps, type RoomMemberRow, type RoomState } from './components/room/room-panel';
export { JoinRoomForm, type JoinRoomFormProps } from './components/room/join-room-form';
export { RoomControl } from './components/room/room-control';
export { RoomEndedNotice, type RoomEndedNoticeProps } from './components/room/room-ended-notice';
export { type RoomProposalRow } from './components/room/room-voting';
