// TODO(ui): libs/ui has no Dialog/ConfirmDialog yet; these are the frame's stand-ins.
export { ConfirmDialog, Dialog } from './dialog';
export { tokens } from './tokens';
