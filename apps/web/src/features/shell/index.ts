export { ProfileDialogContainer } from './profile-dialog-container';
export { Sidebar } from './sidebar';
