// TODO(ui): the screens still bind these stand-ins; libs/ui now has Dialog and ConfirmDialog.
export { ConfirmDialog, Dialog } from './dialog';
export { tokens } from './tokens';
