export { AppSidebar } from './app-sidebar';
export { ProfileDialogContainer } from './profile-dialog-container';
