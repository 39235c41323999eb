export { AppPasswordsContainer } from './app-passwords-container';
