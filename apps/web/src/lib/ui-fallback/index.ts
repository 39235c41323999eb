export { Button, IconButton } from './button';
export { ConfirmDialog, Dialog } from './dialog';
export { EmptyState } from './empty-state';
export { Icon, type IconName } from './icon';
export { tokens } from './tokens';
