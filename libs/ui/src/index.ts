import type {} from './styled'; // the DefaultTheme augmentation (styled.d.ts)
// Tangerine's presentational components: props in, callbacks out; no data, no machines, no router.

export { theme, type TangerineTheme, type ThemeColor, type FontSize } from './theme/theme';
export { GlobalStyles } from './theme/global-styles';
export { TangerineProvider, type TangerineProviderProps } from './theme/tangerine-provider';
export { focusRing, focusVisible, visuallyHidden, truncate, tabularNumbers } from './theme/mixins';

export { Link, LinkProvider, type RenderLink, type LinkComponentProps, type LinkProps } from './lib/link';
export { formatDuration, formatShortDate, formatLongDate, daysUntil, maskCode, pluralize, formatCount, clamp } from './lib/format';

export { Icon, type IconProps, type IconSize } from './icons/icon';
export { iconNames, iconPaths, type IconName } from './icons/icon-paths';

export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/button/button';
export { IconButton, type IconButtonProps, type IconButtonVariant, type IconButtonSize } from './components/icon-button/icon-button';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
